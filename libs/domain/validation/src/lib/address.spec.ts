import { ADDRESS_FIELD_RULES } from './address';
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
