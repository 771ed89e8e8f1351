import type { CheckoutData } from '@gio/contracts';
import { BillingType, applicableSteps, isReadyToPlaceOrder, stepApplies } from '@gio/domain-checkout';
import { Button } from '@gio/ui';
import type { SpendingStatusView } from '@gio/contracts';
import { useApiClient } from '@gio/shell';
import { useEffect, useRef, useState } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCart } from '../../../lib/cart';
import { useCheckoutFlow, type CheckoutProblem } from '../hooks/use-checkout-flow';
import { useFocusOpeningStep } from '../hooks/use-focus-opening-step';
import { spendingStatus } from '../api/spending-status';
import { AddressStep } from './address-step';
import { ApprovalNotice, approvalNeedOf } from './approval-notice';
import { BillingStep } from './billing-step';
import { OrderSummary } from './order-summary';
import { PromotionsPanel } from './promotions-panel';
import { ExpressStep, LoyaltyStep, MarketplaceStep, StandardStep, TelephoneStep, VatStep } from './simple-steps';

/** Where a member follows an order held for approval (issue #18): the account app's approvals page. */
export const APPROVALS_PATH = '/account/organization/approvals';

/** The page the shopper lands on once the order is placed (storefront.md §2). */
export function confirmationPath(gid: string): string {
  return `/confirmation?placement=${encodeURIComponent(gid)}`;
}

export interface CheckoutFlowViewProps {
  initial: CheckoutData;
  /** A full page load (the reload of a failed refresh, the hosted payment page). */
  fullPageLoad: (url: string) => void;
}

/** The words of a failed call: the server's message, or the translation it names (a form message key). */
export function problemText(problem: CheckoutProblem, i18n: Pick<I18n, 't' | 'exists'>): string {
  if (problem.message && /^[a-z_]+\.[a-z0-9_]+$/.test(problem.message) && i18n.exists(problem.message, { ns: 'common' })) {
    return i18n.t(problem.message, { ns: 'common' });
  }
  return problem.message || i18n.t('checkout.update_error', { ns: 'common' });
}

/**
 * A refusal of place-order that the shopper answers by paying another way, as the sentence
 * shown in billing: a provider's decline (its reason), a business invoice over what remains
 * of the organisation's credit (the gateway's sentence, with the amount that remains) or an
 * organisation on credit hold.
 */
function placeOrderBillingRefusal(problem: CheckoutProblem | null, t: TFunction<'common'>): string | null {
  if (problem?.operation !== 'placeOrder') return null;
  if (problem.code === 'PAYMENT_DECLINED') return t('checkout.declined', { reason: problem.message });
  if (problem.code === 'INVOICE_CREDIT_EXCEEDED') return problem.message;
  // Issue #18: the business is on credit hold; the gateway's sentence says why and what to do.
  if (problem.code === 'CREDIT_HOLD') return problem.message;
  return null;
}

/**
 * The checkout steps driven by the domain machine (storefront.md §4), the promotions, the
 * summary and place order. A decline sends the shopper back to billing with the reason; a
 * hosted payment goes to the provider's page (and comes back through /order-pending); a placed
 * order opens /confirmation.
 */
export function CheckoutFlowView({ initial, fullPageLoad }: CheckoutFlowViewProps) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const cart = useCart();
  const reload = useRef(() => fullPageLoad(typeof window === 'undefined' ? '/checkout' : window.location.href));
  const flow = useCheckoutFlow(initial, reload.current);
  const { snapshot, send, problem, placed } = flow;
  const { info } = snapshot.context;
  useFocusOpeningStep(snapshot);
  const steps = applicableSteps(info);
  const numberOf = (step: (typeof steps)[number]) => steps.indexOf(step) + 1;
  const placing = snapshot.matches({ review: 'placing' });
  const inReview = snapshot.matches('review');
  const billingRefusal = placeOrderBillingRefusal(problem, t);
  const client = useApiClient();
  const [spending, setSpending] = useState<SpendingStatusView>(null);
  // An organisation's cart (its members pay by invoice): its limits and credit hold, checked again by the server.
  useEffect(() => {
    if (!info.user.isInvoiceUser) return;
    spendingStatus(client).then(setSpending, () => setSpending(null));
  }, [client, info.user.isInvoiceUser]);
  const need = approvalNeedOf(spending, info.pricingInfo?.totalPrice ?? null);

  useEffect(() => {
    if (billingRefusal) send({ type: 'STEP.EDIT', step: 'billing' });
  }, [billingRefusal, send]);

  useEffect(() => {
    if (!placed) return;
    void cart.refresh().catch(() => undefined);
    if (placed.status === 'pending_payment' && placed.redirectUrl) fullPageLoad(placed.redirectUrl);
    else if (placed.status === 'pending_approval') fullPageLoad(`${APPROVALS_PATH}?submitted=${encodeURIComponent(placed.gid)}`);
    else void navigate(confirmationPath(placed.gid));
    // Runs once per placed order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placed]);

  return (
    <div className="sf-checkout">
      <h1 className="sf-checkout__title">{t('checkout.title')}</h1>
      <div className="sf-checkout__layout">
        <div className="sf-checkout__steps">
          {problem?.operation === 'update' ? (
            <p role="alert" className="sf-form__error">
              {problemText(problem, i18n)}
            </p>
          ) : null}
          {stepApplies('address', info) || info.isPickupOnly ? <AddressStep flow={flow} number={info.isPickupOnly ? 0 : numberOf('address')} /> : null}
          {stepApplies('telephone', info) ? <TelephoneStep flow={flow} number={numberOf('telephone')} /> : null}
          {stepApplies('vat', info) ? <VatStep flow={flow} number={numberOf('vat')} /> : null}
          {stepApplies('express', info) ? <ExpressStep flow={flow} number={numberOf('express')} /> : null}
          {stepApplies('standard', info) ? <StandardStep flow={flow} number={numberOf('standard')} /> : null}
          {stepApplies('marketplace', info) ? <MarketplaceStep flow={flow} number={numberOf('marketplace')} /> : null}
          <BillingStep flow={flow} number={numberOf('billing')} refusal={billingRefusal} />
          {stepApplies('loyalty', info) ? <LoyaltyStep flow={flow} /> : null}
        </div>
        <aside className="sf-checkout__aside">
          <OrderSummary pricing={info.pricingInfo} lines={flow.extras.lines} />
          <PromotionsPanel flow={flow} />
          <ApprovalNotice status={spending} need={need} payingByInvoice={info.billing.selection?.type === BillingType.INVOICE} />
          {problem?.operation === 'placeOrder' && !billingRefusal ? (
            <p role="alert" className="sf-form__error">
              {problemText(problem, i18n)}
            </p>
          ) : null}
          <Button
            fullWidth
            size="lg"
            disabled={!inReview || !isReadyToPlaceOrder(info) || placing || placed !== null}
            loading={placing}
            onClick={() => send({ type: 'ORDER.PLACE' })}
          >
            {need?.needsApproval ? t('checkout.submit_for_approval') : t('checkout.place_order')}
          </Button>
          {!inReview ? <p className="sf-checkout__hint">{t('checkout.finish_steps')}</p> : null}
        </aside>
      </div>
    </div>
  );
}
