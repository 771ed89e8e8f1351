import { VoucherListKind } from '@gio/domain-loyalty';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDeps } from '../../../app/app-context';
import { listRedeemedVouchers, type RedeemedPage } from '../api/list-redeemed-vouchers';
import { useVoucherPaging } from '../lib/use-voucher-paging';
import { RedeemedVoucherCard } from './voucher-cards';
import { VoucherList } from './voucher-list';

/** The member's redeemed vouchers, page by page, each with the code checkout applies. */
export function RedeemedVouchers({ first }: { first: RedeemedPage }) {
  const { t } = useTranslation('common');
  const { client } = useAppDeps();
  const loadPage = useCallback((n: number) => listRedeemedVouchers(client, n), [client]);
  const { paging, loadMore } = useVoucherPaging(VoucherListKind.REDEEMED, first, loadPage);
  return (
    <VoucherList
      id="acc-redeemed-title"
      title={t('account.loyalty.redeemed_title')}
      paging={paging}
      loadMore={loadMore}
      emptyTitle={t('account.loyalty.redeemed_empty_title')}
      emptyDescription={t('account.loyalty.redeemed_empty_description')}
      failureKey="account.loyalty.more_failed_redeemed"
      renderVoucher={(voucher) => <RedeemedVoucherCard voucher={voucher} />}
    />
  );
}
