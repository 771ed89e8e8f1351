import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolIcon } from '../icons/icons';
import { SupportContact } from './support-contact';
import './screens.css';

export interface MaintenanceScreenProps {
  supportPhone: string;
  supportEmail: string;
  /** When the shop expects to be back, already formatted (e.g. "22:00 hôm nay"). */
  backAt?: string;
}

/** Replaces the whole app while the maintenance-mode flag is on (storefront.md §2). */
export function MaintenanceScreen({ supportPhone, supportEmail, backAt }: MaintenanceScreenProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <main className="gio-screen" aria-labelledby={titleId}>
      <div className="gio-screen__card">
        <p className="gio-screen__brand">{t('app.name')}</p>
        <span className="gio-screen__art" aria-hidden="true">
          <ToolIcon />
        </span>
        <h1 id={titleId} className="gio-screen__title">
          {t('maintenance.title')}
        </h1>
        <p className="gio-screen__message">{t('maintenance.message')}</p>
        {backAt && <p className="gio-screen__message">{t('maintenance.back_at', { time: backAt })}</p>}
        <SupportContact phone={supportPhone} email={supportEmail} i18nKey="maintenance.support" />
      </div>
    </main>
  );
}
