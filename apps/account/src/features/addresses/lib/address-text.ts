import { malaysianStateOf } from '@gio/domain-validation';

interface AddressParts {
  businessName?: string | null;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | null;
  ward?: string | null;
  district?: string | null;
  city: string;
  state?: string | null;
  /** The server's display name of the state (a Malaysian state's name); else read from `state`. */
  stateDisplay?: string | null;
  postalCode?: string | null;
}

const present = (part: string | null | undefined): part is string =>
  typeof part === 'string' && part.trim() !== '';

/** The name on an address: the business, then the person. */
export function addressName(address: AddressParts): string {
  return [address.businessName, `${address.lastName} ${address.firstName}`.trim()].filter(present).join(' · ');
}

/**
 * The address lines as shown (storefront.md §3 "Address display fields": line 1, ward, district,
 * city, state, postal code), with a Malaysian state by its name, never its code.
 */
export function addressLines(address: AddressParts): string[] {
  const state = address.stateDisplay ?? (address.state ? (malaysianStateOf(address.state)?.name ?? address.state) : null);
  return [
    [address.addressLine1, address.addressLine2].filter(present).join(', '),
    [address.ward, address.district].filter(present).join(', '),
    [address.city, state, address.postalCode].filter(present).join(', '),
  ].filter(present);
}
