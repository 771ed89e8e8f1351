import type { LeadCapture } from '@gio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { searchAnswer, variantFixture } from '../../testing/catalogue-fixtures';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { organization, sessionAnswer, sessionUser } from '../../testing/fixtures';
import { findAlert } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const businessUser = sessionUser({ firstName: 'Hùng', lastName: 'Lê Văn', email: 'chu.doanh.nghiep@gio.vn', accountLevel: 1, clientViewType: 1, organization });
const personalUser = sessionUser({ firstName: 'Khoa', lastName: 'Trần', email: 'khoa@example.vn', telephoneNumber: null });

const noLead = { body: { data: { leadCapture: null, exited: false } } };
const completedLead: LeadCapture = {
  firstName: 'Khoa',
  lastName: 'Trần',
  phoneNumber: '0912345678',
  companyName: 'Quán Cơm Nhà Khoa',
  size: null,
  occupationType: null,
  occupationRole: null,
  contactReason: null,
  industryType: null,
  postalCode: '70000',
  city: 'Thành phố Hồ Chí Minh',
  district: 'Quận 3',
  ward: null,
  hasCompletedLeadCapture: true,
  companyNameEditable: true,
};

const rice = variantFixture({ id: 'var_0001', gid: 'v-gao', name: 'Gạo ST25', extendedName: 'Gạo ST25 bao 25 kg' });
const TODAY = new Date();

function businessNetwork() {
  return new FakeNetwork({
    'GET /api/session': sessionAnswer(businessUser),
    'GET /api/lead-capture': noLead,
  });
}

async function main() {
  await screen.findByRole('heading', { level: 1, name: 'Báo giá số lượng lớn' });
  return within(screen.getByRole('main'));
}

function laterDate(days: number): string {
  const date = new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() + days);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

// Colour contrast needs layout, which jsdom lacks (the UI kit's token tests check it instead).
const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

describe('/bulk-purchase', () => {
  it('passes axe once loaded, the quote form and the lead form', async () => {
    const quote = renderAccount('/bulk-purchase', { network: businessNetwork() });
    await (await main()).findByRole('button', { name: 'Gửi yêu cầu báo giá' });
    expect(await axe(quote.baseElement)).toHaveNoViolations();
    quote.unmount();

    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer(personalUser), 'GET /api/lead-capture': noLead });
    const lead = renderAccount('/bulk-purchase', { network });
    await (await main()).findByRole('button', { name: 'Gửi thông tin' });
    expect(await axe(lead.baseElement)).toHaveNoViolations();
  });

  it('shows a skeleton while the asker loads, then the quote form with the business filled in', async () => {
    const network = businessNetwork();
    const release = network.hold('GET /api/session', sessionAnswer(businessUser));
    renderAccount('/bulk-purchase', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Báo giá số lượng lớn' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const page = await main();
    expect(await page.findByRole('textbox', { name: /^Tên doanh nghiệp/ })).toHaveValue('Công ty TNHH Bếp Nhà Việt');
    expect(page.getByRole('textbox', { name: /^Người liên hệ/ })).toHaveValue('Lê Văn Hùng');
    expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('chu.doanh.nghiep@gio.vn');
    expect(page.getByText('Chưa có sản phẩm nào.')).toBeInTheDocument();
  });

  it('offers a retry when the page did not load', async () => {
    const network = businessNetwork().on('GET /api/lead-capture', errorAnswer(500, 'INTERNAL_ERROR'));
    const { user } = renderAccount('/bulk-purchase', { network });

    expect(await findAlert('Chưa tải được thông tin của bạn')).toBeInTheDocument();
    network.on('GET /api/lead-capture', noLead);
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));

    expect(await (await main()).findByRole('button', { name: 'Gửi yêu cầu báo giá' })).toBeInTheDocument();
  });

  it('goes to sign in, and back here afterwards, when the session has ended', async () => {
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer(null), 'GET /api/lead-capture': noLead });
    const { fullPageLoads } = renderAccount('/bulk-purchase', { network });

    expect(await screen.findByText(/Đang chuyển bạn đến trang đăng nhập/)).toBeInTheDocument();
    expect(fullPageLoads).toEqual(['/login?redirect=%2Fbulk-purchase']);
  });

  it('asks a user without a business account for the lead first, then for the quote', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(personalUser),
      'GET /api/lead-capture': noLead,
      'POST /api/lead-capture': { body: { data: { leadCapture: completedLead } } },
    });
    const { user } = renderAccount('/bulk-purchase', { network });

    const page = await main();
    expect(await page.findByRole('heading', { name: 'Giới thiệu doanh nghiệp của bạn' })).toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Gửi yêu cầu báo giá' })).not.toBeInTheDocument();
    await user.type(page.getByRole('textbox', { name: /^Họ/ }), 'Trần');
    await user.type(page.getByRole('textbox', { name: /^Tên \(/ }), 'Khoa');
    await user.type(page.getByRole('textbox', { name: /^Số điện thoại/ }), '0912 345 678');
    await user.type(page.getByRole('textbox', { name: /^Tên công ty/ }), 'Quán Cơm Nhà Khoa');
    await user.type(page.getByRole('textbox', { name: /^Mã bưu chính/ }), '70000');
    network.on('GET /api/lead-capture', { body: { data: { leadCapture: completedLead, exited: false } } });
    await user.click(page.getByRole('button', { name: 'Gửi thông tin' }));

    expect(await page.findByRole('button', { name: 'Gửi yêu cầu báo giá' })).toBeInTheDocument();
    expect(network.sent('POST /api/lead-capture')[0].body).toMatchObject({
      firstName: 'Khoa',
      lastName: 'Trần',
      phoneNumber: '0912 345 678',
      companyName: 'Quán Cơm Nhà Khoa',
      postalCode: '70000',
      hasCompletedLeadCapture: true,
    });
    expect(page.getByRole('textbox', { name: /^Tên doanh nghiệp/ })).toHaveValue('Quán Cơm Nhà Khoa');
    expect(page.getByRole('textbox', { name: /^Mã bưu chính nơi giao/ })).toHaveValue('70000');
  });

  it('refuses to send without a product, with focus on the product search', async () => {
    const network = businessNetwork();
    const { user } = renderAccount('/bulk-purchase', { network });

    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Gửi yêu cầu báo giá' }));

    const search = page.getByRole('textbox', { name: 'Tìm sản phẩm' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAccessibleDescription(/Hãy thêm ít nhất một sản phẩm/);
    expect(network.sent('POST /api/submit-pallet-quote-request')).toHaveLength(0);
  });

  it('shows each bad pasted line with its reason and keeps only those in the box', async () => {
    const { user } = renderAccount('/bulk-purchase', { network: businessNetwork() });

    const page = await main();
    const box = await page.findByRole('textbox', { name: /^Dán danh sách/ });
    await user.type(box, 'var_0002 4{Enter}gạo 3{Enter}var_0003 0{Enter}var_0002 1');
    await user.click(page.getByRole('button', { name: 'Thêm các dòng' }));

    const rejected = await findAlert('Các dòng chưa thêm được');
    expect(rejected).toHaveTextContent('Dòng 2: gạo 3 Cần đúng dạng "mã sản phẩm số lượng".');
    expect(rejected).toHaveTextContent('Dòng 3: var_0003 0 Số lượng phải là số nguyên từ 1 đến 1000.');
    expect(rejected).toHaveTextContent('Dòng 4: var_0002 1 Sản phẩm này đã có trong danh sách.');
    expect(box).toHaveValue('gạo 3\nvar_0003 0\nvar_0002 1');
    expect(page.getByRole('spinbutton', { name: 'Số pallet của var_0002' })).toHaveValue(4);
  });

  it('sends picked and pasted products with delivery and contact, then says what happens next', async () => {
    const network = businessNetwork()
      .on('GET /api/search/gao', searchAnswer('gao', [rice]))
      .on('POST /api/submit-pallet-quote-request', { body: { data: { success: true, requestId: 'pqr_123' } } });
    const { user } = renderAccount('/bulk-purchase', { network });

    const page = await main();
    await user.type(await page.findByRole('textbox', { name: 'Tìm sản phẩm' }), 'gao');
    await user.click(page.getByRole('button', { name: 'Tìm' }));
    await user.click(await page.findByRole('button', { name: 'Thêm Gạo ST25 bao 25 kg' }));
    const quantity = page.getByRole('spinbutton', { name: 'Số pallet của Gạo ST25 bao 25 kg' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(page.getByRole('textbox', { name: /^Dán danh sách/ }), 'var_0009 2');
    await user.click(page.getByRole('button', { name: 'Thêm các dòng' }));
    await user.type(page.getByRole('textbox', { name: /^Mã bưu chính nơi giao/ }), '70000');
    await user.type(page.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }), 'Thành phố Hồ Chí Minh');
    await user.type(page.getByRole('textbox', { name: /^Ngày giao mong muốn/ }), laterDate(7));
    expect(page.getByRole('textbox', { name: /^Số điện thoại/ })).toHaveValue('0901234567');
    await user.click(page.getByRole('button', { name: 'Gửi yêu cầu báo giá' }));

    const done = await page.findByRole('heading', { name: 'Đã gửi yêu cầu báo giá' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(page.getByText('Mã yêu cầu của bạn là pqr_123 (2 sản phẩm, 5 pallet).')).toBeInTheDocument();
    expect(page.getByText(/sẽ gọi hoặc gửi e-mail báo giá sỉ và lịch giao trong 1 ngày làm việc/)).toBeInTheDocument();
    const [sent] = network.sent('POST /api/submit-pallet-quote-request');
    const [day, month, year] = laterDate(7).split('/');
    expect(sent.body).toEqual({
      palletPayload: {
        companyName: 'Công ty TNHH Bếp Nhà Việt',
        contactName: 'Lê Văn Hùng',
        email: 'chu.doanh.nghiep@gio.vn',
        phoneNumber: '0901234567',
        postalCode: '70000',
        city: 'Thành phố Hồ Chí Minh',
        deliveryDate: `${year}-${month}-${day}`,
        items: [
          { variantId: 'var_0001', description: 'Gạo ST25 bao 25 kg', pallets: 3 },
          { variantId: 'var_0009', description: 'var_0009', pallets: 2 },
        ],
      },
    });
  });

  it('shows a product the server does not know on its line, with the focus there', async () => {
    const network = businessNetwork().on(
      'POST /api/submit-pallet-quote-request',
      errorAnswer(400, 'VALIDATION_ERROR', 'Sản phẩm không tồn tại.', 'palletPayload.items.1.variantId'),
    );
    const { user } = renderAccount('/bulk-purchase', { network });

    const page = await main();
    await user.type(await page.findByRole('textbox', { name: /^Dán danh sách/ }), 'var_0001 1{Enter}khong_co 2');
    await user.click(page.getByRole('button', { name: 'Thêm các dòng' }));
    await user.type(page.getByRole('textbox', { name: /^Mã bưu chính nơi giao/ }), '70000');
    await user.type(page.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }), 'Hà Nội');
    await user.click(page.getByRole('button', { name: 'Gửi yêu cầu báo giá' }));

    const bad = page.getByRole('spinbutton', { name: 'Số pallet của khong_co' });
    await waitFor(() => expect(bad).toHaveFocus());
    expect(bad).toHaveAccessibleDescription(/Không có sản phẩm với mã này./);
    expect(page.getByRole('spinbutton', { name: 'Số pallet của var_0001' })).not.toHaveAccessibleDescription(/Không có sản phẩm/);
  });

  it('refuses a delivery date that is not after today', async () => {
    const network = businessNetwork();
    const { user } = renderAccount('/bulk-purchase', { network });

    const page = await main();
    await user.type(await page.findByRole('textbox', { name: /^Dán danh sách/ }), 'var_0001 1');
    await user.click(page.getByRole('button', { name: 'Thêm các dòng' }));
    await user.type(page.getByRole('textbox', { name: /^Mã bưu chính nơi giao/ }), '70000');
    await user.type(page.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }), 'Hà Nội');
    const date = page.getByRole('textbox', { name: /^Ngày giao mong muốn/ });
    await user.type(date, laterDate(0));
    await user.click(page.getByRole('button', { name: 'Gửi yêu cầu báo giá' }));

    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAccessibleDescription(/Ngày giao phải từ ngày mai trở đi./);
    expect(network.sent('POST /api/submit-pallet-quote-request')).toHaveLength(0);
  });

  it('says so when the request was not accepted', async () => {
    const network = businessNetwork().on('POST /api/submit-pallet-quote-request', { body: { data: { success: false, requestId: '' } } });
    const { user } = renderAccount('/bulk-purchase', { network });

    const page = await main();
    await user.type(await page.findByRole('textbox', { name: /^Dán danh sách/ }), 'var_0001 1');
    await user.click(page.getByRole('button', { name: 'Thêm các dòng' }));
    await user.type(page.getByRole('textbox', { name: /^Mã bưu chính nơi giao/ }), '70000');
    await user.type(page.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }), 'Hà Nội');
    await user.click(page.getByRole('button', { name: 'Gửi yêu cầu báo giá' }));

    expect(await findAlert('Yêu cầu chưa được nhận. Vui lòng thử lại.')).toBeInTheDocument();
  });
});
