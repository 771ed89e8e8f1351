import { AccountLevel } from '@gio/domain-enums';
import { invoiceDetailsAccess } from './invoice-details';

describe('invoiceDetailsAccess (accounts.md §3, §5)', () => {
  it.each([
    [AccountLevel.DEFAULT, false, false],
    [AccountLevel.BUSINESS_MANAGER, true, true],
    [AccountLevel.BUSINESS_USER, false, false],
    [AccountLevel.BUSINESS_GENERATED_CART_USER, false, false],
    [AccountLevel.BUSINESS_ADMIN, true, false],
  ])('level %i: editable %s, company name editable %s', (level, editable, companyNameEditable) => {
    expect(invoiceDetailsAccess(level)).toEqual({ editable, companyNameEditable });
  });
});
