import { foldDiacritics } from '@gio/domain-search';
import type { FieldRule, Validator } from './form';
import { ValidationMessageKey } from './message-keys';
import { isPoBox } from './po-box';
import { postalCodeSchema } from './postal-code';
import { MALAYSIAN_STATES, type MalaysianState } from './states';

/**
 * accounts.md §5 "PO box detector", used where the spec's purpose says: an address line that
 * looks like a post office box is refused (`form.validation_po_box`).
 */
export const notPoBox: Validator = (value) =>
  typeof value === 'string' && isPoBox(value) ? ValidationMessageKey.PO_BOX : undefined;

const MALAYSIAN_STATE_BY_KEY: ReadonlyMap<string, MalaysianState> = new Map(
  MALAYSIAN_STATES.flatMap((state) => [
    [state.code.toLowerCase(), state],
    [foldDiacritics(state.name), state],
  ]),
);

/**
 * One of the 16 Malaysian states (storefront.md: the list of address display) from what a form
 * or a stored address holds: its ISO code ('MY-10', any case) or its name, compared without
 * case, diacritics or extra spaces ('pulau  pinang'). Null for anything else.
 */
export function malaysianStateOf(input: string | null | undefined): MalaysianState | null {
  if (typeof input !== 'string') return null;
  const entry = input.trim().replace(/\s+/g, ' ');
  if (entry === '') return null;
  return MALAYSIAN_STATE_BY_KEY.get(entry.toLowerCase()) ?? MALAYSIAN_STATE_BY_KEY.get(foldDiacritics(entry)) ?? null;
}

/** A given state must be one of the 16 Malaysian states (`form.validation_state`). */
export const malaysianState: Validator = (value) =>
  typeof value === 'string' && malaysianStateOf(value) === null ? ValidationMessageKey.STATE : undefined;

/**
 * The address form's fields (accounts.md §3 Address, §5): names, street, ward, district and city
 * are required; neither address line may be a PO box; a state, when given, is one of the
 * Malaysian states; a postal code, when given, has 5 or 9 digits (whether it exists is the
 * postal-code call). Every address form (checkout, location capture, the account's address
 * book) checks with these; a form without a field leaves it empty, which passes.
 */
export const ADDRESS_FIELD_RULES: readonly FieldRule[] = [
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'addressLine1', required: true, validators: [notPoBox] },
  { name: 'addressLine2', validators: [notPoBox] },
  { name: 'ward', required: true },
  { name: 'district', required: true },
  { name: 'city', required: true },
  { name: 'state', validators: [malaysianState] },
  { name: 'postalCode', validators: [postalCodeSchema] },
];
