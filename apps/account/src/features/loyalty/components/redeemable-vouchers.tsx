import { formatPoints, VoucherListKind } from '@gio/domain-loyalty';
import { ConfirmDialog, useMessages } from '@gio/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDeps } from '../../../app/app-context';
import { useActionSubmit } from '../../../lib/action-form';
import type { ActionResult } from '../../../lib/action-result';
import { listRedeemableVouchers, type RedeemablePage, type RedeemableVoucher } from '../api/list-redeemable-vouchers';
import type { Redemption } from '../api/redeem-voucher';
import { useVoucherPaging } from '../lib/use-voucher-paging';
import { RedeemableVoucherCard } from './voucher-cards';
import { VoucherList } from './voucher-list';

/**
 * The offers to buy with points, page by page, each redeemed after confirming (ConfirmDialog):
 * the points drop and the voucher joins the redeemed list (the page's loaders run again after
 * the action), ready to apply at checkout.
 */
export function RedeemableVouchers({ first }: { first: RedeemablePage }) {
  const { t } = useTranslation('common');
  const { client } = useAppDeps();
  const messages = useMessages();
  const { submit } = useActionSubmit<ActionResult<Redemption>>();
  const loadPage = useCallback((n: number) => listRedeemableVouchers(client, n), [client]);
  const { paging, loadMore } = useVoucherPaging(VoucherListKind.REDEEMABLE, first, loadPage);
  const [toRedeem, setToRedeem] = useState<RedeemableVoucher | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!toRedeem) return;
    setBusy(true);
    setError(null);
    const result = await submit({ intent: 'redeem', voucherId: toRedeem.id });
    setBusy(false);
    if (result?.ok) {
      setToRedeem(null);
      messages.show({
        kind: 'success',
        text: t('account.loyalty.redeemed', { title: result.value.voucher.title, code: result.value.voucher.code }),
      });
    } else {
      setError(t(result?.formError ?? 'form.api_error_message_default'));
    }
  };

  return (
    <>
      <VoucherList
        id="acc-redeemable-title"
        title={t('account.loyalty.redeemable_title')}
        paging={paging}
        loadMore={loadMore}
        emptyTitle={t('account.loyalty.redeemable_empty_title')}
        emptyDescription={t('account.loyalty.redeemable_empty_description')}
        failureKey="account.loyalty.more_failed_redeemable"
        renderVoucher={(voucher) => (
          <RedeemableVoucherCard
            voucher={voucher}
            busy={busy && toRedeem?.id === voucher.id}
            onRedeem={() => {
              setError(null);
              setToRedeem(voucher);
            }}
          />
        )}
      />
      <ConfirmDialog
        open={toRedeem !== null}
        title={t('account.loyalty.redeem_title')}
        confirmLabel={t('account.loyalty.redeem_confirm')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setToRedeem(null)}
      >
        {toRedeem ? (
          <p>
            {t('account.loyalty.redeem_body', { title: toRedeem.title, points: formatPoints(toRedeem.pointsCost) })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
