import { EmptyState, Skeleton } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { getMyInvite } from '../../features/invite/api/get-my-invite';
import { InviteShare } from '../../features/invite/components/invite-share';
import { Deferred } from '../../lib/deferred';
import { Page } from '../../lib/page';
import { showsInviteLink } from '../../lib/site-config';

/**
 * The invite's data. Nothing is asked while invites are off (accounts.md §6): the call makes the
 * shopper's code on first ask, which must not happen for a programme the site does not run.
 */
export function inviteLoader({ client, site }: AppDeps) {
  return () => ({ invite: showsInviteLink(site) ? getMyInvite(client) : null });
}

function InviteSkeleton() {
  return (
    <div className="acc-stack" aria-busy="true">
      <Skeleton variant="text" lines={3} announce />
      <Skeleton variant="rect" height="6rem" />
    </div>
  );
}

/**
 * /account/invite (accounts.md §2 "invite friends"): the shopper's code and the link to the
 * `/invite/:promocode` landing page to copy or share, and how many friends joined and what was
 * credited. Only while invites are on and the site is not in limited-products mode (accounts.md
 * §6, the rule the account panel applies); otherwise the page says invites are not available.
 */
export function InvitePage() {
  const { t } = useTranslation('common');
  const { invite } = useLoaderData<ReturnType<ReturnType<typeof inviteLoader>>>();
  return (
    <Page title={t('account.invite.title')} intro={<p>{t('account.invite.intro')}</p>}>
      {invite === null ? (
        <EmptyState
          title={t('account.invite.unavailable_title')}
          description={t('account.invite.unavailable_description')}
          actions={
            <Link className="acc-button-link" to="/account">
              {t('account.invite.back')}
            </Link>
          }
        />
      ) : (
        <Deferred resolve={invite} fallback={<InviteSkeleton />} what={t('account.invite.what')}>
          {(mine) => <InviteShare invite={mine} origin={window.location.origin} />}
        </Deferred>
      )}
    </Page>
  );
}
