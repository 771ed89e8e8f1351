import type { FieldRule } from '@gio/domain-validation';

/** The terms checkbox's value when ticked (the form helper's values are strings). */
export const TERMS_ACCEPTED = 'yes';

/** A WAON card number as register-member takes it (libs/contracts: 16 digits, spaces allowed). */
export function waonCardNumberError(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{16}$/.test(value.replace(/\s+/g, '')) ? undefined : 'account.loyalty.card_format';
}

/** The registration's fields for the domain form helper: the card number and the accepted terms. */
export const REGISTER_MEMBER_RULES: readonly FieldRule[] = [
  { name: 'memberId', required: true, validators: [waonCardNumberError] },
  {
    name: 'agreeToTerms',
    required: true,
    validators: [(value) => (value === TERMS_ACCEPTED ? undefined : 'account.loyalty.terms_required')],
  },
];
