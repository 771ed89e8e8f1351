import { AUDIT_LOG_CSV_PATH, type AuditPage } from '@gio/contracts';
import { AUDIT_KINDS } from '@gio/domain-access';
import { EmptyState, Skeleton, VisuallyHidden } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { getAuditLog, type AuditFilters } from '../../features/organization-controls/api/get-audit-log';
import { DeniedNotice } from '../../features/organization-controls/components/denied-notice';
import { guarded } from '../../features/organization-controls/lib/denied';
import { TableRegion } from '../../features/organization-controls/components/table-region';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';
import { useDateFormat } from '../../lib/use-date-format';

const ID = /^[A-Za-z0-9_-]{1,200}$/;

/** The filters of the address bar, kept only when well-formed (a bad one is dropped, not sent). */
export function auditFiltersOf(search: URLSearchParams): AuditFilters {
  const actor = search.get('actor') ?? '';
  const kind = search.get('kind') ?? '';
  const cursor = search.get('cursor') ?? '';
  return {
    ...(ID.test(actor) ? { actor } : {}),
    ...((AUDIT_KINDS as readonly string[]).includes(kind) ? { kind } : {}),
    ...(ID.test(cursor) ? { cursor } : {}),
  };
}

/** One page of the log for the filters in the address bar. */
export function auditLogLoader({ client }: AppDeps) {
  return ({ request }: LoaderFunctionArgs) => ({ log: guarded(getAuditLog(client, auditFiltersOf(new URL(request.url).searchParams))) });
}

/** A before or after value in a few words: fields and values, JSON for anything nested. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : JSON.stringify(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/**
 * /account/organization/audit-log (issue #18): every organisation action with who, when, what
 * and the values before and after; owners and admins filter by person and kind, page through
 * it and download it as CSV.
 */
export function AuditLogPage() {
  const { t } = useTranslation('common');
  const { log } = useLoaderData<ReturnType<ReturnType<typeof auditLogLoader>>>();
  return (
    <Page title={t('account.audit_log.title')} intro={<p>{t('account.audit_log.intro')}</p>}>
      <Deferred resolve={log} fallback={<Skeleton variant="rect" height="20rem" announce />} what={t('account.audit_log.what')}>
        {(answer) => (answer.denied ? <DeniedNotice /> : <AuditLog page={answer.value} />)}
      </Deferred>
    </Page>
  );
}

function AuditLog({ page }: { page: AuditPage }) {
  const { t } = useTranslation('common');
  const date = useDateFormat();
  const [search] = useSearchParams();
  const filters = auditFiltersOf(search);
  const csvQuery = new URLSearchParams({ ...(filters.actor ? { actor: filters.actor } : {}), ...(filters.kind ? { kind: filters.kind } : {}) }).toString();
  const base = new URLSearchParams({ ...(filters.actor ? { actor: filters.actor } : {}), ...(filters.kind ? { kind: filters.kind } : {}) });
  const next = page.nextCursor ? `?${new URLSearchParams([...base, ['cursor', page.nextCursor]]).toString()}` : null;
  return (
    <div className="acc-stack">
      <Form method="get" className="acc-form__actions acc-filters" aria-label={t('account.audit_log.filters')}>
        <label className="acc-limits__select">
          <span>{t('account.audit_log.person')}</span>
          <select name="actor" defaultValue={filters.actor ?? ''}>
            <option value="">{t('account.audit_log.everyone')}</option>
            {page.actors.map((actor) => (
              <option key={actor.userId} value={actor.userId}>
                {actor.name}
              </option>
            ))}
          </select>
        </label>
        <label className="acc-limits__select">
          <span>{t('account.audit_log.kind')}</span>
          <select name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">{t('account.audit_log.every_kind')}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`account.audit_log.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="gio-button gio-button--secondary gio-button--md">
          {t('account.audit_log.apply')}
        </button>
        <a className="acc-button-link acc-button-link--secondary" href={`${AUDIT_LOG_CSV_PATH}${csvQuery ? `?${csvQuery}` : ''}`} download>
          {t('account.audit_log.csv')}
        </a>
      </Form>
      {page.entries.length === 0 ? (
        <EmptyState title={t('account.audit_log.empty_title')} description={t('account.audit_log.empty_description')} />
      ) : (
        <TableRegion labelledBy="acc-audit-caption">
          <table className="acc-table">
            <caption id="acc-audit-caption">
              <VisuallyHidden>{t('account.audit_log.caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('account.audit_log.when')}</th>
                <th scope="col">{t('account.audit_log.who')}</th>
                <th scope="col">{t('account.audit_log.what_done')}</th>
                <th scope="col">{t('account.audit_log.subject')}</th>
                <th scope="col">{t('account.audit_log.before')}</th>
                <th scope="col">{t('account.audit_log.after')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{date(entry.at, { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' })}</td>
                  <td>{entry.actor.name}</td>
                  <td>{t(`account.audit_log.kinds.${entry.kind}`)}</td>
                  <td className="acc-table__wrap">{entry.subject}</td>
                  <td className="acc-table__wrap">{valueText(entry.before)}</td>
                  <td className="acc-table__wrap">{valueText(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <nav className="acc-form__actions" aria-label={t('account.audit_log.paging')}>
        {filters.cursor ? (
          <Link className="acc-button-link acc-button-link--secondary" to={`?${base.toString()}`}>
            {t('account.audit_log.first_page')}
          </Link>
        ) : null}
        {next ? (
          <Link className="acc-button-link" to={next}>
            {t('account.audit_log.next_page')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
