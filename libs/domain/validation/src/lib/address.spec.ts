import { MALAYSIAN_STATES } from './states';
import { ADDRESS_FIELD_RULES, malaysianStateOf } from './address';
import { validateForm } from './form';
import { ValidationMessageKey } from './message-keys';

describe('ADDRESS_FIELD_RULES (accounts.md §3 Address, §5 Postal code)', () => {
  const address = {
    firstName: 'Lan',
    lastName: 'Nguyễn',
    addressLine1: '12 Lê Lợi',
    ward: 'Bến Nghé',
    district: 'Quận 1',
    city: 'TP. Hồ Chí Minh',
  };

  it('accepts an address without a postal code', () => {
    expect(validateForm(ADDRESS_FIELD_RULES, address).valid).toBe(true);
  });

  it('requires names, street, ward, district and city, and checks a given postal code', () => {
    const result = validateForm(ADDRESS_FIELD_RULES, { ...address, ward: ' ', postalCode: '123' });
    expect(result.errors).toEqual({
      ward: ValidationMessageKey.REQUIRED,
      postalCode: ValidationMessageKey.POSTAL_CODE,
    });
    expect(result.firstInvalid).toBe('ward');
  });
});

describe('ADDRESS_FIELD_RULES: PO boxes and states (accounts.md §5, storefront.md address display)', () => {
  const address = {
    firstName: 'Lan',
    lastName: 'Nguyễn',
    addressLine1: '12 Lê Lợi',
    ward: 'Bến Nghé',
    district: 'Quận 1',
    city: 'TP. Hồ Chí Minh',
  };

  it('refuses a PO box in either address line', () => {
    const result = validateForm(ADDRESS_FIELD_RULES, {
      ...address,
      addressLine1: 'P.O. Box 12',
      addressLine2: 'Hộp thư 5',
    });
    expect(result.errors).toEqual({
      addressLine1: ValidationMessageKey.PO_BOX,
      addressLine2: ValidationMessageKey.PO_BOX,
    });
    expect(result.firstInvalid).toBe('addressLine1');
  });

  it('accepts a Malaysian state by code or name and refuses another state', () => {
    expect(validateForm(ADDRESS_FIELD_RULES, { ...address, state: 'MY-10' }).valid).toBe(true);
    expect(validateForm(ADDRESS_FIELD_RULES, { ...address, state: 'pulau pinang' }).valid).toBe(true);
    expect(validateForm(ADDRESS_FIELD_RULES, { ...address, state: 'Texas' }).errors).toEqual({
      state: ValidationMessageKey.STATE,
    });
  });
});

describe('malaysianStateOf', () => {
  it('reads codes in any case and names without case, diacritics or extra spaces', () => {
    expect(malaysianStateOf('my-14')?.name).toBe('Kuala Lumpur');
    expect(malaysianStateOf('  Negeri   sembilan ')?.code).toBe('MY-05');
    expect(malaysianStateOf('SELANGOR')?.code).toBe('MY-10');
  });

  it('gives null for anything else', () => {
    expect(malaysianStateOf('')).toBeNull();
    expect(malaysianStateOf('CA')).toBeNull();
    expect(malaysianStateOf(undefined)).toBeNull();
  });

  it('knows every one of the 16 states by its code and its name', () => {
    for (const state of MALAYSIAN_STATES) {
      expect(malaysianStateOf(state.code)).toBe(state);
      expect(malaysianStateOf(state.name)).toBe(state);
    }
  });
});
