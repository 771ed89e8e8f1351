import { Button, Spinner } from '@gio/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Details } from '../lib/first-load-modal';

/** Loading and error states shared by the modals; the children render once the details are in. */
export function DetailsState<T>({
  details,
  retry,
  close,
  children,
}: {
  details: Details<T>;
  retry: () => void;
  close: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (details.status === 'loading') {
    return <Spinner label={t('engagement_popups.first_load_loading')} showLabel />;
  }
  if (details.status === 'error') {
    return (
      <>
        <p role="alert">{t('engagement_popups.first_load_error')}</p>
        <div className="sf-modal-actions">
          <Button onClick={retry}>{t('engagement_popups.first_load_retry')}</Button>
          <Button variant="secondary" onClick={close}>
            {t('engagement_popups.first_load_close')}
          </Button>
        </div>
      </>
    );
  }
  return <>{children(details.data)}</>;
}
