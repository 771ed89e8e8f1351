import type { CheckoutStep, StepDisplay } from '@gio/domain-checkout';
import { Button, Spinner } from '@gio/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface StepFrameProps {
  step: CheckoutStep;
  /** Position shown before the title (1-based), when the step is one of the ordered ones. */
  number?: number;
  display: StepDisplay;
  /** What the complete step shows (the chosen address, slot, payment…). */
  summary?: ReactNode;
  canEdit: boolean;
  onEdit: () => void;
  children?: ReactNode;
}

/** The id of a step's heading, the element focus moves to when the step opens. */
export function stepHeadingId(step: CheckoutStep): string {
  return `sf-step-${step}`;
}

const ACTIVE_VIEWS: readonly StepDisplay[] = ['form', 'selection', 'list', 'confirm'];

/**
 * One checkout step (storefront.md §4 "form and selection or complete states"): its heading,
 * the open view's content, or the summary with an edit button once complete. Its heading takes
 * focus when the step opens (useFocusOpeningStep).
 */
export function StepFrame({
  step,
  number,
  display,
  summary,
  canEdit,
  onEdit,
  children,
}: StepFrameProps) {
  const { t } = useTranslation('common');
  const active = ACTIVE_VIEWS.includes(display);
  if (display === 'hidden') return null;
  const title = t(`checkout.step_${step}`);
  return (
    <section
      className={`sf-step sf-step--${display}`}
      aria-labelledby={stepHeadingId(step)}
      data-step={step}
      data-display={display}
    >
      <div className="sf-step__header">
        <h2 id={stepHeadingId(step)} tabIndex={-1} className="sf-step__title">
          {number !== undefined ? <span className="sf-step__number">{number}</span> : null}
          {title}
        </h2>
        {display === 'complete' && canEdit ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={t('checkout.edit_step', { step: title })}
          >
            {t('checkout.edit')}
          </Button>
        ) : null}
        {display === 'saving' ? <Spinner size="sm" label={t('checkout.saving')} /> : null}
      </div>
      {display === 'complete' || display === 'saving' ? (
        summary ? (
          <div className="sf-step__summary">{summary}</div>
        ) : null
      ) : active ? (
        <div className="sf-step__body">{children}</div>
      ) : null}
    </section>
  );
}
