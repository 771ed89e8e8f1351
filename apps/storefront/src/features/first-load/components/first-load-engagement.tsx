import { SourceType } from '@gio/domain-enums';
import {
  createExitIntentEngine,
  isExitIntentDisabled,
  type ExitAction,
  type PageName,
} from '@gio/domain-shell';
import { useApiClient, useSiteConfig } from '@gio/shell';
import { Button, useModal } from '@gio/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../../../lib/cart';
import type { ServerFirstLoadModals } from '../../../lib/first-load-modal';
import { useTracking } from '../../../lib/tracking';
import { useMoney } from '../../../lib/use-money';
import {
  getInterstitial,
  type InterstitialAnswer,
  type InterstitialPage,
} from '../api/get-interstitial';
import { markInterstitialSeen } from '../api/mark-interstitial-seen';
import { useCartFirstLoadCandidates } from '../hooks/cart-candidates';
import { useLinkFirstLoadCandidates } from '../hooks/link-candidates';
import { useServerFirstLoadCandidates } from '../hooks/server-candidates';
import { decideFirstLoad } from '../lib/assemble';

/** The interstitial page kinds the gateway knows, from the shell's page name. */
function interstitialPage(page: PageName, pathname: string): InterstitialPage {
  if (pathname === '/') return 'HOME';
  if (page === 'product') return 'PRODUCT';
  if (page === 'search' || page === 'empty search') return 'SEARCH';
  if (page === 'category') return 'CATEGORY';
  if (page === 'module') return 'MODULE';
  return 'HOME';
}

const cookies = {
  get: (key: string) =>
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${key}=`))
      ?.slice(key.length + 1) ?? null,
  set: (key: string, value: string, options?: { days?: number }) => {
    const maxAge = options?.days ? `; max-age=${options.days * 24 * 60 * 60}` : '';
    document.cookie = `${key}=${value}${maxAge}; path=/; samesite=lax`;
  },
};

export interface FirstLoadEngagementProps {
  page: PageName;
  pathname: string;
  /** The server-side modals, from the features that own them (src/app/first-load.tsx). */
  serverModals: ServerFirstLoadModals;
}

/**
 * What opens by itself on a first load (storefront.md §4): exactly one first-load modal by the
 * spec's priority among the candidates of every source (the cart sync, the server's
 * `GET /api/first-load`, the page's link), decided once all are ready, or else, off checkout,
 * the interstitial the gateway picks after 100 ms; and the
 * exit-intent engine (exit survey, exit intent, cart abandonment) with its bind delay, trigger
 * window, exit delay, cookie and session flags. Runs once per full page load, in the browser.
 */
export function FirstLoadEngagement({ page, pathname, serverModals }: FirstLoadEngagementProps) {
  const { t } = useTranslation('common');
  const modal = useModal();
  const cart = useCart();
  const site = useSiteConfig();
  const client = useApiClient();
  const tracking = useTracking();
  const decided = useRef(false);
  const timers = useRef<number[]>([]);
  const money = useMoney();
  const latest = useRef({ cart, page, pathname });
  latest.current = { cart, page, pathname };

  const sources = [
    useCartFirstLoadCandidates(),
    useServerFirstLoadCandidates(serverModals),
    useLinkFirstLoadCandidates(),
  ];
  const decision = decideFirstLoad(sources, page);
  useEffect(() => {
    if (decision.kind === 'wait' || decided.current) return;
    decided.current = true;
    // The choice is final: later changes of the sources (a merged cart, a link's parameters
    // removed from the address) neither reopen nor cancel it.
    const schedule = (callback: () => void, ms: number) =>
      timers.current.push(window.setTimeout(callback, ms));
    if (decision.kind === 'modal') {
      const { candidate, choice } = decision;
      schedule(
        () =>
          void candidate.open({
            show: (request) => {
              modal.open({ ...request, id: choice.id, locked: choice.locked });
            },
            close: () => modal.close(choice.id),
          }),
        choice.delayMs,
      );
      if (choice.track) {
        schedule(
          () => tracking.click({ target: choice.track?.event, sourceType: SourceType.CART }),
          choice.delayMs + choice.track.delayMs,
        );
      }
    } else if (decision.kind === 'interstitials') {
      schedule(() => void showInterstitial(), decision.delayMs);
    }

    async function showInterstitial() {
      let answer: InterstitialAnswer;
      try {
        answer = await getInterstitial(client, interstitialPage(page, pathname));
      } catch {
        // An interstitial is optional: a failure shows nothing (storefront.md §8: ignored).
        return;
      }
      const { decision, interstitials } = answer;
      const chosen = interstitials.find((item) => item._id === decision.interstitialId);
      if (!chosen) return;
      if (decision.kind === 'redirect') {
        tracking.click({
          target: 'interstitial-redirect',
          sourceType: SourceType.INTERSTITIAL,
          sourceId: chosen._id,
        });
        return;
      }
      if (decision.kind !== 'show') return;
      const seen = () => void markInterstitialSeen(client, chosen._id).catch(() => undefined);
      modal.open({
        id: `interstitial-${chosen._id}`,
        title: chosen.title,
        variant: decision.template === 'product-carousel' ? 'large' : 'plain',
        onClose: seen,
        content: (controls) => (
          <div className="sf-interstitial">
            {chosen.image && (
              <img
                src={chosen.image}
                alt=""
                width={480}
                height={160}
                className="sf-interstitial__image"
              />
            )}
            <p>{chosen.body}</p>
            {decision.template === 'product-carousel' && chosen.productListEntities.length > 0 && (
              <ul className="sf-interstitial__products">
                {chosen.productListEntities.slice(0, 6).map((entity) => (
                  <li key={entity.id}>
                    <Link to={entity.variant.path} onClick={controls.close}>
                      {entity.variant.name}
                    </Link>{' '}
                    {money(entity.variant.price)}
                  </li>
                ))}
              </ul>
            )}
            {chosen.url && (
              <Link className="sf-button-link" to={chosen.url} onClick={controls.close}>
                {t('engagement_popups.interstitial_cta')}
              </Link>
            )}
          </div>
        ),
      });
    }
    // Decided once per full page load, when every source of candidates is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  // Exit intent: one engine per page shown, with the actions that apply.
  useEffect(() => {
    if (isExitIntentDisabled({ name: page, path: pathname })) return;
    const actions: ExitAction[] = ['exitIntent'];
    if (site.exitSurvey) actions.unshift('exitSurvey');
    if (latest.current.cart.totalQuantity > 0) actions.push('cartAbandonment');
    const engine = createExitIntentEngine({
      timers: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      clock: { now: () => Date.now() },
      cookies,
      session: window.sessionStorage,
      page: { name: page, path: pathname },
      actions,
      onTrigger: (action) => {
        // A modal already open (a first-load one, an age gate) keeps the screen.
        if (modal.activeId !== null) return;
        openExitPopup(action);
      },
    });
    const onBlur = () => engine.handleSignal({ type: 'blur' });
    const onLeave = (event: MouseEvent) =>
      engine.handleSignal({ type: 'mouseleave', clientY: event.clientY });
    window.addEventListener('blur', onBlur);
    document.body.addEventListener('mouseleave', onLeave);
    return () => {
      window.removeEventListener('blur', onBlur);
      document.body.removeEventListener('mouseleave', onLeave);
      engine.dispose();
    };

    function openExitPopup(action: ExitAction) {
      const key =
        action === 'exitSurvey'
          ? 'exit_survey'
          : action === 'exitIntent'
            ? 'exit_intent'
            : 'cart_abandonment';
      const to =
        action === 'cartAbandonment'
          ? '/cart'
          : action === 'exitSurvey'
            ? '/products/search'
            : null;
      modal.open({
        id: `exit-${action}`,
        title: t(`engagement_popups.${key}_title`),
        variant: 'small',
        content: (controls) => (
          <>
            <p>
              {t(`engagement_popups.${key}_body`, { count: latest.current.cart.totalQuantity })}
            </p>
            {to ? (
              <Link className="sf-button-link" to={to} onClick={controls.close}>
                {t(`engagement_popups.${key}_cta`)}
              </Link>
            ) : (
              <Button onClick={controls.close}>{t(`engagement_popups.${key}_cta`)}</Button>
            )}
          </>
        ),
      });
    }
    // A new engine per page; the cart and modal are read when a signal arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, pathname, site.exitSurvey]);

  return null;
}
