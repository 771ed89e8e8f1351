import { ServerErrorCode } from '@gio/domain-enums';
import { SANDBOX_CHALLENGE_ANSWER, SANDBOX_TEST_CARDS } from '../payments/card-provider';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';

const home = {
  type: 1,
  firstName: 'Lan',
  lastName: 'Nguyễn',
  addressLine1: '25 Hai Bà Trưng',
  ward: 'Phường Bến Nghé',
  district: 'Quận 1',
  city: 'Thành phố Hồ Chí Minh',
  postalCode: '70000',
};

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  billing: {
    type: 'creditCard',
    card: {
      number,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      holderName: 'NGUYEN LAN',
      ...extra,
    },
  },
});

describe('addresses and billing over HTTP', () => {
  let server: AccountsTestServer;
  let first: TestBrowser;
  let second: TestBrowser;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
    first = server.browser();
    await first.login('khach.moi@gio.vn', DEMO_PASSWORD);
    second = server.browser();
    await second.login('thanh.vien@gio.vn', DEMO_PASSWORD);
  });

  afterAll(async () => {
    await server.close();
  });

  describe('addresses', () => {
    it('POST /api/address creates a city-district-ward address; the first one becomes the default', async () => {
      const res = await first.post('/api/address', { address: home });
      expect(res.status).toBe(200);
      expect(res.body.data.addressCreationResult).toMatchObject({
        isDefault: true,
        address: {
          addressLine1: '25 Hai Bà Trưng',
          ward: 'Phường Bến Nghé',
          district: 'Quận 1',
          postalCode: '70000',
          accountScope: 0,
          isDefault: true,
        },
      });
      const second = await first.post('/api/address', {
        address: { ...home, addressLine1: '7 Lê Lợi' },
      });
      expect(second.body.data.addressCreationResult.isDefault).toBe(false);
      const made = await first.post('/api/address', {
        address: { ...home, addressLine1: '9 Pasteur' },
        setAsDefaultAddress: true,
      });
      expect(made.body.data.addressCreationResult.isDefault).toBe(true);
    });

    it('creates a default-type address with a normalised state and shows Malaysian states by name', async () => {
      const us = await first.post('/api/address', {
        address: {
          type: 0,
          firstName: 'A',
          lastName: 'B',
          addressLine1: '1 Main St',
          city: 'Newark',
          state: 'new jersey',
          postalCode: '07083-1234',
          country: 'US',
        },
      });
      expect(us.body.data.addressCreationResult.address).toMatchObject({
        state: 'NJ',
        stateDisplay: 'New Jersey',
        postalCode: '070831234',
      });
      const my = await first.post('/api/address', {
        address: { ...home, city: 'Kuala Lumpur', state: 'MY-14', country: 'MY' },
      });
      expect(my.body.data.addressCreationResult.address).toMatchObject({
        state: 'MY-14',
        stateDisplay: 'Kuala Lumpur',
      });
    });

    it.each([
      [
        'a PO box',
        { addressLine1: 'P.O. Box 12' },
        'address.addressLine1',
        'form.validation_po_box',
      ],
      [
        'a Vietnamese PO box on line 2',
        { addressLine2: 'Hộp thư 45' },
        'address.addressLine2',
        'form.validation_po_box',
      ],
      [
        'a bad postal code',
        { postalCode: '123' },
        'address.postalCode',
        'form.validation_postal_code_default',
      ],
      ['an unknown state', { state: 'Atlantis' }, 'address.state', 'form.validation_state'],
      ['a missing ward', { ward: '' }, 'address.ward', 'form.validation_required'],
    ])('refuses %s naming the field', async (_, change, field, message) => {
      const res = await first.post('/api/address', { address: { ...home, ...change } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    });

    it('refuses a default-type address without a state or postal code', async () => {
      const res = await first.post('/api/address', {
        address: {
          type: 0,
          firstName: 'A',
          lastName: 'B',
          addressLine1: '1 Main St',
          city: 'X',
          postalCode: '07083',
        },
      });
      expect(res.body.error.field).toBe('address.state');
    });

    it('answers 585 for a business address where business is not served, and accepts a served city', async () => {
      const owner = server.browser();
      await owner.login('chu.doanh.nghiep@gio.vn', DEMO_PASSWORD);
      const far = await owner.post('/api/address', {
        address: { ...home, city: 'Cà Mau', accountScope: 1 },
      });
      expect(far.status).toBe(400);
      expect(far.body.error.code).toBe(ServerErrorCode.B2B_LOCATION_UNSUPPORTED);
      const served = await owner.post('/api/address', {
        address: { ...home, city: 'Hồ Chí Minh', accountScope: 1 },
      });
      expect(served.status).toBe(200);
      // A personal account has no business scope at all.
      const personal = await first.post('/api/address', { address: { ...home, accountScope: 1 } });
      expect(personal.body.error.field).toBe('address.accountScope');
    });

    it('keeps an address added at checkout in the scope of the cart being ordered', async () => {
      // nhan.vien shops in business view: the organisation's cart ships to business addresses.
      const member = server.browser();
      await member.login('nhan.vien@gio.vn', DEMO_PASSWORD);
      const atCheckout = await member.post('/api/address', { address: home, fromCheckout: true });
      expect(atCheckout.status).toBe(200);
      expect(atCheckout.body.data.addressCreationResult.address.accountScope).toBe(1);
      // A personal shopper's checkout address stays personal.
      const personal = await second.post('/api/address', { address: home, fromCheckout: true });
      expect(personal.body.data.addressCreationResult.address.accountScope).toBe(0);
    });

    it('GET /api/addresses lists the user’s addresses with the default, or the one asked for', async () => {
      const list = await first.get('/api/addresses');
      const ids = list.body.data.addresses.map((a: { id: string }) => a.id);
      expect(list.body.data.defaultAddressId).toBe(
        list.body.data.addresses.find(
          (a: { isDefault: boolean; accountScope: number }) => a.isDefault && a.accountScope === 0,
        ).id,
      );
      const asked = await first.get(`/api/addresses?defaultAddressInfoId=${ids[0]}`);
      expect(asked.body.data.defaultAddressId).toBe(ids[0]);
    });

    it('PUT /api/default_address moves the default; DELETE /api/address/{id} removes one', async () => {
      const { addresses } = (await first.get('/api/addresses?accountScope=0')).body.data;
      const target = addresses[1].id;
      const moved = await first.put('/api/default_address', {
        id: target,
        changed: true,
        accountScope: 0,
      });
      expect(moved.body.data.defaultAddressId).toBe(target);
      const wrongScope = await first.put('/api/default_address', {
        id: target,
        changed: true,
        accountScope: 1,
      });
      expect(wrongScope.status).toBe(400);
      const removed = await first.delete(`/api/address/${target}`);
      expect(removed.body.data.addresses.map((a: { id: string }) => a.id)).not.toContain(target);
      expect(removed.body.data.defaultAddressId).toBeNull();
      expect((await first.delete(`/api/address/${target}`)).status).toBe(404);
    });

    it('GET /api/postal-code/validate/{postalCode} applies the postal-code rule', async () => {
      expect((await server.browser().get('/api/postal-code/validate/07083')).body).toEqual({
        data: { valid: true, postalCode: '07083' },
      });
      expect((await server.browser().get('/api/postal-code/validate/12-34')).body).toEqual({
        data: { valid: false, postalCode: null },
      });
    });

    it('needs a signed-in user (401)', async () => {
      const guest = server.browser();
      expect((await guest.get('/api/addresses')).status).toBe(401);
      expect((await guest.post('/api/address', { address: home })).status).toBe(401);
    });
  });

  describe('billing and payment methods', () => {
    it('POST /api/billing saves brand, last four and expiry of an approved test card, never the number', async () => {
      const res = await first.post('/api/billing', card('4242 4242 4242 4242'));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        challenge: null,
        billingInfo: { brand: 'visa', lastFour: '4242', expMonth: 12, isDefault: true },
      });
      expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
      const { rows } = await server.db.query<Record<string, unknown>>(
        'SELECT * FROM billing_infos WHERE id = $1',
        [res.body.data.billingInfo.id],
      );
      expect(JSON.stringify(rows)).not.toContain('4242424242424242');
      expect(JSON.stringify(rows)).not.toContain('"123"');
      const state = await first.get('/api/billing');
      expect(state.body.data.paymentMethods).toEqual([
        expect.objectContaining({ paymentMethod: 0, label: 'VISA •••• 4242', isDefault: true }),
      ]);
    });

    it('answers 487 for a declined test card and saves nothing', async () => {
      const res = await first.post('/api/billing', card(SANDBOX_TEST_CARDS.declined));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(ServerErrorCode.PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED);
      expect((await first.get('/api/billing')).body.data.billingInfos).toHaveLength(1);
    });

    it('asks for a challenge on the challenge card and saves it once answered', async () => {
      const challenged = await first.post('/api/billing', card(SANDBOX_TEST_CARDS.challenge));
      expect(challenged.body.data).toMatchObject({ billingInfo: null, challenge: { kind: '3ds' } });
      const wrong = await first.post(
        '/api/billing',
        card(SANDBOX_TEST_CARDS.challenge, { challengeAnswer: '0000' }),
      );
      expect(wrong.body.error.code).toBe(
        ServerErrorCode.PAYMENT_METHOD_CREATE_PAYMENT_METHOD_FAILED,
      );
      const answered = await first.post(
        '/api/billing',
        card(SANDBOX_TEST_CARDS.challenge, { challengeAnswer: SANDBOX_CHALLENGE_ANSWER }),
      );
      expect(answered.body.data.billingInfo).toMatchObject({ lastFour: '3220', isDefault: false });
    });

    it('refuses a number that fails the checksum and an expired card with 400 naming the field', async () => {
      expect((await first.post('/api/billing', card('4242424242424241'))).body.error.field).toBe(
        'billing.card.number',
      );
      const expired = await first.post(
        '/api/billing',
        card(SANDBOX_TEST_CARDS.visaApproved, { expYear: 2001 }),
      );
      expect(expired.body.error.field).toBe('billing.card.expMonth');
    });

    it('PUT /api/default_billing and PUT /api/default-payment-method/{id} move the defaults', async () => {
      const { billingInfos, paymentMethods } = (await first.get('/api/billing')).body.data;
      const moved = await first.put('/api/default_billing', {
        id: billingInfos[1].id,
        changed: true,
        type: 'creditCard',
      });
      expect(moved.body.data.defaultBillingInfoId).toBe(billingInfos[1].id);
      const method = await first.put(`/api/default-payment-method/${paymentMethods[1].id}`);
      expect(
        method.body.data.paymentMethods
          .filter((m: { isDefault: boolean }) => m.isDefault)
          .map((m: { id: string }) => m.id),
      ).toEqual([paymentMethods[1].id]);
    });

    it('DELETE /api/payment-method/{id} removes the card and promotes another default', async () => {
      const { paymentMethods } = (await first.get('/api/billing')).body.data;
      const current = paymentMethods.find((m: { isDefault: boolean }) => m.isDefault);
      const res = await first.delete(`/api/payment-method/${current.id}`, { isDefault: true });
      expect(res.body.data.paymentMethods).toHaveLength(1);
      expect(res.body.data.paymentMethods[0].isDefault).toBe(true);
      expect(res.body.data.billingInfos.map((b: { id: string }) => b.id)).not.toContain(
        current.billingInfoId,
      );
    });

    it('DELETE /api/billing/{id} removes a billing info with its payment method', async () => {
      const { billingInfos } = (await first.get('/api/billing')).body.data;
      const res = await first.delete(`/api/billing/${billingInfos[0].id}`);
      expect(res.body.data).toEqual({
        billingInfos: [],
        defaultBillingInfoId: null,
        paymentMethods: [],
      });
    });

    it('shows the invoice payment method of a business invoice user', async () => {
      const owner = server.browser();
      await owner.login('chu.doanh.nghiep@gio.vn', DEMO_PASSWORD);
      const { paymentMethods } = (await owner.get('/api/billing')).body.data;
      expect(paymentMethods).toEqual([
        expect.objectContaining({ paymentMethod: 4, isDefault: true }),
      ]);
    });
  });

  describe('a second user can never read, change or delete the first user’s things (IDOR)', () => {
    it('addresses', async () => {
      const created = await first.post('/api/address', {
        address: { ...home, addressLine1: '1 Riêng Tư' },
      });
      const id = created.body.data.addressCreationResult.address.id;
      const theirs = await second.get(`/api/addresses?defaultAddressInfoId=${id}`);
      expect(theirs.body.data.addresses.map((a: { id: string }) => a.id)).not.toContain(id);
      expect(theirs.body.data.defaultAddressId).not.toBe(id);
      const change = await second.put('/api/default_address', {
        id,
        changed: true,
        accountScope: 0,
      });
      expect(change.status).toBe(404);
      const remove = await second.delete(`/api/address/${id}`);
      expect(remove.status).toBe(404);
      expect(
        (await first.get('/api/addresses')).body.data.addresses.map((a: { id: string }) => a.id),
      ).toContain(id);
      // Nor may a card point at it.
      const borrow = await second.post('/api/billing', {
        billing: { ...card(SANDBOX_TEST_CARDS.visaApproved).billing, billingAddressId: id },
      });
      expect(borrow.status).toBe(404);
    });

    it('billing infos and payment methods', async () => {
      const saved = await first.post('/api/billing', card(SANDBOX_TEST_CARDS.mastercardApproved));
      const billingId = saved.body.data.billingInfo.id;
      const methodId = (await first.get('/api/billing')).body.data.paymentMethods[0].id;
      expect(JSON.stringify((await second.get('/api/billing')).body)).not.toContain(billingId);
      expect(
        (
          await second.put('/api/default_billing', {
            id: billingId,
            changed: true,
            type: 'creditCard',
          })
        ).status,
      ).toBe(404);
      expect((await second.put(`/api/default-payment-method/${methodId}`)).status).toBe(404);
      expect((await second.delete(`/api/payment-method/${methodId}`)).status).toBe(404);
      expect((await second.delete(`/api/billing/${billingId}`)).status).toBe(404);
      const mine = (await first.get('/api/billing')).body.data;
      expect(mine.billingInfos.map((b: { id: string }) => b.id)).toEqual([billingId]);
      expect(mine.paymentMethods.map((m: { id: string }) => m.id)).toEqual([methodId]);
    });

    it('profile: every profile call acts on the session’s own user only', async () => {
      const before = (await first.session()).body.user;
      await second.put('/api/current_user/name', {
        firstName: 'Khác',
        lastName: 'Người',
        id: before.id,
        userId: before.id,
      });
      expect((await first.session()).body.user).toMatchObject({
        firstName: before.firstName,
        lastName: before.lastName,
      });
    });
  });
});
