export { FormInput } from './form-input';
export type { FormInputProps, FormInputType } from './form-input';
export { DateCalendar } from './date-calendar';
export type { DateCalendarProps } from './date-calendar';
export { DATE_PATTERN, formatDisplayDate, parseDisplayDate } from './date-utils';
export { dateValidator, DateMessageKey } from './date-validators';
export { useForm } from './use-form';
export type { FieldBinding, SubmitOutcome, UseFormOptions, UseFormResult } from './use-form';
