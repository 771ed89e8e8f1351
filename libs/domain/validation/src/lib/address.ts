import type { FieldRule } from './form';
import { postalCodeSchema } from './postal-code';

/**
 * The address form's fields (accounts.md §3 Address, §5 "Postal code"): names, street, ward,
 * district and city are required; a postal code, when given, has 5 or 9 digits. Every address
 * form (checkout, location capture) checks with these.
 */
export const ADDRESS_FIELD_RULES: readonly FieldRule[] = [
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'addressLine1', required: true },
  { name: 'ward', required: true },
  { name: 'district', required: true },
  { name: 'city', required: true },
  { name: 'postalCode', validators: [postalCodeSchema] },
];
