import { Button } from '@gio/ui';
import type { FormEvent, ReactNode } from 'react';

export interface StepFormProps {
  /** The form's accessible name: the step's title, or what the form adds (a card, an address). */
  label?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Fields laid out as a column of inputs, or as a list of choices (radios in fieldsets). */
  layout?: 'fields' | 'choices';
  /** A refusal of the whole form, announced above the actions. */
  error?: string | null;
  submitLabel: string;
  submitDisabled?: boolean;
  /** While the submission runs: the submit button spins and ignores clicks but keeps focus. */
  busy?: boolean;
  /** The actions after submit: cancel, choose a saved one, "not needed"… */
  secondaryActions?: ReactNode;
  children: ReactNode;
}

/**
 * The form of a checkout step's open view (storefront.md §4 "form and selection" states): its
 * fields or choices, the form's error, then the submit button and the step's other actions.
 * Fields validate through useForm, not the browser, so the form never shows native bubbles.
 */
export function StepForm({
  label,
  onSubmit,
  layout = 'fields',
  error,
  submitLabel,
  submitDisabled,
  busy,
  secondaryActions,
  children,
}: StepFormProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={layout === 'choices' ? 'sf-choices' : 'sf-form'}
      aria-label={label}
    >
      {children}
      {error ? (
        <p role="alert" className="sf-form__error">
          {error}
        </p>
      ) : null}
      <div className="sf-form__actions">
        <Button type="submit" disabled={submitDisabled} loading={busy}>
          {submitLabel}
        </Button>
        {secondaryActions}
      </div>
    </form>
  );
}
