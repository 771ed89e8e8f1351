import { formatPoints } from '@gio/domain-loyalty';
import { Button } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBalance } from '../../../lib/use-money';
import type { RedeemableVoucher } from '../api/list-redeemable-vouchers';
import type { RedeemedVoucher } from '../api/list-redeemed-vouchers';

/** An offer to buy with points; the redeem button only when the member may and can afford it. */
export function RedeemableVoucherCard({
  voucher,
  busy,
  onRedeem,
}: {
  voucher: RedeemableVoucher;
  busy: boolean;
  onRedeem: () => void;
}) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const formatDate = useDateFormat();
  const titleId = `acc-offer-${voucher.id}`;
  return (
    <article className="acc-card" aria-labelledby={titleId}>
      <div className="acc-card__body">
        <p className="acc-card__eyebrow">{t('account.loyalty.points_cost', { points: formatPoints(voucher.pointsCost) })}</p>
        <h3 id={titleId} className="acc-card__title">
          {voucher.title}
        </h3>
        <p>{voucher.description}</p>
        <p>
          {t('account.loyalty.offer_terms', {
            discount: money(voucher.discountAmount),
            minimum: money(voucher.minimumPurchase),
            days: voucher.validDays,
            end: formatDate(voucher.endDate),
          })}
        </p>
      </div>
      <div className="acc-card__actions">
        {voucher.canRedeem ? (
          <Button size="sm" loading={busy} onClick={onRedeem} aria-describedby={titleId}>
            {t('account.loyalty.redeem')}
          </Button>
        ) : (
          <p className="acc-fact__note">{t('account.loyalty.cannot_redeem')}</p>
        )}
      </div>
    </article>
  );
}

const STATUS_KEYS: Record<RedeemedVoucher['status'], string> = {
  usable: 'account.loyalty.voucher_usable',
  used: 'account.loyalty.voucher_used',
  expired: 'account.loyalty.voucher_expired',
};

/** A voucher bought with points: its code (applied at checkout), value, dates and whether it is still usable. */
export function RedeemedVoucherCard({ voucher }: { voucher: RedeemedVoucher }) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const formatDate = useDateFormat();
  const titleId = `acc-voucher-${voucher.id}`;
  return (
    <article className="acc-card" aria-labelledby={titleId}>
      <div className="acc-card__body">
        <p className="acc-card__eyebrow">
          <span className="acc-badge">{t(STATUS_KEYS[voucher.status])}</span>
        </p>
        <h3 id={titleId} className="acc-card__title">
          {voucher.title}
        </h3>
        <p>
          {t('account.loyalty.voucher_code')} <strong>{voucher.code}</strong>
        </p>
        <p>
          {t('account.loyalty.voucher_terms', {
            discount: money(voucher.discountAmount),
            minimum: money(voucher.minimumPurchase),
            expires: formatDate(voucher.expiresAt),
          })}
        </p>
        <p className="acc-fact__note">
          {t('account.loyalty.voucher_spent', {
            points: formatPoints(voucher.pointsSpent),
            date: formatDate(voucher.redeemedAt),
          })}
        </p>
      </div>
    </article>
  );
}
