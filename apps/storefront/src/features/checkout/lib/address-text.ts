import type { CheckoutAddress } from '@gio/domain-checkout';

/** storefront.md §3 "Address display fields": line 1, ward, district, city, state, postal code. */
export function addressText(
  address: Pick<
    CheckoutAddress,
    'addressLine1' | 'ward' | 'district' | 'city' | 'state' | 'postalCode'
  >,
): string {
  return [
    address.addressLine1,
    address.ward,
    address.district,
    address.city,
    address.state,
    address.postalCode,
  ]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

/** The name on an address, if any. */
export function addressName(
  address: Pick<CheckoutAddress, 'firstName' | 'lastName' | 'businessName'>,
): string {
  return [address.businessName, [address.firstName, address.lastName].filter(Boolean).join(' ')]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' · ');
}
