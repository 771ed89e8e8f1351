import { LoyaltyErrorCode } from '@gio/contracts';
import { LoyaltyStatus } from '@gio/domain-loyalty';
import { Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { getMemberInfo } from '../../features/loyalty/api/get-member-info';
import { listRedeemableVouchers } from '../../features/loyalty/api/list-redeemable-vouchers';
import { listRedeemedVouchers } from '../../features/loyalty/api/list-redeemed-vouchers';
import { redeemVoucher, type Redemption } from '../../features/loyalty/api/redeem-voucher';
import { registerMember } from '../../features/loyalty/api/register-member';
import { MembershipSummary } from '../../features/loyalty/components/membership-summary';
import { RedeemableVouchers } from '../../features/loyalty/components/redeemable-vouchers';
import { RedeemedVouchers } from '../../features/loyalty/components/redeemed-vouchers';
import { RegisterMemberForm } from '../../features/loyalty/components/register-member-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';

/** The membership and the first page of both voucher lists, asked for at once. */
export function loyaltyLoader({ client }: AppDeps) {
  return () => ({
    member: getMemberInfo(client),
    redeemable: listRedeemableVouchers(client, 1),
    redeemed: listRedeemedVouchers(client, 1),
  });
}

type LoyaltyBody = { intent: 'register' | 'redeem'; memberId: string; voucherId: string };

/** The loyalty calls' refusals with messages of ours, on the card number where they concern it. */
const LOYALTY_FAILURES = {
  fields: ['memberId'],
  codes: {
    [LoyaltyErrorCode.WAON_CARD_REJECTED]: { field: 'memberId', key: 'account.loyalty.card_rejected' },
    [LoyaltyErrorCode.MEMBER_ID_TAKEN]: { field: 'memberId', key: 'account.loyalty.card_taken' },
    [LoyaltyErrorCode.ALREADY_A_MEMBER]: { key: 'account.loyalty.already_member' },
    [LoyaltyErrorCode.NOT_ENOUGH_POINTS]: { key: 'account.loyalty.not_enough_points' },
    [LoyaltyErrorCode.REDEEM_NOT_PERMITTED]: { key: 'account.loyalty.redeem_not_permitted' },
    [LoyaltyErrorCode.VOUCHER_UNAVAILABLE]: { key: 'account.loyalty.voucher_unavailable' },
  },
};

/** Linking (or renewing with) a WAON card, and redeeming a voucher with points. */
export function loyaltyAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<Redemption | null>> => {
    const body = await readJson<LoyaltyBody>(request);
    try {
      switch (body.intent) {
        case 'register':
          await registerMember(client, body.memberId ?? '');
          return success(null);
        case 'redeem':
          if (typeof body.voucherId !== 'string') break;
          return success(await redeemVoucher(client, body.voucherId));
        default:
          break;
      }
      return { ok: false, formError: 'form.api_error_message_default' };
    } catch (error) {
      return failureOf(error, LOYALTY_FAILURES);
    }
  };
}

function SectionSkeleton({ announce = false }: { announce?: boolean }) {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={2} announce={announce} />
      <Skeleton variant="rect" height="7.5rem" />
    </div>
  );
}

/**
 * /waon-member-vouchers (storefront.md §2, §4 "Loyalty status"): the WAON membership and its
 * points, linking or renewing a card, the offers to redeem with points and the redeemed vouchers,
 * each list page by page.
 */
export function LoyaltyPage() {
  const { t } = useTranslation('common');
  const data = useLoaderData<ReturnType<ReturnType<typeof loyaltyLoader>>>();
  return (
    <Page title={t('account.loyalty.title')} intro={<p>{t('account.loyalty.intro')}</p>}>
      <div className="acc-stack acc-stack--sections">
        <Deferred resolve={data.member} fallback={<SectionSkeleton announce />} what={t('account.loyalty.member_what')}>
          {(info) => (
            <>
              <MembershipSummary info={info} />
              {info.status === LoyaltyStatus.EXPIRED || info.status === LoyaltyStatus.NOT_CONNECTED ? (
                <RegisterMemberForm renew={info.status === LoyaltyStatus.EXPIRED} />
              ) : null}
            </>
          )}
        </Deferred>
        <Deferred resolve={data.redeemable} fallback={<SectionSkeleton />} what={t('account.loyalty.redeemable_what')}>
          {(first) => <RedeemableVouchers first={first} />}
        </Deferred>
        <Deferred resolve={data.redeemed} fallback={<SectionSkeleton />} what={t('account.loyalty.redeemed_what')}>
          {(first) => <RedeemedVouchers first={first} />}
        </Deferred>
      </div>
    </Page>
  );
}
