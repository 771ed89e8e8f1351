import type { ServerFirstLoadModal } from '@gio/contracts';
import { useApiClient, useSession } from '@gio/shell';
import type { ModalRequest } from '@gio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerFirstLoadModals, ServerModalSpec } from '../../../lib/first-load-modal';
import { getFirstLoadSignals } from '../api/get-first-load';
import type { FirstLoadCandidate, FirstLoadCandidateSource } from '../lib/candidate';

type Request = Omit<ModalRequest, 'id' | 'locked'>;

/**
 * The server-side first-load modals (storefront.md §4 "First-load modal"): one GET
 * /api/first-load for a signed-in shopper says which apply; a guest gets none and no call. The
 * chosen modal fetches its own details once shown, and records on close what its call needs
 * (dismissal cookie, cleared confirmation, login data seen, lead form closed, game dismissed),
 * unless its action succeeded. The modals themselves are their features' (`owners`: loyalty,
 * business, lead-capture, games), handed over by src/app/first-load.tsx.
 */
export function useServerFirstLoadCandidates(
  owners: ServerFirstLoadModals,
): FirstLoadCandidateSource {
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

  const candidates = useMemo<FirstLoadCandidate[]>(() => {
    if (!modals) return [];
    /**
     * A modal whose `onClose` side effect runs only when it was shown with details and its
     * action did not succeed.
     */
    const request = ({ title, render, onDismiss, extra = {} }: ServerModalSpec) => {
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

    return modals
      .filter((id) => owners[id]?.offered?.() ?? true)
      .map((id) => ({
        id,
        open: (controls) => {
          const make = request(owners[id].build({ t, client }));
          controls.show(make(controls.close));
        },
      }));
  }, [modals, owners, t, client]);

  return {
    ready: session.status === 'guest' || (session.status === 'customer' && modals !== null),
    candidates,
  };
}
