import { activeStepOf, loyaltyViewOf, type CheckoutSnapshot, type CheckoutStep } from '@gio/domain-checkout';
import { useEffect, useRef } from 'react';
import { stepHeadingId } from '../components/step-frame';

/**
 * The step that has the shopper's attention: the open ordered step, else the open loyalty step
 * (storefront.md §4: loyalty runs beside the ordered steps, so it takes focus only when no
 * ordered step is open).
 */
export function openingStep(snapshot: CheckoutSnapshot): CheckoutStep | null {
  return activeStepOf(snapshot)?.step ?? (loyaltyViewOf(snapshot) !== null ? 'loyalty' : null);
}

/**
 * Focus moves to the step that opens (issue: "focus moves to the step that opens"): when the
 * open step changes to another one, its heading takes focus. The first render and the moments
 * of saving or refreshing (when no step shows) move nothing, so a save that keeps the same
 * step open leaves focus where it is.
 */
export function useFocusOpeningStep(snapshot: CheckoutSnapshot): void {
  const busy = snapshot.matches('saving') || snapshot.matches('refreshing');
  const step = openingStep(snapshot);
  const previous = useRef<CheckoutStep | null>(step);
  useEffect(() => {
    if (busy) return;
    if (step !== null && step !== previous.current) {
      document.getElementById(stepHeadingId(step))?.focus();
    }
    previous.current = step;
  }, [busy, step]);
}
