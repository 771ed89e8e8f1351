import type { ApprovalView } from '@gio/contracts';
import { Button, VisuallyHidden } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useBalance } from '../../../lib/use-money';

export interface ApprovalCardProps {
  readonly approval: ApprovalView;
  /** The approver's buttons; none for the requester's own list. */
  readonly onApprove?: () => void;
  readonly onReject?: () => void;
  readonly busy?: boolean;
}

/** One held order: who asked, why it waits, its lines and total, and (for an approver) the decision. */
export function ApprovalCard({ approval, onApprove, onReject, busy = false }: ApprovalCardProps) {
  const { t } = useTranslation('common');
  const money = useBalance();
  const date = useDateFormat();
  const titleId = `acc-approval-${approval.gid}`;
  return (
    <article className="acc-card" aria-labelledby={titleId}>
      <div className="acc-card__body">
        <p className="acc-card__eyebrow">
          {t('account.approvals.requested_by', { name: approval.requester.name || approval.requester.email, date: date(approval.createdAt) })}
        </p>
        <h3 id={titleId} className="acc-card__title">
          {t('account.approvals.order_title', { gid: approval.gid })}
          <span className="acc-badge">{t(`account.approvals.status_${approval.status}`)}</span>
        </h3>
        <ul className="acc-approval__reasons">
          {approval.reasons.map((reason) => (
            <li key={reason}>{t(`account.approvals.reason_${reason}`)}</li>
          ))}
        </ul>
        <table className="acc-table">
          <caption><VisuallyHidden>{t('account.approvals.lines_caption', { gid: approval.gid })}</VisuallyHidden></caption>
          <thead>
            <tr>
              <th scope="col">{t('account.approvals.line_product')}</th>
              <th scope="col" className="acc-table__number">{t('account.approvals.line_quantity')}</th>
              <th scope="col" className="acc-table__number">{t('account.approvals.line_total')}</th>
            </tr>
          </thead>
          <tbody>
            {approval.lines.map((line) => (
              <tr key={line.variantId}>
                <td>{line.name}</td>
                <td className="acc-table__number">{line.quantity}</td>
                <td className="acc-table__number">{money(line.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>{t('account.approvals.total')}</th>
              <td className="acc-table__number" data-testid="approval-total">{money(approval.totalPrice)}</td>
            </tr>
          </tfoot>
        </table>
        {approval.status === 'pending' ? (
          <p className="acc-card__eyebrow">{t('account.approvals.expires', { date: date(approval.expiresAt) })}</p>
        ) : approval.decisionReason ? (
          <p className="acc-quote">{t('account.approvals.decision_reason', { reason: approval.decisionReason })}</p>
        ) : null}
      </div>
      {onApprove && onReject ? (
        <div className="acc-card__actions">
          <Button onClick={onApprove} disabled={busy} aria-describedby={titleId}>
            {t('account.approvals.approve')}
          </Button>
          <Button variant="secondary" onClick={onReject} disabled={busy} aria-describedby={titleId}>
            {t('account.approvals.reject')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
