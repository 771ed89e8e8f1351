import { ServerErrorCode } from '@gio/domain-enums';
import {
  lastMessageTo,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { DEFAULT_SALES_INBOX } from './pallet-quotes';

const lead = {
  firstName: 'Khoa',
  lastName: 'Trần Minh',
  phoneNumber: '0912 345 678',
  companyName: 'Quán Cơm Nhà Khoa',
  size: '10-49',
  occupationType: 'restaurant',
  occupationRole: 'owner',
  contactReason: 'Mua nguyên liệu số lượng lớn hằng tuần',
  industryType: 'food-service',
  postalCode: '70000',
  city: 'Thành phố Hồ Chí Minh',
  district: 'Quận 3',
  ward: 'Phường Võ Thị Sáu',
};

/** The lead without a company name: a business user's lead takes the organisation's. */
const withoutCompany = Object.fromEntries(
  Object.entries(lead).filter(([field]) => field !== 'companyName'),
);

const pallet = {
  companyName: 'Công ty TNHH Suất ăn Công nghiệp Bình Dương',
  contactName: 'Nguyễn Văn Phúc',
  email: 'mua.hang@suatan-bd.vn',
  phoneNumber: '0274 381 234',
  city: 'Bình Dương',
  district: 'Thành phố Thủ Dầu Một',
  deliveryDate: '2026-12-15',
  items: [{ description: 'Gạo ST25 bao 25 kg', pallets: 4 }],
  notes: 'Giao buổi sáng trước 9 giờ.',
};

describe('lead capture and pallet quotes over HTTP', () => {
  let server: AccountsTestServer;
  const browsers = new Map<string, TestBrowser>();

  async function as(email: string): Promise<TestBrowser> {
    const known = browsers.get(email);
    if (known) return known;
    const browser = server.browser();
    expect((await browser.login(email, DEMO_PASSWORD)).status).toBe(200);
    browsers.set(email, browser);
    return browser;
  }

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
  });

  afterAll(async () => {
    await server.close();
  });

  describe('lead capture', () => {
    it('needs a signed-in user', async () => {
      const guest = server.browser();
      expect((await guest.get('/api/lead-capture')).status).toBe(401);
      expect((await guest.post('/api/lead-capture', lead)).status).toBe(401);
      expect((await guest.put('/api/lead-capture', { size: '1-9' })).status).toBe(401);
      expect((await guest.post('/api/exit-lead-capture')).status).toBe(401);
    });

    it('POST stores every lead field; a second POST is 578 (entry already used)', async () => {
      const user = await as('khach.moi@gio.vn');
      const res = await user.post('/api/lead-capture', lead);
      expect(res.status).toBe(200);
      expect(res.body.data.leadCapture).toEqual({
        ...lead,
        phoneNumber: '0912345678',
        hasCompletedLeadCapture: false,
        companyNameEditable: true,
      });
      const again = await user.post('/api/lead-capture', { ...lead, phoneNumber: '0987654321' });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe(ServerErrorCode.ENTRY_ALREADY_USED);
      expect((await user.get('/api/lead-capture')).body.data.leadCapture.phoneNumber).toBe(
        '0912345678',
      );
    });

    it('a phone number another lead holds is 578 on POST and PUT', async () => {
      const other = await as('khach.quen@gio.vn');
      const taken = await other.post('/api/lead-capture', {
        ...lead,
        companyName: 'Tiệm Bánh Lan',
      });
      expect(taken.body.error).toMatchObject({
        code: ServerErrorCode.ENTRY_ALREADY_USED,
        field: 'phoneNumber',
      });
      expect((await other.get('/api/lead-capture')).body.data.leadCapture).toBeNull();
      expect(
        (
          await other.post('/api/lead-capture', {
            ...lead,
            phoneNumber: '0933111222',
            companyName: 'Tiệm Bánh Lan',
          })
        ).status,
      ).toBe(200);
      const update = await other.put('/api/lead-capture', { phoneNumber: '0912345678' });
      expect(update.body.error.code).toBe(ServerErrorCode.ENTRY_ALREADY_USED);
      expect((await other.get('/api/lead-capture')).body.data.leadCapture.phoneNumber).toBe(
        '0933111222',
      );
    });

    it('PUT changes the fields given and completes the lead; completion stays', async () => {
      const user = await as('khach.moi@gio.vn');
      const res = await user.put('/api/lead-capture', {
        size: '50-199',
        industryType: 'catering',
        hasCompletedLeadCapture: true,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.leadCapture).toMatchObject({
        size: '50-199',
        industryType: 'catering',
        city: lead.city,
        hasCompletedLeadCapture: true,
      });
      const later = await user.put('/api/lead-capture', {
        contactReason: '',
        hasCompletedLeadCapture: false,
      });
      expect(later.body.data.leadCapture).toMatchObject({
        contactReason: null,
        hasCompletedLeadCapture: true,
      });
      const bad = await user.put('/api/lead-capture', { postalCode: '123' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('body.postalCode');
    });

    it('PUT before any POST is 404; POST needs a company name from a personal user', async () => {
      const user = await as('thanh.vien@gio.vn');
      expect((await user.put('/api/lead-capture', { size: '1-9' })).status).toBe(404);
      const res = await user.post('/api/lead-capture', {
        ...withoutCompany,
        phoneNumber: '0944000111',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('companyName');
    });

    it('a business admin or member cannot change the company name; the owner can (accounts.md §5)', async () => {
      const admin = await as('quan.tri@gio.vn');
      const changed = await admin.post('/api/lead-capture', { ...lead, phoneNumber: '0955000111' });
      expect(changed.status).toBe(400);
      expect(changed.body.error).toMatchObject({
        field: 'companyName',
        message: 'lead_capture.company_name_not_editable',
      });
      const created = await admin.post('/api/lead-capture', {
        ...withoutCompany,
        phoneNumber: '0955000111',
      });
      expect(created.body.data.leadCapture).toMatchObject({
        companyName: DEMO_ORGANIZATION.name,
        companyNameEditable: false,
      });
      const renamed = await admin.put('/api/lead-capture', { companyName: 'Tên khác' });
      expect(renamed.status).toBe(400);
      const same = await admin.put('/api/lead-capture', {
        companyName: DEMO_ORGANIZATION.name,
        size: '10-49',
      });
      expect(same.status).toBe(200);

      const member = await as('nhan.vien@gio.vn');
      expect(
        (await member.post('/api/lead-capture', { ...lead, phoneNumber: '0955000222' })).body.error
          .field,
      ).toBe('companyName');

      const owner = await as('chu.doanh.nghiep@gio.vn');
      const ownerLead = await owner.post('/api/lead-capture', {
        ...withoutCompany,
        phoneNumber: '0955000333',
      });
      expect(ownerLead.body.data.leadCapture).toMatchObject({
        companyName: DEMO_ORGANIZATION.name,
        companyNameEditable: true,
      });
      const ownerRename = await owner.put('/api/lead-capture', {
        companyName: 'Bếp Nhà Việt - Chi nhánh Thủ Đức',
      });
      expect(ownerRename.body.data.leadCapture.companyName).toBe(
        'Bếp Nhà Việt - Chi nhánh Thủ Đức',
      );
    });

    it('exit-lead-capture records that the form was closed', async () => {
      const user = await as('soan.gio@gio.vn');
      expect((await user.get('/api/lead-capture')).body.data).toEqual({
        leadCapture: null,
        exited: false,
      });
      const res = await user.post('/api/exit-lead-capture');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ exited: true });
      expect((await user.post('/api/exit-lead-capture')).status).toBe(200);
      expect((await user.get('/api/lead-capture')).body.data.exited).toBe(true);
    });
  });

  describe('pallet quote requests', () => {
    it('a guest request is stored and the sales desk gets a notice', async () => {
      const guest = server.browser();
      const res = await guest.post('/api/submit-pallet-quote-request', { palletPayload: pallet });
      expect(res.status).toBe(200);
      expect(res.body.data.success).toBe(true);
      const { rows } = await server.db.query<{
        company_name: string;
        total_pallets: number;
        user_id: string | null;
        phone_number: string;
        delivery_date: unknown;
      }>(
        'SELECT company_name, total_pallets, user_id, phone_number, delivery_date FROM pallet_quote_requests WHERE id = $1',
        [res.body.data.requestId],
      );
      expect(rows[0]).toMatchObject({
        company_name: pallet.companyName,
        total_pallets: 4,
        user_id: null,
        phone_number: '0274381234',
      });
      const notice = await lastMessageTo(guest, DEFAULT_SALES_INBOX);
      expect(notice.kind).toBe('pallet-quote-request');
      expect(notice.subject).toContain(res.body.data.requestId);
      expect(notice.body).toContain('Gạo ST25 bao 25 kg: 4 pallet');
      expect(notice.body).toContain('2026-12-15');
    });

    it('names the product of a variant reference and records the signed-in user', async () => {
      const { rows } = await server.db.query<{ id: string; name: string }>(
        'SELECT id, name FROM variants ORDER BY id LIMIT 1',
      );
      const variant = rows[0];
      if (!variant) throw new Error('the test shop has no variant');
      const user = await as('chu.doanh.nghiep@gio.vn');
      const res = await user.post('/api/submit-pallet-quote-request', {
        palletPayload: {
          ...pallet,
          items: [
            ...pallet.items,
            { variantId: variant.id, description: 'Theo mã sản phẩm', pallets: 2 },
          ],
        },
      });
      expect(res.status).toBe(200);
      const stored = await server.db.query<{ user_id: string; total_pallets: number }>(
        'SELECT user_id, total_pallets FROM pallet_quote_requests WHERE id = $1',
        [res.body.data.requestId],
      );
      expect(stored.rows[0]?.total_pallets).toBe(6);
      expect(stored.rows[0]?.user_id).toMatch(/^usr_/);
      expect((await lastMessageTo(user, DEFAULT_SALES_INBOX)).body).toContain(`[${variant.name}]`);
    });

    it('refuses an unknown variant, no items or a bad phone, and stores nothing', async () => {
      const before = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pallet_quote_requests',
      );
      const guest = server.browser();
      const unknown = await guest.post('/api/submit-pallet-quote-request', {
        palletPayload: {
          ...pallet,
          items: [{ variantId: 'khong_co', description: 'x', pallets: 1 }],
        },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.field).toBe('palletPayload.items.0.variantId');
      const empty = await guest.post('/api/submit-pallet-quote-request', {
        palletPayload: { ...pallet, items: [] },
      });
      expect(empty.status).toBe(400);
      const phone = await guest.post('/api/submit-pallet-quote-request', {
        palletPayload: { ...pallet, phoneNumber: '123' },
      });
      expect(phone.body.error.field).toBe('body.palletPayload.phoneNumber');
      const zero = await guest.post('/api/submit-pallet-quote-request', {
        palletPayload: { ...pallet, items: [{ description: 'x', pallets: 0 }] },
      });
      expect(zero.status).toBe(400);
      const after = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pallet_quote_requests',
      );
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    });
  });
});
