import { isAfterDay, isBeforeDay, parseDisplayDate } from './date-utils';

/** Message keys of the date field, in the `common` namespace of @gio/i18n. */
export const DateMessageKey = {
  INVALID: 'form.validation_date_default',
  AFTER_MAX: 'form.validation_date_after_max',
} as const;

/**
 * A validator for the domain form helper (`FieldRule.validators`): the value must be a real
 * dd/mm/yyyy date within the bounds. Returns a message key; AFTER_MAX reads `{{date}}`, so pass
 * `{ date: formatDisplayDate(maxDate) }` as the field's message values to `useForm`.
 */
export function dateValidator(bounds: { maxDate?: Date; minDate?: Date } = {}) {
  return (value: unknown): string | undefined => {
    if (typeof value !== 'string') return DateMessageKey.INVALID;
    const date = parseDisplayDate(value);
    if (!date) return DateMessageKey.INVALID;
    if (bounds.maxDate && isAfterDay(date, bounds.maxDate)) return DateMessageKey.AFTER_MAX;
    if (bounds.minDate && isBeforeDay(date, bounds.minDate)) return DateMessageKey.INVALID;
    return undefined;
  };
}
