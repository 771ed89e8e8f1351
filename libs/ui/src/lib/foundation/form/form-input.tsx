import { useId, useRef, useState, type ChangeEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CalendarIcon, EyeIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { DateCalendar } from './date-calendar';
import { DATE_PATTERN, formatDisplayDate, parseDisplayDate } from './date-utils';
import './form-input.css';

export type FormInputType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'textarea' | 'date';

export interface FormInputProps {
  /** Always shown: every field has a visible label (WCAG 3.3.2). */
  label: string;
  name: string;
  type?: FormInputType;
  id?: string;
  /** Controlled value; leave out (with `defaultValue`) for an uncontrolled field. Dates are dd/mm/yyyy. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** A translated message; shown under the field, sets aria-invalid and joins aria-describedby. */
  error?: string;
  helperText?: ReactNode;
  /** Ids of more text that describes the field (rules shown beside it), read after the helper. */
  describedBy?: string;
  /** Native limit. A textarea with one shows the remaining characters. */
  maxLength?: number;
  /** Shows "12/50 ký tự" under a single-line field (needs `maxLength`). */
  showCounter?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  rows?: number;
  /** Date fields: later days are disabled in the calendar (accounts.md §2). */
  maxDate?: Date;
  minDate?: Date;
  /** Date fields: "today" for the calendar, injectable for stories and tests. */
  today?: Date;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  className?: string;
}

const NATIVE_TYPE: Record<Exclude<FormInputType, 'textarea' | 'date'>, string> = {
  text: 'text',
  email: 'email',
  password: 'password',
  tel: 'tel',
  number: 'number',
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The form input widget of accounts.md §2: text, email, password (show/hide), tel, number,
 * textarea and date (dd/mm/yyyy with a calendar). Label always present; helper text, counter
 * and error are tied to the control with aria-describedby.
 */
export function FormInput({
  label,
  name,
  type = 'text',
  id,
  value,
  defaultValue,
  onChange,
  onBlur,
  error,
  helperText,
  describedBy: extraDescription,
  maxLength,
  showCounter = false,
  required = false,
  disabled = false,
  readOnly = false,
  placeholder,
  autoComplete,
  inputMode,
  rows = 4,
  maxDate,
  minDate,
  today,
  ref,
  className,
}: FormInputProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const inputId = id ?? `${name}-${generatedId}`;
  const helperId = `${inputId}-helper`;
  const counterId = `${inputId}-counter`;
  const errorId = `${inputId}-error`;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const controlRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const calendarButtonRef = useRef<HTMLButtonElement>(null);

  const update = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(event.target.value);
  const setRefs = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    controlRef.current = element;
    assignRef(ref, element);
  };

  const isTextarea = type === 'textarea';
  const helper = type === 'date' && helperText === undefined ? t('form.date_format_hint') : helperText;
  let counter: string | null = null;
  if (isTextarea && maxLength !== undefined) {
    counter = t('form.characters_remaining', { count: Math.max(0, maxLength - current.length) });
  } else if (showCounter && maxLength !== undefined) {
    counter = t('form.character_count', { count: current.length, max: maxLength });
  }
  const describedBy =
    [helper ? helperId : null, extraDescription ?? null, counter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const shared = {
    id: inputId,
    name,
    value: current,
    onChange: handleChange,
    onBlur,
    disabled,
    readOnly,
    placeholder: type === 'date' ? (placeholder ?? DATE_PATTERN) : placeholder,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  } as const;

  const hasAction = type === 'password' || type === 'date';
  const inputClass = ['gio-field__input', hasAction && 'gio-field__input--with-action'].filter(Boolean).join(' ');

  let control: ReactNode;
  if (isTextarea) {
    control = <textarea {...shared} ref={setRefs} rows={rows} className={inputClass} />;
  } else if (type === 'date') {
    control = (
      <input
        {...shared}
        ref={setRefs}
        type="text"
        inputMode="numeric"
        pattern="\d{1,2}/\d{1,2}/\d{4}"
        className={inputClass}
      />
    );
  } else {
    const nativeType = type === 'password' && passwordVisible ? 'text' : NATIVE_TYPE[type];
    const defaultMode = type === 'tel' ? 'tel' : type === 'number' ? 'decimal' : undefined;
    control = <input {...shared} ref={setRefs} type={nativeType} inputMode={inputMode ?? defaultMode} className={inputClass} />;
  }

  const closeCalendar = () => {
    setCalendarOpen(false);
    calendarButtonRef.current?.focus();
  };

  return (
    <div
      className={['gio-field', error && 'gio-field--error', disabled && 'gio-field--disabled', className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        // Leaving the calendar for elsewhere on the page closes it.
        if (calendarOpen && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) setCalendarOpen(false);
      }}
    >
      <label htmlFor={inputId} className="gio-field__label">
        {label}
        {required && <span className="gio-field__marker">{t('form.required_marker')}</span>}
      </label>
      <div className="gio-field__control">
        {control}
        {type === 'password' && (
          <IconButton
            className="gio-field__action"
            label={t('form.show_password')}
            aria-pressed={passwordVisible}
            aria-controls={inputId}
            icon={<EyeIcon />}
            disabled={disabled}
            onClick={() => setPasswordVisible((visible) => !visible)}
          />
        )}
        {type === 'date' && (
          <IconButton
            ref={calendarButtonRef}
            className="gio-field__action"
            label={t('date_picker.open')}
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            icon={<CalendarIcon />}
            disabled={disabled || readOnly}
            onClick={() => setCalendarOpen((open) => !open)}
          />
        )}
        {type === 'date' && calendarOpen && (
          <div className="gio-field__popover">
            <DateCalendar
              value={parseDisplayDate(current)}
              maxDate={maxDate}
              minDate={minDate}
              today={today}
              label={`${t('date_picker.dialog_label')}: ${label}`}
              onSelect={(date) => {
                update(formatDisplayDate(date));
                setCalendarOpen(false);
                controlRef.current?.focus();
              }}
              onDismiss={closeCalendar}
            />
          </div>
        )}
      </div>
      {(helper || counter) && (
        <div className="gio-field__meta">
          {helper && (
            <p id={helperId} className="gio-field__helper">
              {helper}
            </p>
          )}
          {counter && (
            <p id={counterId} className="gio-field__counter">
              {counter}
            </p>
          )}
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
