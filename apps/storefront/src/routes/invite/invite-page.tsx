import { signInUrl, useSession, useSiteConfig } from '@gio/shell';
import { Button, ProductListSkeleton, useModal } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  InviteOfferText,
  linkInviteResultModal,
} from '../../features/first-load/components/link-invite-result';
import { LinkAction } from '../../lib/link-params';
import { usePageData } from '../../lib/page-data-provider';

/**
 * Referral invite landing /invite/:promocode (accounts.md §2): the friend's offer, or that it has
 * ended. A signed-in shopper takes it here (POST /api/invite/accept, answered in the
 * invite-referral result modal); a guest signs in first and comes back with the action
 * accept-invite, which opens the same modal on arrival.
 */
export function InvitePage() {
  const { t } = useTranslation('common');
  const data = usePageData('invite');
  const session = useSession();
  const modal = useModal();
  const site = useSiteConfig();
  if (!data) return <ProductListSkeleton />;
  const { invite } = data;
  const path = `/invite/${encodeURIComponent(invite.promoCode)}`;
  const endDate = invite.endDate
    ? new Intl.DateTimeFormat(site.locale, { dateStyle: 'long' }).format(new Date(invite.endDate))
    : null;
  return (
    <article className="sf-page sf-invite-page">
      <h1 className="sf-page__title">
        {invite.valid && invite.inviterFirstName
          ? t('invite_page.heading_from', { name: invite.inviterFirstName })
          : t('invite_page.heading')}
      </h1>
      {invite.valid ? (
        <>
          <InviteOfferText invite={invite} />
          {endDate ? <p>{t('invite_page.ends', { date: endDate })}</p> : null}
          <div className="sf-modal-actions">
            {session.status === 'customer' ? (
              <Button
                onClick={() =>
                  modal.open({
                    id: 'invite-referral-result',
                    ...linkInviteResultModal(invite.promoCode, t),
                  })
                }
              >
                {t('invite_page.accept')}
              </Button>
            ) : null}
            {session.status === 'guest' ? (
              <a
                className="sf-button-link"
                href={signInUrl(path, { action: LinkAction.ACCEPT_INVITE })}
              >
                {t('invite_page.sign_in')}
              </a>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <p>{t('invite_page.ended')}</p>
          <Link className="sf-button-link" to="/">
            {t('invite_page.shop_now')}
          </Link>
        </>
      )}
    </article>
  );
}
