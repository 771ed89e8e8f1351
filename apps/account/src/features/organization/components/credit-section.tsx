import type { OrganizationView } from '@gio/contracts';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/use-money';
import { invoiceCredit } from '../lib/organization-view';

/** Invoice credit (accounts.md §3 invoice: creditLimit, currentOutstanding) in the site's money format. */
export function CreditSection({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation('common');
  const balance = useBalance();
  const credit = invoiceCredit(organization);
  return (
    <section className="acc-section" aria-labelledby="acc-org-credit">
      <h2 id="acc-org-credit" className="acc-section__title">
        {t('account.organization.credit.title')}
      </h2>
      {credit ? (
        <dl className="acc-facts">
          <div className="acc-fact">
            <dt>{t('account.organization.credit.limit')}</dt>
            <dd>{balance(credit.creditLimit)}</dd>
          </div>
          <div className="acc-fact">
            <dt>{t('account.organization.credit.outstanding')}</dt>
            <dd>{balance(credit.currentOutstanding)}</dd>
          </div>
          <div className="acc-fact">
            <dt>{t('account.organization.credit.available')}</dt>
            <dd>{balance(credit.available)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('account.organization.credit.off')}</p>
      )}
    </section>
  );
}
