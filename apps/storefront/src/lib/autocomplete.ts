/** WCAG 1.3.5: the purpose of the personal fields, so that browsers can fill them. */
export const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  phoneNumber: 'tel',
  companyName: 'organization',
  postalCode: 'postal-code',
};
