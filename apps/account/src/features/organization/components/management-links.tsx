import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANIZATION_SUB_PAGES } from '../lib/organization-view';

/** The organisation's sub-pages (approvals, audit log, statement, limits) for owners and admins. */
export function ManagementLinks() {
  const { t } = useTranslation('common');
  return (
    <nav className="acc-section" aria-labelledby="acc-org-manage">
      <h2 id="acc-org-manage" className="acc-section__title">
        {t('account.organization.manage.title')}
      </h2>
      <ul className="acc-links">
        {ORGANIZATION_SUB_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{t(page.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
