import { STATEMENT_CSV_PATH, type StatementView } from '@gio/contracts';
import { EmptyState, Notice, Skeleton, VisuallyHidden } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { getStatement } from '../../features/organization-controls/api/get-statement';
import { DeniedNotice } from '../../features/organization-controls/components/denied-notice';
import { guarded } from '../../features/organization-controls/lib/denied';
import { TableRegion } from '../../features/organization-controls/components/table-region';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';
import { useDateFormat } from '../../lib/use-date-format';
import { useBalance } from '../../lib/use-money';

/** The statement's data. */
export function statementLoader({ client }: AppDeps) {
  return () => ({ statement: guarded(getStatement(client)) });
}

/**
 * /account/organization/statement (issue #18): the credit figures and payment terms, the open
 * amount by aging bucket, each invoice order with its date, amount, due date and whether it is
 * paid, a credit hold when there is one, and the CSV download.
 */
export function StatementPage() {
  const { t } = useTranslation('common');
  const { statement } = useLoaderData<ReturnType<ReturnType<typeof statementLoader>>>();
  return (
    <Page title={t('account.statement.title')} intro={<p>{t('account.statement.intro')}</p>}>
      <Deferred resolve={statement} fallback={<Skeleton variant="rect" height="20rem" announce />} what={t('account.statement.what')}>
        {(answer) => (answer.denied ? <DeniedNotice /> : <Statement view={answer.value} />)}
      </Deferred>
    </Page>
  );
}

function Statement({ view }: { view: StatementView }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const date = useDateFormat();
  return (
    <div className="acc-stack acc-stack--sections">
      {view.creditHold.onHold ? (
        <Notice kind="error" title={t('account.statement.hold_title')}>
          <ul>
            {view.creditHold.reasons.map((reason) => (
              <li key={reason}>{t(`account.statement.hold_${reason}`)}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <section className="acc-section" aria-labelledby="acc-statement-credit">
        <h2 id="acc-statement-credit" className="acc-section__title">
          {t('account.statement.credit_title')}
        </h2>
        <dl className="acc-facts">
          <div className="acc-fact">
            <dt>{t('account.statement.credit_limit')}</dt>
            <dd>{money(view.credit.limit)}</dd>
          </div>
          <div className="acc-fact">
            <dt>{t('account.statement.outstanding')}</dt>
            <dd>{money(view.credit.outstanding)}</dd>
          </div>
          <div className="acc-fact">
            <dt>{t('account.statement.remaining')}</dt>
            <dd>{money(view.credit.remaining)}</dd>
          </div>
        </dl>
        <p>{t('account.statement.terms', { days: view.paymentTermsDays, date: date(view.asOf) })}</p>
      </section>
      <section className="acc-section" aria-labelledby="acc-statement-aging">
        <h2 id="acc-statement-aging" className="acc-section__title">
          {t('account.statement.aging_title')}
        </h2>
        <dl className="acc-facts acc-facts--buckets">
          {view.buckets.map((bucket) => (
            <div key={bucket.bucket} className="acc-fact" data-testid={`bucket-${bucket.bucket}`}>
              <dt>{t(`account.statement.bucket_${bucket.bucket.replace(/-/g, '_')}`)}</dt>
              <dd>{money(bucket.amount)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('account.statement.open_total', { amount: money(view.openTotal) })}</p>
      </section>
      <section className="acc-section" aria-labelledby="acc-statement-invoices">
        <h2 id="acc-statement-invoices" className="acc-section__title">
          {t('account.statement.invoices_title')}
        </h2>
        <p>
          <a className="acc-button-link acc-button-link--secondary" href={STATEMENT_CSV_PATH} download>
            {t('account.statement.csv')}
          </a>
        </p>
        {view.invoices.length === 0 ? (
          <EmptyState title={t('account.statement.empty_title')} description={t('account.statement.empty_description')} />
        ) : (
          <TableRegion labelledBy="acc-statement-caption">
            <table className="acc-table">
              <caption id="acc-statement-caption">
                <VisuallyHidden>{t('account.statement.caption')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.statement.order')}</th>
                  <th scope="col">{t('account.statement.invoice_date')}</th>
                  <th scope="col" className="acc-table__number">{t('account.statement.amount')}</th>
                  <th scope="col">{t('account.statement.due_date')}</th>
                  <th scope="col">{t('account.statement.status')}</th>
                  <th scope="col" className="acc-table__number">{t('account.statement.open')}</th>
                  <th scope="col">{t('account.statement.bucket')}</th>
                </tr>
              </thead>
              <tbody>
                {view.invoices.map((invoice) => (
                  <tr key={invoice.gid}>
                    <th scope="row">#{invoice.gid}</th>
                    <td>{date(invoice.invoiceDate)}</td>
                    <td className="acc-table__number">{money(invoice.amount)}</td>
                    <td>{date(invoice.dueDate)}</td>
                    <td>{t(`account.statement.status_${invoice.status}`)}</td>
                    <td className="acc-table__number">{money(invoice.open)}</td>
                    <td>{invoice.status === 'paid' ? '—' : t(`account.statement.bucket_${invoice.bucket.replace(/-/g, '_')}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </section>
    </div>
  );
}
