import { Button } from '@gio/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SentQuote {
  readonly requestId: string;
  readonly count: number;
  readonly pallets: number;
}

/** What happens next after the request was taken; its heading takes the focus. */
export function QuoteDone({ sent, onAgain }: { sent: SentQuote; onAgain: () => void }) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="acc-section" aria-labelledby="acc-bulk-done">
      <h2 id="acc-bulk-done" ref={heading} tabIndex={-1} className="acc-section__title">
        {t('account.bulk_purchase.done_title')}
      </h2>
      <p>{t('account.bulk_purchase.done_body', { id: sent.requestId, count: sent.count, pallets: sent.pallets })}</p>
      <p>{t('account.bulk_purchase.done_next')}</p>
      <div className="acc-form__actions">
        <Button type="button" variant="secondary" onClick={onAgain}>
          {t('account.bulk_purchase.again')}
        </Button>
      </div>
    </section>
  );
}
