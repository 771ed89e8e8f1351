import type { FieldRule } from '@gio/domain-validation';

/** A one-time code as the verify-code call takes it (libs/contracts: six digits). */
export const CODE_RULES: readonly FieldRule[] = [
  {
    name: 'code',
    required: true,
    validators: [(value) => (typeof value === 'string' && /^[0-9]{6}$/.test(value) ? undefined : 'account.profile.code_format')],
  },
];

/** Seconds before a code can be sent again. */
export const RESEND_COOLDOWN_SECONDS = 60;
