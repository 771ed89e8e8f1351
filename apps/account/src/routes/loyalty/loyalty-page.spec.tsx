import type { MemberInfo, MembershipInfo, RedeemableVoucher, RedeemedVoucher } from '@gio/contracts';
import { ClientMessage } from '@gio/domain-enums';
import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork, type FakeAnswer } from '../../testing/fake-network';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount, TEST_CSRF_TOKEN } from '../../testing/render-account';

const PATH = '/waon-member-vouchers';

function membership(overrides: Partial<MembershipInfo> = {}): MembershipInfo {
  return {
    memberId: '6900000000000018',
    permission: 'ALL_PERMISSIONS',
    points: 12_345,
    registeredAt: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

function memberAnswer(overrides: Partial<MemberInfo> = {}): FakeAnswer {
  const info: MemberInfo = {
    membershipInfo: membership(),
    memberState: 'member',
    status: 'active',
    rewardAmount: 0,
    showExpiredBanner: false,
    ...overrides,
  };
  return { body: { data: info } };
}

function offer(overrides: Partial<RedeemableVoucher> = {}): RedeemableVoucher {
  return {
    id: 'wvo_50k',
    title: 'Phiếu giảm 50.000 ₫',
    description: 'Dùng cho mọi đơn hàng tại Giỏ.',
    pointsCost: 5_000,
    discountAmount: 50_000,
    minimumPurchase: 300_000,
    validDays: 30,
    endDate: '2027-06-30T00:00:00.000Z',
    canRedeem: true,
    ...overrides,
  };
}

function redeemed(overrides: Partial<RedeemedVoucher> = {}): RedeemedVoucher {
  return {
    id: 'wrv_1',
    offerId: 'wvo_20k',
    code: 'WAON-AB12CD',
    title: 'Phiếu giảm 20.000 ₫',
    discountAmount: 20_000,
    minimumPurchase: 100_000,
    pointsSpent: 2_000,
    redeemedAt: '2026-10-01T00:00:00.000Z',
    expiresAt: '2026-12-31T00:00:00.000Z',
    status: 'usable',
    ...overrides,
  };
}

function pageAnswer<V>(vouchers: V[], page = 1, hasMore = false): FakeAnswer {
  return { body: { data: { vouchers, page, hasMore } } };
}

function loyaltyNetwork(answers: Record<string, FakeAnswer> = {}) {
  return new FakeNetwork({
    'GET /api/waon/member-info': memberAnswer(),
    'GET /api/waon/redeemable-vouchers/page/1': pageAnswer([offer()]),
    'GET /api/waon/redeemed-vouchers/page/1': pageAnswer([redeemed()]),
    ...answers,
  });
}

/** The page's main landmark once the page (not the app's loading screen) is there. */
async function findMain(name = 'Thẻ WAON và phiếu mua hàng') {
  await screen.findByRole('heading', { level: 1, name });
  return within(screen.getByRole('main'));
}

const fact = (main: ReturnType<typeof within>, term: string) => main.getByText(term, { selector: 'dt' }).nextSibling;

describe('/waon-member-vouchers', () => {
  it('shows skeletons, then an active membership with its points, the offers and the redeemed vouchers', async () => {
    const network = loyaltyNetwork();
    const release = network.hold('GET /api/waon/member-info', memberAnswer());
    renderAccount(PATH, { network });
    const main = await findMain();

    expect(main.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    expect(await main.findByText('Đang hoạt động')).toBeInTheDocument();
    expect(fact(main, 'Điểm hiện có')).toHaveTextContent('12.345 điểm');
    expect(fact(main, 'Số thẻ')).toHaveTextContent('6900000000000018');
    expect(main.queryByRole('form', { name: /WAON/ })).not.toBeInTheDocument();
    const offers = main.getByRole('region', { name: 'Đổi điểm lấy phiếu mua hàng' });
    const card = within(offers).getByRole('article', { name: 'Phiếu giảm 50.000 ₫' });
    expect(card).toHaveTextContent('5.000 điểm');
    expect(card).toHaveTextContent(/Giảm 50\.000\s₫ cho đơn từ 300\.000\s₫/);
    expect(within(card).getByRole('button', { name: 'Đổi phiếu' })).toBeEnabled();
    const mine = main.getByRole('region', { name: 'Phiếu mua hàng của bạn' });
    const voucher = within(mine).getByRole('article', { name: 'Phiếu giảm 20.000 ₫' });
    expect(voucher).toHaveTextContent('WAON-AB12CD');
    expect(voucher).toHaveTextContent('Dùng được');
    // The account navigation lists the page and marks it.
    const nav = screen.getByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Thẻ WAON và phiếu mua hàng' })).toHaveAttribute('aria-current', 'page');
    expect(network.sent('GET /api/waon/member-info')).toHaveLength(1);
  });

  it.each([
    ['processing', 'ALL_PERMISSIONS_EXCEPT_REDEEM', 'Đang xử lý', /chỉ đổi được phiếu khi thẻ đã hoạt động/, null],
    ['expired', 'NO_PERMISSIONS', 'Đã hết hạn', /Thẻ của bạn đã hết hạn/, 'Gia hạn thẻ WAON'],
  ] as const)('shows a %s membership with what it allows', async (status, permission, label, notice, form) => {
    const network = loyaltyNetwork({
      'GET /api/waon/member-info': memberAnswer({ status, membershipInfo: membership({ permission }) }),
      'GET /api/waon/redeemable-vouchers/page/1': pageAnswer([offer({ canRedeem: false })]),
    });
    renderAccount(PATH, { network });
    const main = await findMain();

    expect(await main.findByText(label)).toBeInTheDocument();
    expect(main.getByText(notice)).toBeInTheDocument();
    expect(fact(main, 'Điểm hiện có')).toHaveTextContent('12.345 điểm');
    if (form) expect(main.getByRole('form', { name: form })).toBeInTheDocument();
    else expect(main.queryByRole('form')).not.toBeInTheDocument();
    const card = await main.findByRole('article', { name: 'Phiếu giảm 50.000 ₫' });
    expect(within(card).queryByRole('button', { name: 'Đổi phiếu' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Cần thẻ đang hoạt động và đủ điểm để đổi.');
  });

  it('offers to link a card when none is connected, and says both lists are empty', async () => {
    const network = loyaltyNetwork({
      'GET /api/waon/member-info': memberAnswer({
        status: 'not-connected',
        memberState: 'non-member',
        membershipInfo: null,
      }),
      'GET /api/waon/redeemable-vouchers/page/1': pageAnswer([]),
      'GET /api/waon/redeemed-vouchers/page/1': pageAnswer([]),
    });
    renderAccount(PATH, { network });
    const main = await findMain();

    expect(await main.findByText('Chưa liên kết')).toBeInTheDocument();
    expect(main.queryByText('Điểm hiện có')).not.toBeInTheDocument();
    expect(main.getByRole('form', { name: 'Liên kết thẻ WAON' })).toBeInTheDocument();
    expect(await main.findByRole('heading', { name: 'Chưa có phiếu nào để đổi' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Bạn chưa đổi phiếu nào' })).toBeInTheDocument();
  });

  it('offers a retry when the membership did not load, and shows it once it does', async () => {
    const network = loyaltyNetwork({ 'GET /api/waon/member-info': errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();

    expect(await findAlert('Chưa tải được thông tin thẻ thành viên')).toHaveTextContent('Máy chủ chưa trả lời được lúc này.');
    network.on('GET /api/waon/member-info', memberAnswer());
    await user.click(main.getByRole('button', { name: 'Thử lại' }));

    expect(await main.findByText('Đang hoạt động')).toBeInTheDocument();
    expect(network.sent('GET /api/waon/member-info')).toHaveLength(2);
  });

  it('goes to sign in, and back here afterwards, when the session has ended', async () => {
    const network = loyaltyNetwork({ 'GET /api/waon/member-info': errorAnswer(401, 'UNAUTHORIZED') });
    const { fullPageLoads } = renderAccount(PATH, { network });

    expect(await screen.findByText(/Đang chuyển bạn đến trang đăng nhập/)).toBeInTheDocument();
    expect(fullPageLoads[0]).toBe('/login?redirect=%2Fwaon-member-vouchers');
  });

  it('loads more offers page by page and moves focus to the first new one', async () => {
    const network = loyaltyNetwork({
      'GET /api/waon/redeemable-vouchers/page/1': pageAnswer([offer()], 1, true),
      'GET /api/waon/redeemable-vouchers/page/2': pageAnswer([offer({ id: 'wvo_100k', title: 'Phiếu giảm 100.000 ₫' })], 2, false),
    });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();
    const offers = await main.findByRole('region', { name: 'Đổi điểm lấy phiếu mua hàng' });

    await user.click(within(offers).getByRole('button', { name: 'Xem thêm' }));

    const added = await within(offers).findByRole('article', { name: 'Phiếu giảm 100.000 ₫' });
    await waitFor(() => expect(added.closest('li')).toHaveFocus());
    expect(within(offers).getAllByRole('article')).toHaveLength(2);
    expect(within(offers).queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
  });

  it('says a page of offers failed to load, keeps the shown ones and tries again', async () => {
    const network = loyaltyNetwork({
      'GET /api/waon/redeemable-vouchers/page/1': pageAnswer([offer()], 1, true),
      'GET /api/waon/redeemable-vouchers/page/2': errorAnswer(500, 'INTERNAL_ERROR'),
    });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();
    const offers = await main.findByRole('region', { name: 'Đổi điểm lấy phiếu mua hàng' });

    await user.click(within(offers).getByRole('button', { name: 'Xem thêm' }));

    expect(await within(offers).findByRole('alert')).toHaveTextContent('Không tải thêm được phiếu đổi điểm');
    expect(within(offers).getByRole('article', { name: 'Phiếu giảm 50.000 ₫' })).toBeInTheDocument();
    network.on('GET /api/waon/redeemable-vouchers/page/2', pageAnswer([offer({ id: 'wvo_100k', title: 'Phiếu giảm 100.000 ₫' })], 2));
    await user.click(within(offers).getByRole('button', { name: 'Xem thêm' }));
    expect(await within(offers).findByRole('article', { name: 'Phiếu giảm 100.000 ₫' })).toBeInTheDocument();
    expect(within(offers).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the spec's message when a page of redeemed vouchers fails (English)", async () => {
    const network = loyaltyNetwork({
      'GET /api/waon/redeemed-vouchers/page/1': pageAnswer([redeemed()], 1, true),
      'GET /api/waon/redeemed-vouchers/page/2': errorAnswer(503, 'UNAVAILABLE'),
    });
    const { user } = renderAccount(PATH, { network, lng: 'en' });
    const main = await findMain('WAON card and vouchers');
    const mine = await main.findByRole('region', { name: 'Your vouchers' });

    await user.click(within(mine).getByRole('button', { name: 'Show more' }));

    expect(await within(mine).findByRole('alert')).toHaveTextContent(ClientMessage.FAILED_MORE_REDEEMED);
    expect(network.sent('GET /api/waon/redeemed-vouchers/page/2')).toHaveLength(1);
  });

  it('redeems a voucher after confirming: the points drop and the voucher joins the redeemed list', async () => {
    const bought = redeemed({ id: 'wrv_2', offerId: 'wvo_50k', code: 'WAON-NEW50K', title: 'Phiếu giảm 50.000 ₫', discountAmount: 50_000, pointsSpent: 5_000 });
    const network = loyaltyNetwork({
      'POST /api/waon/redeem-voucher': {
        body: { data: { voucher: bought, membershipInfo: membership({ points: 7_345 }) } },
      },
    });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();

    const card = await main.findByRole('article', { name: 'Phiếu giảm 50.000 ₫' });
    await user.click(within(card).getByRole('button', { name: 'Đổi phiếu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi điểm lấy phiếu này?' });
    expect(dialog).toHaveTextContent('Bạn sẽ dùng 5.000 điểm để đổi phiếu «Phiếu giảm 50.000 ₫»');
    expect(network.sent('POST /api/waon/redeem-voucher')).toHaveLength(0);

    network.on('GET /api/waon/member-info', memberAnswer({ membershipInfo: membership({ points: 7_345 }) }));
    network.on('GET /api/waon/redeemed-vouchers/page/1', pageAnswer([bought, redeemed()]));
    await user.click(within(dialog).getByRole('button', { name: 'Đổi điểm' }));

    expect(await findStatus('Đã đổi phiếu «Phiếu giảm 50.000 ₫». Mã WAON-NEW50K dùng được khi thanh toán.')).toBeInTheDocument();
    const [call] = network.sent('POST /api/waon/redeem-voucher');
    expect(call?.body).toEqual({ voucherId: 'wvo_50k' });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(fact(main, 'Điểm hiện có')).toHaveTextContent('7.345 điểm'));
    const mine = main.getByRole('region', { name: 'Phiếu mua hàng của bạn' });
    await waitFor(() => expect(within(mine).getByRole('article', { name: 'Phiếu giảm 50.000 ₫' })).toHaveTextContent('WAON-NEW50K'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the points when the redemption is cancelled, and says why one was refused', async () => {
    const network = loyaltyNetwork({
      'POST /api/waon/redeem-voucher': errorAnswer(400, 'NOT_ENOUGH_POINTS', 'Không đủ điểm.'),
    });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();

    await user.click(await main.findByRole('button', { name: 'Đổi phiếu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Huỷ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent('POST /api/waon/redeem-voucher')).toHaveLength(0);

    await user.click(main.getByRole('button', { name: 'Đổi phiếu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đổi điểm' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Bạn chưa đủ điểm để đổi phiếu này.');
  });

  it('checks the registration before sending: the card number and the terms, errors next to each field', async () => {
    const network = loyaltyNetwork({
      'GET /api/waon/member-info': memberAnswer({ status: 'not-connected', memberState: 'non-member', membershipInfo: null }),
    });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();
    const form = await main.findByRole('form', { name: 'Liên kết thẻ WAON' });

    await user.click(within(form).getByRole('button', { name: 'Liên kết thẻ' }));
    const card = within(form).getByRole('textbox', { name: /Số thẻ WAON/ });
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-invalid', 'true');

    await user.type(card, '6900 0000 0000 001');
    await user.click(within(form).getByRole('button', { name: 'Liên kết thẻ' }));
    expect(card).toHaveAccessibleDescription(expect.stringContaining('Số thẻ WAON gồm đúng 16 chữ số.'));
    const terms = within(form).getByRole('checkbox', { name: /Tôi đồng ý với điều khoản/ });
    expect(terms).toHaveAccessibleDescription('Bạn cần đồng ý với điều khoản để liên kết thẻ.');
    expect(network.sent('POST /api/waon/register-member')).toHaveLength(0);
  });

  it('shows a refused card under the card number', async () => {
    const network = loyaltyNetwork({
      'GET /api/waon/member-info': memberAnswer({ status: 'not-connected', memberState: 'non-member', membershipInfo: null }),
      'POST /api/waon/register-member': errorAnswer(400, 'WAON_CARD_REJECTED', 'Thẻ WAON không được chấp nhận.', 'memberId'),
    });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();
    const form = await main.findByRole('form', { name: 'Liên kết thẻ WAON' });

    const card = within(form).getByRole('textbox', { name: /Số thẻ WAON/ });
    await user.type(card, '6900000000000034');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Liên kết thẻ' }));

    await waitFor(() =>
      expect(card).toHaveAccessibleDescription(expect.stringContaining('Chương trình WAON không chấp nhận thẻ này.')),
    );
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('renews an expired membership with a card and shows it active', async () => {
    const network = loyaltyNetwork({
      'GET /api/waon/member-info': memberAnswer({ status: 'expired', membershipInfo: membership({ permission: 'NO_PERMISSIONS' }) }),
      'POST /api/waon/register-member': memberAnswer(),
    });
    const { user } = renderAccount(PATH, { network });
    const main = await findMain();
    const form = await main.findByRole('form', { name: 'Gia hạn thẻ WAON' });

    await user.type(within(form).getByRole('textbox', { name: /Số thẻ WAON/ }), '6900000000000018');
    await user.click(within(form).getByRole('checkbox'));
    network.on('GET /api/waon/member-info', memberAnswer());
    await user.click(within(form).getByRole('button', { name: 'Gia hạn thẻ' }));

    expect(await findStatus('Đã gia hạn thẻ WAON của bạn.')).toBeInTheDocument();
    expect(network.sent('POST /api/waon/register-member')[0]?.body).toEqual({ memberId: '6900000000000018', agreeToTerms: true });
    expect(await main.findByText('Đang hoạt động')).toBeInTheDocument();
    await waitFor(() => expect(main.queryByRole('form')).not.toBeInTheDocument());
  });
});
