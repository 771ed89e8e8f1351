import { BusinessErrorCode } from '@gio/contracts';
import { Timing } from '@gio/domain-enums';
import { useApiClient } from '@gio/shell';
import { Button, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsState } from '../../../components/details-state';
import { errorCode } from '../../../lib/api-error-code';
import {
  useApplies,
  useDetails,
  type ServerModalContribution,
  type ServerModalProps,
} from '../../../lib/first-load-modal';
import { acceptOrganizationInvite } from '../api/accept-organization-invite';
import { getMyOrganizationInvites } from '../api/get-my-organization-invites';

/**
 * There is no call to decline an organisation invite, so "Later" is remembered for the browser
 * session: the invite stops coming back on every page load, and returns in a new session.
 */
const INVITE_LATER_KEY = 'organizationInviteLater';

function inviteDeferred(): boolean {
  try {
    return window.sessionStorage.getItem(INVITE_LATER_KEY) === '1';
  } catch {
    return false;
  }
}

function deferInvite(): Promise<void> {
  try {
    window.sessionStorage.setItem(INVITE_LATER_KEY, '1');
  } catch {
    // Storage refused (private mode): the invite may show again on the next load.
  }
  return Promise.resolve();
}

/** Organization invite (storefront.md §4): an open invite to the user's address; accept or later. */
export function OrganizationInvite(props: ServerModalProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const messages = useMessages();
  const [details, retry] = useDetails(() => getMyOrganizationInvites(client));
  const [accepting, setAccepting] = useState(false);
  useApplies(details.status === 'ready' ? details.data.length > 0 : null, props);

  const accept = async (code: string, organization: string) => {
    setAccepting(true);
    try {
      await acceptOrganizationInvite(client, code);
    } catch (error) {
      setAccepting(false);
      const code = errorCode(error);
      const key =
        code === BusinessErrorCode.INVITE_NOT_USABLE
          ? 'engagement_popups.organization_invite_not_usable'
          : code === BusinessErrorCode.IN_ANOTHER_ORGANIZATION
            ? 'engagement_popups.organization_invite_other_organization'
            : 'form.api_error_message_default';
      messages.show({ kind: 'error', text: t(key) });
      return;
    }
    props.onDone?.();
    messages.show({
      kind: 'success',
      text: t('engagement_popups.organization_invite_done', { organization }),
    });
    props.close();
    // The session now has a business view: the page reloads to show it (storefront.md §9).
    window.setTimeout(() => window.location.reload(), Timing.POST_MODAL_RELOAD_DELAY);
  };

  return (
    <DetailsState details={details} retry={retry} close={props.close}>
      {(invites) => {
        const invite = invites[0];
        if (!invite) return null;
        return (
          <>
            <p>
              {t('engagement_popups.organization_invite_body', {
                organization: invite.organizationName,
                level: invite.levelLabel,
              })}
            </p>
            <div className="sf-modal-actions">
              <Button
                loading={accepting}
                onClick={() => void accept(invite.code, invite.organizationName)}
              >
                {t('engagement_popups.organization_invite_accept')}
              </Button>
              <Button variant="secondary" onClick={props.close}>
                {t('engagement_popups.organization_invite_decline')}
              </Button>
            </div>
          </>
        );
      }}
    </DetailsState>
  );
}

/** The organisation invite as a server-side first-load modal; "Later" holds for the session. */
export const organizationInviteModal: ServerModalContribution = {
  offered: () => !inviteDeferred(),
  build: ({ t }) => ({
    title: t('engagement_popups.organization_invite_title'),
    render: (props) => <OrganizationInvite {...props} />,
    onDismiss: deferInvite,
  }),
};
