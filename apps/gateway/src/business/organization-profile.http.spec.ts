import {
  lastMessageTo,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEFAULT_SALES_INBOX } from '../leads/pallet-quotes';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { DEMO_INVOICE_DETAILS, seedBusinessDemo } from './demo-business';

const OWNER = 'chu.doanh.nghiep@gio.vn';
const ADMIN = 'quan.tri@gio.vn';
const MEMBER = 'nhan.vien@gio.vn';
const CART_EDITOR = 'soan.gio@gio.vn';
const PERSONAL = 'khach.moi@gio.vn';

const details = {
  companyName: 'Công ty TNHH Bếp Nhà Việt',
  taxCode: '0312345673',
  invoiceEmail: 'Ke.Toan@BepNhaViet.vn',
  addressLine1: '12 Nguyễn Thị Minh Khai',
  district: 'Quận 1',
  city: 'Thành phố Hồ Chí Minh',
};

describe('organisation e-invoice details and bulk quote postal code over HTTP', () => {
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

  it('answers 401 to a guest', async () => {
    expect((await server.browser().get('/api/organization/invoice-details')).status).toBe(401);
  });

  it('is not found for a personal account', async () => {
    const res = await (await as(PERSONAL)).get('/api/organization/invoice-details');
    expect(res.status).toBe(404);
  });

  it.each([
    [OWNER, true, true],
    [ADMIN, true, false],
    [MEMBER, false, false],
    [CART_EDITOR, false, false],
  ])('%s reads nothing yet, editable %s, company name editable %s', async (email, editable, companyNameEditable) => {
    const res = await (await as(email)).get('/api/organization/invoice-details');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ invoiceDetails: null, editable, companyNameEditable });
  });

  it('an admin cannot be the first to name the company', async () => {
    const res = await (await as(ADMIN)).put('/api/organization/invoice-details', details);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'PERMISSION_DENIED', field: 'companyName' });
  });

  it('the owner saves them, the e-mail lower-cased, and every level reads them', async () => {
    const res = await (await as(OWNER)).put('/api/organization/invoice-details', details);
    expect(res.status).toBe(200);
    expect(res.body.data.invoiceDetails).toMatchObject({ ...details, invoiceEmail: 'ke.toan@bepnhaviet.vn' });
    const read = await (await as(MEMBER)).get('/api/organization/invoice-details');
    expect(read.body.data.invoiceDetails).toMatchObject({ taxCode: details.taxCode, city: details.city });
  });

  it('an admin changes the mailbox and address but not the company name or tax code', async () => {
    const admin = await as(ADMIN);
    const ok = await admin.put('/api/organization/invoice-details', {
      ...details,
      invoiceEmail: 'hoadon@bepnhaviet.vn',
      addressLine1: '20 Lê Lợi',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.invoiceDetails).toMatchObject({ invoiceEmail: 'hoadon@bepnhaviet.vn', addressLine1: '20 Lê Lợi' });
    const renamed = await admin.put('/api/organization/invoice-details', { ...details, companyName: 'Tên khác' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toMatchObject({ code: 'PERMISSION_DENIED', field: 'companyName' });
    const recoded = await admin.put('/api/organization/invoice-details', { ...details, taxCode: '0300588569' });
    expect(recoded.status).toBe(400);
    const read = await admin.get('/api/organization/invoice-details');
    expect(read.body.data.invoiceDetails).toMatchObject({ companyName: details.companyName, taxCode: details.taxCode });
  });

  it.each([MEMBER, CART_EDITOR])('%s may not change them', async (email) => {
    const res = await (await as(email)).put('/api/organization/invoice-details', details);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PERMISSION_DENIED');
  });

  it('refuses a tax code whose check digit is wrong, and unknown fields', async () => {
    const owner = await as(OWNER);
    const bad = await owner.put('/api/organization/invoice-details', { ...details, taxCode: '0312345670' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toContain('taxCode');
    const extra = await owner.put('/api/organization/invoice-details', { ...details, creditLimit: 1 });
    expect(extra.status).toBe(400);
  });

  it('refuses changes while the shop has switched the account off', async () => {
    await server.db.query('UPDATE organizations SET is_enabled = false WHERE id = $1', [DEMO_ORGANIZATION.id]);
    try {
      const res = await (await as(OWNER)).put('/api/organization/invoice-details', details);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('ORGANIZATION_DISABLED');
    } finally {
      await server.db.query('UPDATE organizations SET is_enabled = true WHERE id = $1', [DEMO_ORGANIZATION.id]);
    }
  });

  it('the demo seed gives the demo organisation its details', async () => {
    await server.db.query('DELETE FROM organization_invoice_details');
    await seedBusinessDemo(server.db, 'https://gio.test');
    const read = await (await as(MEMBER)).get('/api/organization/invoice-details');
    expect(read.body.data.invoiceDetails).toMatchObject(DEMO_INVOICE_DETAILS);
  });

  it('a bulk quote request keeps its delivery postal code and tells the sales desk', async () => {
    const guest = server.browser();
    const res = await guest.post('/api/submit-pallet-quote-request', {
      palletPayload: {
        companyName: 'Bếp Nhà Việt',
        contactName: 'Lê Văn Hùng',
        email: 'mua.hang@bepnhaviet.vn',
        phoneNumber: '0901234567',
        city: 'Thành phố Hồ Chí Minh',
        postalCode: '70000',
        items: [{ description: 'Gạo ST25 bao 25 kg', pallets: 2 }],
      },
    });
    expect(res.status).toBe(200);
    const { rows } = await server.db.query<{ postal_code: string | null }>(
      'SELECT postal_code FROM pallet_quote_requests WHERE id = $1',
      [res.body.data.requestId],
    );
    expect(rows[0]?.postal_code).toBe('70000');
    expect((await lastMessageTo(guest, DEFAULT_SALES_INBOX)).body).toContain('Thành phố Hồ Chí Minh, 70000');
  });

  it('refuses a postal code that is not 5 or 9 digits', async () => {
    const res = await server.browser().post('/api/submit-pallet-quote-request', {
      palletPayload: {
        companyName: 'Bếp Nhà Việt',
        contactName: 'Lê Văn Hùng',
        email: 'mua.hang@bepnhaviet.vn',
        phoneNumber: '0901234567',
        city: 'Hà Nội',
        postalCode: '7000',
        items: [{ description: 'Gạo', pallets: 1 }],
      },
    });
    expect(res.status).toBe(400);
  });
});
