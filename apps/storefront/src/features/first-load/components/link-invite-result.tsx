import { EngagementErrorCode, type InviteOffer } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { useApiClient } from '@gio/shell';
import { Spinner } from '@gio/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/use-money';
import { acceptInvite } from '../api/accept-invite';
import { useLinkTask } from '../hooks/link-task';
import type { LinkModal } from '../lib/link-modal';
import { LinkTaskActions } from './link-task-view';

/** Why an accept was refused, in the shopper's words (codes of libs/contracts engagement). */
function refusalKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === EngagementErrorCode.INVITE_CODE_UNKNOWN) return 'link_modals.invite_unknown';
    if (error.code === EngagementErrorCode.INVITE_NOT_ACCEPTED)
      return 'link_modals.invite_not_accepted';
  }
  return 'form.api_error_message_default';
}

/** The accepted offer: the first-order discount and its conditions. */
export function InviteOfferText({ invite }: { invite: InviteOffer }) {
  const { t } = useTranslation('common');
  const money = useMoney();
  return (
    <>
      <p>
        {t('invite_page.offer', { amount: money(invite.discountAmount), code: invite.promoCode })}
      </p>
      {invite.minimumPurchase > 0 ? (
        <p>{t('invite_page.minimum_purchase', { amount: money(invite.minimumPurchase) })}</p>
      ) : null}
    </>
  );
}

function InviteResult({ promoCode, close }: { promoCode: string; close: () => void }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [state] = useLinkTask(() => acceptInvite(client, promoCode).then((a) => a.data.invite));
  return (
    <>
      <div aria-live="polite">
        {state.status === 'pending' ? <Spinner showLabel /> : null}
        {state.status === 'done' ? (
          <>
            <p>{t('link_modals.invite_accepted_body')}</p>
            <InviteOfferText invite={state.value} />
          </>
        ) : null}
        {state.status === 'error' ? <p role="alert">{t(refusalKey(state.error))}</p> : null}
      </div>
      <LinkTaskActions
        state={state}
        close={close}
        next={
          <Link className="sf-button-link" to="/" onClick={close}>
            {t('invite_page.shop_now')}
          </Link>
        }
      />
    </>
  );
}

/**
 * Invite-referral result (storefront.md §4 first-load modal): on /invite/:promocode with the
 * action accept-invite (the landing's button, or the return from sign-in), POST
 * /api/invite/accept and say whether the first-order discount is the shopper's now.
 */
export function linkInviteResultModal(promoCode: string, t: TFunction): LinkModal {
  return {
    title: t('link_modals.invite_title'),
    variant: 'small',
    content: (controls) => <InviteResult promoCode={promoCode} close={controls.close} />,
  };
}
