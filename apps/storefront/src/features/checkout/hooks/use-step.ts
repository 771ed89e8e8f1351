import {
  canEditStep,
  stepDisplay,
  type CheckoutStep,
  type StepDisplay,
} from '@gio/domain-checkout';
import type { CheckoutFlow } from './use-checkout-flow';

/** What a step component needs from the machine: its display, whether it can reopen, and how. */
export function useStep(
  flow: CheckoutFlow,
  step: CheckoutStep,
): { display: StepDisplay; canEdit: boolean; edit: () => void } {
  const { snapshot, send } = flow;
  return {
    display: stepDisplay(snapshot, step),
    canEdit: canEditStep(step, snapshot.context.info),
    edit: () => send({ type: 'STEP.EDIT', step }),
  };
}
