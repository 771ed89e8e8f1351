import type { Dashboard } from '@gio/contracts';
import { formatPoints, LoyaltyStatus } from '@gio/domain-loyalty';
import { VisuallyHidden } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../app/app-context';
import { showsInviteLink } from '../../../lib/site-config';
import { TextPlaceholder } from '../../../lib/text-placeholder';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBalance } from '../../../lib/use-money';

const LOYALTY_STATUS_KEYS: Record<Dashboard['loyalty']['status'], string> = {
  [LoyaltyStatus.ACTIVE]: 'account.dashboard.loyalty_active',
  [LoyaltyStatus.PROCESSING]: 'account.dashboard.loyalty_processing',
  [LoyaltyStatus.EXPIRED]: 'account.dashboard.loyalty_expired',
  [LoyaltyStatus.NOT_CONNECTED]: 'account.dashboard.loyalty_not_connected',
};

/**
 * The greeting and the account's figures (GET /api/nav-account-sidebar/dashboard): loyalty
 * status and points (storefront.md §5: with thousands separators), usable vouchers, credit
 * balance, open games and, where invites are on (accounts.md §6), the invite code.
 */
export function AccountSummary({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const balance = useBalance();
  const formatDate = useDateFormat();
  const { loyalty } = dashboard;
  const connected = loyalty.status !== LoyaltyStatus.NOT_CONNECTED;
  return (
    <section className="acc-section" aria-labelledby="acc-summary-title">
      <h2 id="acc-summary-title" className="acc-section__title">
        {t('account.dashboard.greeting', { name: dashboard.firstName })}
      </h2>
      <p>{t('account.dashboard.member_since', { date: formatDate(dashboard.memberSince, { month: 'long', year: 'numeric' }) })}</p>
      <dl className="acc-facts">
        <div className="acc-fact">
          <dt>{t('account.dashboard.loyalty')}</dt>
          <dd>
            {t(LOYALTY_STATUS_KEYS[loyalty.status])}
            {connected ? (
              <span className="acc-fact__note">{t('account.dashboard.points', { points: formatPoints(loyalty.points) })}</span>
            ) : null}
          </dd>
        </div>
        <div className="acc-fact">
          <dt>{t('account.dashboard.vouchers')}</dt>
          <dd>{t('account.dashboard.voucher_count', { count: loyalty.usableVoucherCount })}</dd>
        </div>
        <div className="acc-fact">
          <dt>{t('account.dashboard.credit')}</dt>
          <dd>{balance(dashboard.creditBalance)}</dd>
        </div>
        <div className="acc-fact">
          <dt>{t('account.dashboard.games')}</dt>
          <dd>
            {dashboard.availableGameCount > 0
              ? t('account.dashboard.game_count', { count: dashboard.availableGameCount })
              : t('account.dashboard.no_games')}
          </dd>
        </div>
        {showsInviteLink(site) && dashboard.invite.promoCode ? (
          <div className="acc-fact">
            <dt>{t('account.dashboard.invite')}</dt>
            <dd>
              {dashboard.invite.promoCode}
              <span className="acc-fact__note">{t('account.dashboard.invited_count', { count: dashboard.invite.invitedCount })}</span>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The summary while it loads, built like it: the same section, heading, sentence and fact tiles,
 * with grey bars for their texts, so the page below does not move when the figures arrive (the
 * dashboard's layout shift). The invite tile is counted in when the site shows invites.
 */
export function AccountSummarySkeleton() {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const facts = showsInviteLink(site) ? 5 : 4;
  return (
    <section className="acc-section" aria-busy="true">
      <VisuallyHidden role="status">{t('loading.content')}</VisuallyHidden>
      <h2 className="acc-section__title">
        <TextPlaceholder width="10rem" />
      </h2>
      <p>
        <TextPlaceholder width="16rem" />
      </p>
      <dl className="acc-facts" aria-hidden="true">
        {Array.from({ length: facts }, (_, i) => (
          <div key={i} className="acc-fact">
            <dt>
              <TextPlaceholder width="7rem" />
            </dt>
            <dd>
              <TextPlaceholder width="5rem" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
