import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** Current quantity. */
  value: number;
  /** Called with the next quantity, always within [min, max]. */
  onChange: (next: number) => void;
  /**
   * Highest quantity allowed: the maximum purchasable (or what remains of it) from
   * `@gio/domain-quantity`; Infinity when nothing caps it.
   */
  max: number;
  /** Lowest quantity allowed; 1 on a tile, 0 in the cart where 0 removes the line. */
  min?: number;
  /** Product name, so each control's label says which product it changes. */
  itemName: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  className?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * A − / quantity / + control. Buttons are at least 24×24 px; at a bound they become
 * aria-disabled (not disabled) so focus is never dropped while a shopper taps repeatedly, and
 * reaching the maximum purchasable is announced.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  min = 1,
  itemName,
  disabled = false,
  size = 'medium',
  className,
}: QuantityStepperProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = value <= min;
  const atMax = value >= max;
  const limitReached = atMax && Number.isFinite(max);

  const step = (delta: number) => {
    if (disabled) return;
    const next = clamp(value + delta, min, max);
    if (next !== value) onChange(next);
  };

  const commit = () => {
    if (draft === null) return;
    const parsed = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isNaN(parsed)) return;
    const next = clamp(parsed, min, max);
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <div
      className={['gio-quantity-stepper', `gio-quantity-stepper--${size}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div
        role="group"
        aria-label={t('cart.quantity_of', { name: itemName })}
        className="gio-quantity-stepper__controls"
      >
        <button
          type="button"
          className="gio-quantity-stepper__button"
          aria-label={t('cart.decrease_quantity_of', {
            name: itemName,
          })}
          aria-disabled={disabled || atMin || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="gio-quantity-stepper__input"
          aria-label={t('cart.quantity')}
          aria-describedby={limitReached ? hintId : undefined}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="gio-quantity-stepper__button"
          aria-label={t('cart.increase_quantity_of', {
            name: itemName,
          })}
          aria-disabled={disabled || atMax || undefined}
          aria-describedby={limitReached ? hintId : undefined}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={hintId} className="gio-quantity-stepper__hint" aria-live="polite">
        {limitReached ? t('cart.max_quantity_reached') : null}
      </p>
    </div>
  );
}
