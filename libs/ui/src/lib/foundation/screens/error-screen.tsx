import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { AlertIcon } from '../icons/icons';
import { SupportContact } from './support-contact';
import './screens.css';

export interface ErrorScreenProps {
  /** Customer support hotline and e-mail from the site configuration. */
  supportPhone: string;
  supportEmail: string;
  /** Shows a "Thử lại" button; the storefront resets its error boundary here. */
  onRetry?: () => void;
  /** Moves focus to the heading when shown, so screen readers start there. */
  autoFocus?: boolean;
}

/**
 * What a render error shows instead of the page (storefront.md §2, §8): TEMPORARILY
 * UNAVAILABLE, in the shopper's language, with the support contact and a retry.
 */
export function ErrorScreen({ supportPhone, supportEmail, onRetry, autoFocus = true }: ErrorScreenProps) {
  const { t } = useTranslation('common');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);
  return (
    <main className="gio-screen" aria-labelledby={titleId}>
      <div className="gio-screen__card">
        <p className="gio-screen__brand">{t('app.name')}</p>
        <span className="gio-screen__art" aria-hidden="true">
          <AlertIcon />
        </span>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className="gio-screen__title">
          {t('error_screen.title')}
        </h1>
        <p className="gio-screen__message">{t('error_screen.message')}</p>
        <SupportContact phone={supportPhone} email={supportEmail} i18nKey="error_screen.support" />
        {onRetry && <Button onClick={onRetry}>{t('error_screen.retry')}</Button>}
      </div>
    </main>
  );
}
