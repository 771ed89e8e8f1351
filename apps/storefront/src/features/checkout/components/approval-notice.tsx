import type { SpendingStatusView } from '@gio/contracts';
import { approvalNeed, isAccountLevel, type ApprovalNeed } from '@gio/domain-access';
import { AccountLevel } from '@gio/domain-enums';
import { Notice } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';

/**
 * Issue #18: the same rule the server applies (domain-access `approvalNeed`) over the order's
 * total, so the member knows before placing that the order will wait for approval.
 */
export function approvalNeedOf(status: SpendingStatusView, orderTotal: number | null): ApprovalNeed | null {
  if (status === null || orderTotal === null) return null;
  const accountLevel = isAccountLevel(status.accountLevel) ? status.accountLevel : AccountLevel.DEFAULT;
  // Which limit applies was decided by the server; its scope does not matter to the sum here.
  const limit = status.limit ? { scope: { kind: 'user' as const, userId: '' }, ...status.limit } : null;
  return approvalNeed({ accountLevel, limit, orderTotal, spentThisMonth: status.spentThisMonth });
}

export interface ApprovalNoticeProps {
  readonly status: SpendingStatusView;
  readonly need: ApprovalNeed | null;
  /** The shopper pays by invoice (the credit hold stops invoice orders only). */
  readonly payingByInvoice: boolean;
}

/** The checkout's word on the organisation's limits and credit hold, before the order is placed. */
export function ApprovalNotice({ status, need, payingByInvoice }: ApprovalNoticeProps) {
  const { t } = useTranslation('common');
  const money = useMoney();
  if (status === null) return null;
  return (
    <>
      {status.creditHold.onHold && payingByInvoice ? (
        <Notice kind="error" title={t('checkout.credit_hold_title')}>
          {t(status.creditHold.reasons.includes('overdue_90') ? 'checkout.credit_hold_overdue' : 'checkout.credit_hold_over_limit')}
        </Notice>
      ) : null}
      {need?.needsApproval ? (
        <Notice kind="warning" title={t('checkout.approval_needed_title')}>
          <ul className="sf-checkout__approval-reasons">
            {need.reasons.map((reason) => (
              <li key={reason}>
                {t(`checkout.approval_reason_${reason}`, {
                  limit: need.orderLimit === null ? '' : money(need.orderLimit),
                  remaining: need.remainingBudget === null ? '' : money(need.remainingBudget),
                })}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </>
  );
}
