import type { OrderView } from '@gio/contracts';
import { cancelOrderRefusal, FINAL_FULFILLMENT, OrderRefusal } from '@gio/domain-orders';
import { Button, ConfirmDialog, FormInput, SelectField, Skeleton, useMessages } from '@gio/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';
import { Deferred } from '../../../lib/deferred';
import { focusPageHeading } from '../../../lib/page';
import type { CancelOutcome } from '../api/cancel-order';
import type { CancellationReason } from '../api/list-cancellation-reasons';

/** accounts.md §7 cancel-order: the custom reason's limit of the call. */
const CUSTOM_REASON_MAX = 500;

/** Why the order can no longer be cancelled, as a sentence (null when it can, or is already cancelled). */
function refusalKey(order: OrderView): string | null {
  if (order.cancellation) return null;
  const refusal = cancelOrderRefusal({
    fulfillmentStatus: order.fulfillmentStatus,
    paymentStatus: order.paymentMethod.status,
  });
  if (refusal === null) return null;
  if (refusal === OrderRefusal.PAYMENT_PENDING) return 'account.orders.cancel_refused_payment';
  return FINAL_FULFILLMENT.has(order.fulfillmentStatus)
    ? 'account.orders.cancel_refused_closed'
    : 'account.orders.cancel_refused_started';
}

interface CancelOrderProps {
  order: OrderView;
  reasons: Promise<CancellationReason[]>;
}

/**
 * accounts.md §4 "Order-history and cancellation": while the rule allows it (cancelOrderRefusal:
 * shopping not started, payment page not open) a button asks, in the kit's ConfirmDialog, for a
 * reason from the fetched list and an optional custom reason, then cancels; afterwards a
 * sentence says why the order can no longer be cancelled.
 */
export function CancelOrder({ order, reasons }: CancelOrderProps) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { submit } = useActionSubmit<ActionResult<CancelOutcome>>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [custom, setCustom] = useState('');
  const [errors, setErrors] = useState<{
    cancellationReason?: string;
    customCancellationReason?: string;
  }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reasonField = useRef<HTMLSelectElement>(null);
  const customField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  // Once the page shows the order cancelled (the button that had focus is gone), the heading takes the focus.
  const [cancelledHere, setCancelledHere] = useState(false);
  useEffect(() => {
    if (!cancelledHere || order.cancellation === null) return;
    setCancelledHere(false);
    focusPageHeading();
  }, [cancelledHere, order.cancellation]);

  if (order.cancellation) return null;
  const refused = refusalKey(order);
  if (refused) {
    return (
      <p className="acc-order__refusal acc-no-print" data-testid="cancel-refusal">
        {t(refused)}
      </p>
    );
  }

  const confirm = async () => {
    setFormError(null);
    if (!reason) {
      setErrors({ cancellationReason: t('account.orders.reason_required') });
      reasonField.current?.focus();
      return;
    }
    setBusy(true);
    const result = await submit({
      intent: 'cancel',
      cancellationReason: reason,
      customCancellationReason: custom,
    });
    setBusy(false);
    if (result?.ok) {
      setOpen(false);
      const payment = result.value.payment;
      messages.show({
        kind: 'success',
        text: [
          t('account.orders.cancel_done', { gid: order.gid }),
          payment === 'nothing' ? '' : t(`account.orders.cancel_payment_${payment}`),
        ]
          .filter(Boolean)
          .join(' '),
      });
      setCancelledHere(true);
      return;
    }
    const fieldErrors = result?.ok === false ? (result.errors ?? {}) : {};
    setErrors({
      cancellationReason: fieldErrors['cancellationReason']
        ? t(fieldErrors['cancellationReason'])
        : undefined,
      customCancellationReason: fieldErrors['customCancellationReason']
        ? t(fieldErrors['customCancellationReason'])
        : undefined,
    });
    if (fieldErrors['cancellationReason']) reasonField.current?.focus();
    else if (fieldErrors['customCancellationReason']) customField.current?.focus();
    else
      setFormError(
        t(
          result?.ok === false
            ? (result.formError ?? 'form.api_error_message_default')
            : 'form.api_error_message_default',
        ),
      );
  };

  return (
    <>
      <div className="acc-order__cancel acc-no-print">
        <Button
          variant="secondary"
          onClick={() => {
            setErrors({});
            setFormError(null);
            setOpen(true);
          }}
        >
          {t('account.orders.cancel_open')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('account.orders.cancel_title', { gid: order.gid })}
        confirmLabel={t('account.orders.cancel_confirm')}
        cancelLabel={t('account.orders.cancel_keep')}
        busy={busy}
        error={formError}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('account.orders.cancel_body')}</p>
        <Deferred
          resolve={reasons}
          fallback={<Skeleton variant="rect" height="3rem" announce />}
          what={t('account.orders.reasons_what')}
        >
          {(list) => (
            <div className="acc-stack">
              <SelectField
                ref={reasonField}
                label={t('account.orders.reason_label')}
                name="cancellationReason"
                value={reason}
                onChange={(next) => {
                  setReason(next);
                  setErrors((current) => ({ ...current, cancellationReason: undefined }));
                }}
                options={list.map((item) => ({ value: item.id, label: item.label }))}
                emptyLabel={t('account.orders.reason_empty')}
                required
                error={errors.cancellationReason}
              />
              <FormInput
                ref={customField}
                type="textarea"
                rows={3}
                label={t('account.orders.custom_reason_label')}
                name="customCancellationReason"
                value={custom}
                onChange={(next) => {
                  setCustom(next);
                  setErrors((current) => ({ ...current, customCancellationReason: undefined }));
                }}
                maxLength={CUSTOM_REASON_MAX}
                error={errors.customCancellationReason}
              />
            </div>
          )}
        </Deferred>
      </ConfirmDialog>
    </>
  );
}
