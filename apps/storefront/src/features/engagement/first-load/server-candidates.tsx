import type { ServerFirstLoadModal } from '@gio/contracts';
import type { ModalRequest } from '@gio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../session/components/session-provider';
import { clearOrganizationConfirmation } from '../api/clear-organization-confirmation';
import { dismissExpiredLoyalty } from '../api/dismiss-expired-loyalty';
import { dismissGame } from '../api/dismiss-game';
import { exitLeadCapture } from '../api/exit-lead-capture';
import { getFirstLoadSignals } from '../api/get-first-load';
import { markBusinessLoginDataSeen } from '../api/mark-business-login-data-seen';
import type { FirstLoadCandidate, FirstLoadCandidateSource } from './candidate';
import {
  BusinessLoginDataNotice,
  GameCapture,
  LeadCaptureModal,
  LocationCapture,
  LoyaltyPrompt,
  OrganizationConfirmationNotice,
  OrganizationInvite,
  type ServerModalProps,
} from './server-modals';

type Request = Omit<ModalRequest, 'id' | 'locked'>;

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

/**
 * The server-side first-load modals (storefront.md §4 "First-load modal"): one GET
 * /api/first-load for a signed-in shopper says which apply; a guest gets none and no call. The
 * chosen modal fetches its own details once shown, and records on close what its call needs
 * (dismissal cookie, cleared confirmation, login data seen, lead form closed, game dismissed),
 * unless its action succeeded.
 */
export function useServerFirstLoadCandidates(): FirstLoadCandidateSource {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const session = useSession();
  const [modals, setModals] = useState<ServerFirstLoadModal[] | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (session.status !== 'customer' || asked.current) return;
    asked.current = true;
    getFirstLoadSignals(client).then(
      (signals) => setModals(signals.modals),
      // The server-side modals are optional: a failure leaves the other first-load modals.
      () => setModals([]),
    );
  }, [client, session.status]);

  const firstName = session.user?.firstName ?? '';
  const candidates = useMemo<FirstLoadCandidate[]>(() => {
    if (!modals) return [];
    /**
     * A modal whose `onClose` side effect runs only when it was shown with details and its
     * action did not succeed.
     */
    const request = (
      title: string,
      render: (props: ServerModalProps) => ModalRequest['content'],
      onDismiss: (() => Promise<void>) | null,
      extra: Partial<Request> = {},
    ) => {
      const state = { shown: false, done: false };
      return (close: () => void): Request => ({
        title,
        ...extra,
        content: render({
          close,
          onShown: () => {
            state.shown = true;
          },
          onDone: () => {
            state.done = true;
          },
        }),
        onClose: () => {
          if (onDismiss && state.shown && !state.done) void onDismiss().catch(() => undefined);
        },
      });
    };

    const build: Record<ServerFirstLoadModal, () => (close: () => void) => Request> = {
      'loyalty-prompt': () =>
        request(
          t('engagement_popups.loyalty_prompt_title'),
          (props) => <LoyaltyPrompt {...props} />,
          // storefront.md §4: closing the expired notice sets the dismissal cookie.
          () => dismissExpiredLoyalty(client),
        ),
      'location-capture': () =>
        request(
          t('engagement_popups.location_capture_title'),
          (props) => <LocationCapture {...props} firstName={firstName} />,
          null,
        ),
      'organization-invite': () =>
        request(
          t('engagement_popups.organization_invite_title'),
          (props) => <OrganizationInvite {...props} />,
          deferInvite,
        ),
      'organization-update-confirmation': () =>
        request(
          t('engagement_popups.organization_confirmation_title'),
          (props) => <OrganizationConfirmationNotice {...props} />,
          () => clearOrganizationConfirmation(client),
        ),
      'b2b-login-data': () =>
        request(
          t('engagement_popups.b2b_login_data_title'),
          (props) => <BusinessLoginDataNotice {...props} />,
          () => markBusinessLoginDataSeen(client),
        ),
      'lead-capture-form': () =>
        request(
          t('engagement_popups.lead_capture_title'),
          (props) => <LeadCaptureModal {...props} />,
          () => exitLeadCapture(client),
          { variant: 'large' },
        ),
      'game-capture': () => {
        let gameId: string | null = null;
        return request(
          t('engagement_popups.game_capture_title'),
          (props) => (
            <GameCapture
              {...props}
              onGame={(id) => {
                gameId = id;
              }}
            />
          ),
          () => (gameId ? dismissGame(client, gameId) : Promise.resolve()),
        );
      },
    };

    return modals
      .filter((id) => id !== 'organization-invite' || !inviteDeferred())
      .map((id) => ({
      id,
      open: (controls) => {
        const make = build[id]();
        controls.show(make(controls.close));
      },
    }));
  }, [modals, t, client, firstName]);

  return {
    ready: session.status === 'guest' || (session.status === 'customer' && modals !== null),
    candidates,
  };
}
