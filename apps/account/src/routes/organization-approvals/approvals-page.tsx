import type { ApprovalView, ApprovalsPage } from '@gio/contracts';
import { OrganizationControlErrorCode } from '@gio/contracts';
import { isValidRejectionReason, REJECTION_REASON_MAX } from '@gio/domain-access';
import { ConfirmDialog, EmptyState, FormInput, Notice, Skeleton, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { approveOrder } from '../../features/organization-controls/api/approve-order';
import { getApprovals } from '../../features/organization-controls/api/get-approvals';
import { rejectOrder } from '../../features/organization-controls/api/reject-order';
import { ApprovalCard } from '../../features/organization-controls/components/approval-card';
import { DeniedNotice } from '../../features/organization-controls/components/denied-notice';
import { guarded } from '../../features/organization-controls/lib/denied';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

/** The approvals page's data: what waits for the approver, and the caller's own held orders. */
export function approvalsLoader({ client }: AppDeps) {
  return () => ({ approvals: guarded(getApprovals(client)) });
}

type Decision = { intent: 'approve'; gid: string; key: string } | { intent: 'reject'; gid: string; reason: string };

const DECISION_CODES = {
  [OrganizationControlErrorCode.APPROVAL_ALREADY_DECIDED]: { key: 'account.approvals.already_decided' },
  PERMISSION_DENIED: { key: 'account.approvals.denied_title' },
};

/** Approve (with the decision's Idempotency-Key) or reject (with a reason) one held order. */
export function approvalsAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
    const body = await readJson<Decision>(request);
    if (typeof body.gid !== 'string') return { ok: false, formError: 'form.api_error_message_default' };
    try {
      if (body.intent === 'approve' && typeof body.key === 'string') await approveOrder(client, body.gid, body.key);
      else if (body.intent === 'reject' && typeof body.reason === 'string') {
        if (!isValidRejectionReason(body.reason)) return { ok: false, errors: { reason: 'account.approvals.reason_required' } };
        await rejectOrder(client, body.gid, body.reason.trim());
      } else return { ok: false, formError: 'form.api_error_message_default' };
      return success(null);
    } catch (error) {
      return failureOf(error, { codes: DECISION_CODES, fields: ['reason'] });
    }
  };
}

function ApprovalsSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="rect" height="12rem" announce />
      <Skeleton variant="rect" height="12rem" />
    </div>
  );
}

/**
 * /account/organization/approvals (issue #18): for owners and admins, the orders held for
 * approval with their lines and totals, each approved or rejected with a reason after
 * confirming; for everyone, their own held orders and what became of them.
 */
export function OrganizationApprovalsPage() {
  const { t } = useTranslation('common');
  const { approvals } = useLoaderData<ReturnType<ReturnType<typeof approvalsLoader>>>();
  const [params] = useSearchParams();
  const submitted = params.get('submitted');
  return (
    <Page title={t('account.approvals.title')} intro={<p>{t('account.approvals.intro')}</p>}>
      {submitted ? (
        <Notice kind="success" title={t('account.approvals.submitted_title', { gid: submitted })}>
          <p>{t('account.approvals.submitted_body')}</p>
        </Notice>
      ) : null}
      <Deferred resolve={approvals} fallback={<ApprovalsSkeleton />} what={t('account.approvals.what')}>
        {(answer) => (answer.denied ? <DeniedNotice /> : <Approvals page={answer.value} />)}
      </Deferred>
    </Page>
  );
}

/** A fresh key per decision: kept across the retries of that one decision. */
const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

function Approvals({ page }: { page: ApprovalsPage }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { submit } = useActionSubmit<ActionResult>();
  const [approving, setApproving] = useState<{ approval: ApprovalView; key: string } | null>(null);
  const [rejecting, setRejecting] = useState<ApprovalView | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (body: Decision, done: string) => {
    setBusy(true);
    setError(null);
    const result = await submit(body);
    setBusy(false);
    if (result?.ok) {
      setApproving(null);
      setRejecting(null);
      messages.show({ kind: 'success', text: done });
      return;
    }
    if (result?.errors?.['reason']) setReasonError(t(result.errors['reason']));
    else setError(t(result?.formError ?? 'form.api_error_message_default'));
  };

  return (
    <div className="acc-stack acc-stack--sections">
      {page.canDecide ? (
        <section className="acc-section" aria-labelledby="acc-approvals-pending">
          <h2 id="acc-approvals-pending" className="acc-section__title">
            {t('account.approvals.pending_title', { count: page.pending.length })}
          </h2>
          {page.pending.length === 0 ? (
            <EmptyState title={t('account.approvals.pending_empty_title')} description={t('account.approvals.pending_empty_description')} />
          ) : (
            <ul className="acc-card-list acc-card-list--single">
              {page.pending.map((approval) => (
                <li key={approval.gid}>
                  <ApprovalCard
                    approval={approval}
                    busy={busy}
                    onApprove={() => {
                      setError(null);
                      setApproving({ approval, key: newKey() });
                    }}
                    onReject={() => {
                      setError(null);
                      setReason('');
                      setReasonError(undefined);
                      setRejecting(approval);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/account/organization/limits">{t('account.approvals.limits_link')}</Link>
          </p>
        </section>
      ) : null}
      <section className="acc-section" aria-labelledby="acc-approvals-mine">
        <h2 id="acc-approvals-mine" className="acc-section__title">
          {t('account.approvals.mine_title')}
        </h2>
        {page.mine.length === 0 ? (
          <p>{t('account.approvals.mine_empty')}</p>
        ) : (
          <ul className="acc-card-list acc-card-list--single">
            {page.mine.map((approval) => (
              <li key={approval.gid}>
                <ApprovalCard approval={approval} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={approving !== null}
        title={t('account.approvals.approve_title', { gid: approving?.approval.gid ?? '' })}
        confirmLabel={t('account.approvals.approve_confirm')}
        busy={busy}
        error={error}
        onConfirm={() =>
          approving &&
          void decide({ intent: 'approve', gid: approving.approval.gid, key: approving.key }, t('account.approvals.approved_done', { gid: approving.approval.gid }))
        }
        onCancel={() => setApproving(null)}
      >
        <p>{t('account.approvals.approve_body')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={rejecting !== null}
        title={t('account.approvals.reject_title', { gid: rejecting?.gid ?? '' })}
        confirmLabel={t('account.approvals.reject_confirm')}
        busy={busy}
        error={error}
        onConfirm={() => {
          if (!rejecting) return;
          if (!isValidRejectionReason(reason)) {
            setReasonError(t('account.approvals.reason_required'));
            return;
          }
          void decide({ intent: 'reject', gid: rejecting.gid, reason }, t('account.approvals.rejected_done', { gid: rejecting.gid }));
        }}
        onCancel={() => setRejecting(null)}
      >
        <p>{t('account.approvals.reject_body')}</p>
        <FormInput
          label={t('account.approvals.reason_label')}
          name="reason"
          type="textarea"
          rows={3}
          required
          maxLength={REJECTION_REASON_MAX}
          showCounter
          value={reason}
          error={reasonError}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
        />
      </ConfirmDialog>
    </div>
  );
}
