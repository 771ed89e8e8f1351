import { AccountLevel } from '@gio/domain-enums';
import { leadRoutes, organizationRoutes, vatRoutes } from './business';

describe('business contracts', () => {
  it('let managers invite and assign Member, Cart Editor or Admin only, Member by default', () => {
    const invite = organizationRoutes.invite.body;
    expect(invite.parse({ email: ' a@b.vn ' })).toEqual({
      email: 'a@b.vn',
      accountLevel: AccountLevel.BUSINESS_USER,
    });
    for (const level of [
      AccountLevel.BUSINESS_USER,
      AccountLevel.BUSINESS_GENERATED_CART_USER,
      AccountLevel.BUSINESS_ADMIN,
    ]) {
      expect(invite.safeParse({ email: 'a@b.vn', accountLevel: level }).success).toBe(true);
      expect(organizationRoutes.changeRole.body.safeParse({ accountLevel: level }).success).toBe(
        true,
      );
    }
    for (const level of [AccountLevel.DEFAULT, AccountLevel.BUSINESS_MANAGER, 7]) {
      expect(invite.safeParse({ email: 'a@b.vn', accountLevel: level }).success).toBe(false);
      expect(organizationRoutes.changeRole.body.safeParse({ accountLevel: level }).success).toBe(
        false,
      );
    }
  });

  it("let the owner change name, logo and preferences, never the shop's terms", () => {
    const update = organizationRoutes.updateOrganization.body;
    expect(
      update.safeParse({ name: 'Bếp Nhà Việt', bannerInterstitialsEnabled: false }).success,
    ).toBe(true);
    expect(update.safeParse({ logoImage: null }).success).toBe(true);
    expect(update.safeParse({}).success).toBe(false);
    expect(update.safeParse({ isEnabled: true }).success).toBe(false);
    expect(update.safeParse({ invoice: { creditLimit: 1 } }).success).toBe(false);
    expect(update.safeParse({ logoImage: 'not a url' }).success).toBe(false);
  });

  it('refuse invite codes that are not random tokens before any lookup', () => {
    expect(
      organizationRoutes.inviteDetails.params.safeParse({ code: 'x'.repeat(43) }).success,
    ).toBe(true);
    expect(organizationRoutes.inviteDetails.params.safeParse({ code: 'short' }).success).toBe(
      false,
    );
    expect(
      organizationRoutes.inviteDetails.params.safeParse({ code: `${'a'.repeat(30)}'--` }).success,
    ).toBe(false);
  });

  it('check lead fields: phone by the domain rule, postal code 5 or 9 digits, all optional on PUT', () => {
    const lead = { firstName: 'A', lastName: 'B', phoneNumber: '090-123-4567' };
    expect(leadRoutes.createLeadCapture.body.parse(lead).phoneNumber).toBe('0901234567');
    expect(
      leadRoutes.createLeadCapture.body.safeParse({ ...lead, phoneNumber: '12345' }).success,
    ).toBe(false);
    expect(
      leadRoutes.createLeadCapture.body.safeParse({ ...lead, postalCode: '700000' }).success,
    ).toBe(false);
    expect(
      leadRoutes.createLeadCapture.body.safeParse({ ...lead, postalCode: '70000' }).success,
    ).toBe(true);
    expect(leadRoutes.createLeadCapture.body.safeParse({ firstName: 'A' }).success).toBe(false);
    expect(leadRoutes.updateLeadCapture.body.safeParse({ size: '1-9' }).success).toBe(true);
  });

  it('need at least one pallet line with a whole number of pallets', () => {
    const payload = {
      companyName: 'C',
      contactName: 'N',
      email: 'a@b.vn',
      phoneNumber: '0901234567',
      city: 'Hà Nội',
      items: [{ description: 'Gạo', pallets: 2 }],
    };
    const body = leadRoutes.submitPalletQuoteRequest.body;
    expect(body.safeParse({ palletPayload: payload }).success).toBe(true);
    expect(body.safeParse({ palletPayload: { ...payload, items: [] } }).success).toBe(false);
    expect(
      body.safeParse({
        palletPayload: { ...payload, items: [{ description: 'Gạo', pallets: 1.5 }] },
      }).success,
    ).toBe(false);
    expect(
      body.safeParse({ palletPayload: { ...payload, deliveryDate: '15/12/2026' } }).success,
    ).toBe(false);
  });

  it('check the VAT tax code with the domain rule in the body and in the lookup path', () => {
    const vat = {
      addressLine1: '1 Lê Lợi',
      city: 'Hà Nội',
      companyName: 'C',
      district: 'Hoàn Kiếm',
      email: 'a@b.vn',
      firstName: 'A',
      lastName: 'B',
      taxCode: '0100109106',
    };
    expect(vatRoutes.saveVatInformation.body.safeParse(vat).success).toBe(true);
    expect(
      vatRoutes.saveVatInformation.body.safeParse({ ...vat, taxCode: '0100109105' }).success,
    ).toBe(false);
    expect(vatRoutes.vatTaxCode.params.safeParse({ code: '0100109106-001' }).success).toBe(true);
    expect(vatRoutes.vatTaxCode.params.safeParse({ code: '010010910' }).success).toBe(false);
  });
});
