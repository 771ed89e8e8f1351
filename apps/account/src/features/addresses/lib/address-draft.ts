import { AccountScope } from '@gio/domain-enums';
import { malaysianStateOf } from '@gio/domain-validation';

/** An address typed in the form, on its way to the confirm step (accounts.md §2 /account/confirm-address). */
export interface AddressDraft {
  firstName: string;
  lastName: string;
  businessName?: string;
  addressLine1: string;
  addressLine2?: string;
  ward: string;
  district: string;
  city: string;
  /** A Malaysian state's ISO code (MY-01 … MY-16), when one is chosen. */
  state?: string;
  /** Digits only, as the postal-code call gave them back. */
  postalCode?: string;
  accountScope: AccountScope;
  setAsDefault: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | undefined => text(value) || undefined;

/**
 * A draft from what a form or the browser's history holds (a reload of the confirm step reads
 * it back from `history.state`); null when the required parts are missing.
 */
export function readAddressDraft(input: unknown): AddressDraft | null {
  if (typeof input !== 'object' || input === null) return null;
  const value = input as Record<string, unknown>;
  const draft: AddressDraft = {
    firstName: text(value['firstName']),
    lastName: text(value['lastName']),
    businessName: optional(value['businessName']),
    addressLine1: text(value['addressLine1']),
    addressLine2: optional(value['addressLine2']),
    ward: text(value['ward']),
    district: text(value['district']),
    city: text(value['city']),
    state: malaysianStateOf(text(value['state']))?.code,
    postalCode: optional(value['postalCode']),
    accountScope:
      value['accountScope'] === AccountScope.BUSINESS ? AccountScope.BUSINESS : AccountScope.PERSONAL,
    setAsDefault: value['setAsDefault'] === true,
  };
  const required = [draft.firstName, draft.lastName, draft.addressLine1, draft.ward, draft.district, draft.city];
  return required.every((part) => part !== '') ? draft : null;
}
