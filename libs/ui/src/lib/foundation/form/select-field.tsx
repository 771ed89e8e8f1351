import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './form-input.css';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** Always shown (WCAG 3.3.2). */
  label: string;
  name: string;
  id?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ("Không chọn"); leave out when a value is always chosen. */
  emptyLabel?: string;
  /** A translated message; shown under the field, sets aria-invalid. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A native select with the form input's label, helper and error (accounts.md §2 form widget
 * family): a fixed list such as the 16 Malaysian states. It takes `useForm().field(name)` like
 * `FormInput`, so the form helper's errors and focus work the same.
 */
export function SelectField({
  label,
  name,
  id,
  value,
  onChange,
  options,
  emptyLabel,
  error,
  helperText,
  required = false,
  disabled = false,
  autoComplete,
  ref,
  className,
}: SelectFieldProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const selectId = id ?? `${name}-${generatedId}`;
  const helperId = `${selectId}-helper`;
  const errorId = `${selectId}-error`;
  const describedBy = [helperText ? helperId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['gio-field', error && 'gio-field--error', disabled && 'gio-field--disabled', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className="gio-field__label">
        {label}
        {required && <span className="gio-field__marker">{t('form.required_marker')}</span>}
      </label>
      <div className="gio-field__control">
        <select
          ref={ref}
          id={selectId}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          className="gio-field__input gio-select-field__select"
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {helperText && (
        <div className="gio-field__meta">
          <p id={helperId} className="gio-field__helper">
            {helperText}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className="gio-field__error">
          <AlertIcon />
          <span>
            <VisuallyHidden>{t('form.error_prefix')} </VisuallyHidden>
            {error}
          </span>
        </p>
      )}
    </div>
  );
}
