import { formatPoints, LoyaltyStatus } from '@gio/domain-loyalty';
import { Notice } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '../api/get-member-info';

/** The words of each membership status (storefront.md §4 "Loyalty status"). */
const STATUS_KEYS: Record<MemberInfo['status'], { label: string; notice: string }> = {
  [LoyaltyStatus.ACTIVE]: { label: 'account.loyalty.status_active', notice: 'account.loyalty.active_notice' },
  [LoyaltyStatus.PROCESSING]: { label: 'account.loyalty.status_processing', notice: 'account.loyalty.processing_notice' },
  [LoyaltyStatus.EXPIRED]: { label: 'account.loyalty.status_expired', notice: 'account.loyalty.expired_notice' },
  [LoyaltyStatus.NOT_CONNECTED]: { label: 'account.loyalty.status_not_connected', notice: 'account.loyalty.not_connected_notice' },
};

const NOTICE_KIND: Record<MemberInfo['status'], 'success' | 'info' | 'warning'> = {
  [LoyaltyStatus.ACTIVE]: 'success',
  [LoyaltyStatus.PROCESSING]: 'info',
  [LoyaltyStatus.EXPIRED]: 'warning',
  [LoyaltyStatus.NOT_CONNECTED]: 'info',
};

/**
 * The WAON membership (GET /api/waon/member-info): its status — active, processing, expired or
 * not connected (storefront.md §4) — what that status allows, the card and the points with
 * thousands separators (storefront.md §5, vi-VN).
 */
export function MembershipSummary({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('common');
  const keys = STATUS_KEYS[info.status];
  const membership = info.membershipInfo;
  return (
    <section className="acc-section" aria-labelledby="acc-membership-title">
      <h2 id="acc-membership-title" className="acc-section__title">
        {t('account.loyalty.membership_title')}
      </h2>
      <dl className="acc-facts">
        <div className="acc-fact">
          <dt>{t('account.loyalty.status')}</dt>
          <dd>{t(keys.label)}</dd>
        </div>
        {membership ? (
          <>
            <div className="acc-fact">
              <dt>{t('account.loyalty.card')}</dt>
              <dd>{membership.memberId}</dd>
            </div>
            <div className="acc-fact">
              <dt>{t('account.loyalty.points')}</dt>
              <dd>{t('account.loyalty.points_value', { points: formatPoints(membership.points) })}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <Notice kind={NOTICE_KIND[info.status]}>
        <p>{t(keys.notice)}</p>
      </Notice>
    </section>
  );
}
