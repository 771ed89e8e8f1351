import { Timing } from '@gio/domain-enums';
import { act, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findAlert } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const INVITES_ON = { invitesEnabled: true, limitedProductsMode: false };

function inviteAnswer(overrides: Record<string, unknown> = {}) {
  return {
    body: {
      data: {
        invite: {
          promoCode: 'LAN-7K2Q',
          path: '/invite/LAN-7K2Q',
          discountAmount: 50_000,
          inviterCredit: 30_000,
          invitedCount: 3,
          rewardedCount: 2,
          creditEarned: 60_000,
          ...overrides,
        },
      },
    },
  };
}

/** The page's main landmark once the page (not the app's loading screen) is there. */
async function findMain() {
  await screen.findByRole('heading', { level: 1, name: 'Mời bạn bè' });
  return within(screen.getByRole('main'));
}

describe('/account/invite', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows a skeleton, then the code, the absolute link and how the invitations went', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/invite/code', inviteAnswer());
    renderAccount('/account/invite', { network, site: INVITES_ON });
    const main = await findMain();

    expect(main.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    expect(await main.findByText('LAN-7K2Q')).toBeInTheDocument();
    expect(main.getByRole('textbox', { name: 'Đường dẫn mời' })).toHaveValue('http://localhost/invite/LAN-7K2Q');
    expect(main.getByText(/Bạn bè được giảm 50\.000\s₫ cho đơn hàng đầu tiên; bạn nhận 30\.000\s₫/)).toBeInTheDocument();
    const stats = main.getByRole('region', { name: 'Kết quả mời bạn' });
    expect(within(stats).getByText('Bạn bè đã tham gia').nextSibling).toHaveTextContent('3 người');
    expect(within(stats).getByText('Bạn bè đã đặt đơn đầu tiên').nextSibling).toHaveTextContent('2 người');
    expect(within(stats).getByText('Tín dụng đã nhận').nextSibling).toHaveTextContent(/60\.000\s₫/);
    expect(network.sent('GET /api/invite/code')).toHaveLength(1);
  });

  it('encourages a first invitation when nobody has joined yet', async () => {
    const network = new FakeNetwork({
      'GET /api/invite/code': inviteAnswer({ invitedCount: 0, rewardedCount: 0, creditEarned: 0 }),
    });
    renderAccount('/account/invite', { network, site: INVITES_ON });
    const main = await findMain();

    expect(await main.findByText(/Chưa có ai tham gia bằng mã của bạn/)).toBeInTheDocument();
    expect(main.getByText('Tín dụng đã nhận').nextSibling).toHaveTextContent(/0\s₫/);
  });

  it('copies the code and says so for 2 seconds', async () => {
    jest.useFakeTimers();
    const network = new FakeNetwork({ 'GET /api/invite/code': inviteAnswer() });
    const { user } = renderAccount('/account/invite', {
      network,
      site: INVITES_ON,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    const main = await findMain();

    await user.click(await main.findByRole('button', { name: 'Sao chép mã' }));

    await expect(navigator.clipboard.readText()).resolves.toBe('LAN-7K2Q');
    expect(main.getByRole('status')).toHaveTextContent('Đã sao chép mã mời.');
    act(() => jest.advanceTimersByTime(Timing.CLICK_TO_COPY_MESSAGE - 100));
    expect(main.getByRole('status')).toHaveTextContent('Đã sao chép mã mời.');
    act(() => jest.advanceTimersByTime(100));
    expect(main.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link when the browser cannot share', async () => {
    const network = new FakeNetwork({ 'GET /api/invite/code': inviteAnswer() });
    const { user } = renderAccount('/account/invite', { network, site: INVITES_ON });
    const main = await findMain();

    await user.click(await main.findByRole('button', { name: 'Chia sẻ' }));

    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/invite/LAN-7K2Q');
    expect(main.getByRole('status')).toHaveTextContent('Đã sao chép đường dẫn mời.');
  });

  it('shares the link with the Web Share API when the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const network = new FakeNetwork({ 'GET /api/invite/code': inviteAnswer() });
    const { user } = renderAccount('/account/invite', { network, site: INVITES_ON });
    const main = await findMain();

    await user.click(await main.findByRole('button', { name: 'Chia sẻ' }));

    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'http://localhost/invite/LAN-7K2Q', title: 'Mời bạn mua sắm cùng Giỏ' }),
    );
    expect(main.getByRole('status')).toHaveTextContent('');
  });

  it('offers a retry when the invite did not load', async () => {
    const network = new FakeNetwork({ 'GET /api/invite/code': errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount('/account/invite', { network, site: INVITES_ON });
    const main = await findMain();

    expect(await findAlert('Chưa tải được mã mời của bạn')).toBeInTheDocument();
    network.on('GET /api/invite/code', inviteAnswer());
    await user.click(main.getByRole('button', { name: 'Thử lại' }));

    expect(await main.findByText('LAN-7K2Q')).toBeInTheDocument();
  });

  it.each([
    ['invites are off', { invitesEnabled: false, limitedProductsMode: false }],
    ['the site is in limited-products mode', { invitesEnabled: true, limitedProductsMode: true }],
  ])('says invites are not available, asks nothing and hides the link when %s', async (_, site) => {
    const network = new FakeNetwork();
    renderAccount('/account/invite', { network, site });
    const main = await findMain();

    expect(await main.findByRole('heading', { name: 'Chương trình mời bạn bè hiện không khả dụng' })).toBeInTheDocument();
    expect(network.sent('GET /api/invite/code')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).queryByRole('link', { name: 'Mời bạn bè' })).not.toBeInTheDocument();
  });

  it('is in the account navigation while invites are on', async () => {
    const network = new FakeNetwork({ 'GET /api/invite/code': inviteAnswer() });
    renderAccount('/account/invite', { network, site: INVITES_ON });
    const main = await findMain();

    const nav = await screen.findByRole('navigation', { name: 'Tài khoản của tôi' });
    expect(within(nav).getByRole('link', { name: 'Mời bạn bè' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(main.getByText('LAN-7K2Q')).toBeInTheDocument());
  });
});
