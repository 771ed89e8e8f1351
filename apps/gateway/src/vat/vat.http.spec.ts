import { isValidVatTaxCode } from '@gio/domain-validation';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { vatInformationFor } from './vat-information';

const vat = {
  addressLine1: '86 Lê Thánh Tôn, Phường Bến Nghé',
  city: 'Thành phố Hồ Chí Minh',
  companyName: 'Công ty TNHH Bếp Nhà Việt',
  district: 'Quận 1',
  email: 'Ke.Toan@BepNhaViet.vn',
  firstName: 'Hùng',
  lastName: 'Lê Văn',
  taxCode: ' 0312345673 ',
};

describe('VAT information and tax codes over HTTP', () => {
  let server: AccountsTestServer;
  let owner: TestBrowser;
  let shopper: TestBrowser;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
    owner = server.browser();
    await owner.login('chu.doanh.nghiep@gio.vn', DEMO_PASSWORD);
    shopper = server.browser();
    await shopper.login('khach.quen@gio.vn', DEMO_PASSWORD);
  });

  afterAll(async () => {
    await server.close();
  });

  describe('GET /api/vat-tax-code/{code}', () => {
    it('every seeded company has a tax code with a valid check digit', async () => {
      const { rows } = await server.db.query<{ tax_code: string }>(
        'SELECT tax_code FROM vat_tax_registry',
      );
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows) expect(isValidVatTaxCode(row.tax_code)).toBe(true);
    });

    it('answers the registered company, to guests too', async () => {
      const res = await server.browser().get('/api/vat-tax-code/0300588569');
      expect(res.status).toBe(200);
      expect(res.body.data.company).toEqual({
        taxCode: '0300588569',
        companyName: 'Công ty Cổ phần Sữa Việt Nam',
        addressLine1: '10 Tân Trào, Phường Tân Phú',
        district: 'Quận 7',
        city: 'Thành phố Hồ Chí Minh',
      });
    });

    it('answers a branch code with its enterprise', async () => {
      const res = await server.browser().get('/api/vat-tax-code/0100109106-001');
      expect(res.body.data.company).toMatchObject({
        taxCode: '0100109106-001',
        companyName: 'Tập đoàn Công nghiệp - Viễn thông Quân đội',
      });
    });

    it('is 400 for a malformed code or a wrong check digit, 404 for a valid code nobody registered', async () => {
      for (const code of ['0300588568', '12345', '0300588569-000', 'abcdefghij']) {
        const res = await server.browser().get(`/api/vat-tax-code/${code}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'params.code' });
      }
      const unknown = await server.browser().get('/api/vat-tax-code/0000000017');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('NOT_FOUND');
    });
  });

  describe('POST /api/vat-information', () => {
    it('needs a signed-in user', async () => {
      const guest = server.browser();
      expect((await guest.post('/api/vat-information', vat)).status).toBe(401);
      expect((await guest.get('/api/vat-information')).status).toBe(401);
    });

    it('refuses a tax code that fails the check digit and stores nothing', async () => {
      const res = await owner.post('/api/vat-information', { ...vat, taxCode: '0312345670' });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('body.taxCode');
      expect(res.body.error.message).toContain('form.validation_tax_code');
      const missing = await owner.post('/api/vat-information', { ...vat, district: '' });
      expect(missing.body.error.field).toBe('body.district');
      expect((await owner.get('/api/vat-information')).body.data.vatInformation).toBeNull();
    });

    it('stores it for the user; a second save replaces it; checkout reads it with vatInformationFor', async () => {
      const res = await owner.post('/api/vat-information', vat);
      expect(res.status).toBe(200);
      expect(res.body.data.vatInformation).toMatchObject({
        ...vat,
        email: 'ke.toan@bepnhaviet.vn',
        taxCode: '0312345673',
      });
      const replaced = await owner.post('/api/vat-information', {
        ...vat,
        taxCode: '0312345673-002',
        district: 'Quận 3',
      });
      expect(replaced.body.data.vatInformation).toMatchObject({
        taxCode: '0312345673-002',
        district: 'Quận 3',
      });
      expect((await owner.get('/api/vat-information')).body.data.vatInformation.district).toBe(
        'Quận 3',
      );
      const ownerId = (await owner.get('/api/session')).body.user.id as string;
      expect(await vatInformationFor(server.db, ownerId)).toMatchObject({
        companyName: vat.companyName,
        taxCode: '0312345673-002',
      });
      // Another user's is their own.
      expect((await shopper.get('/api/vat-information')).body.data.vatInformation).toBeNull();
      const shopperId = (await shopper.get('/api/session')).body.user.id as string;
      expect(await vatInformationFor(server.db, shopperId)).toBeNull();
    });
  });
});
