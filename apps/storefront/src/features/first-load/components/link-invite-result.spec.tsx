import { invitePageDataSchema, type InviteOffer } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageOf } from '../../../lib/page-data';
import { cartFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

/** How long a test waits for a modal: its chunk loads on the first open. */

const offer: InviteOffer = {
  promoCode: 'LAN-2026',
  valid: true,
  inviterFirstName: 'Lan',
  discountAmount: 50000,
  minimumPurchase: 200000,
  endDate: '2026-12-31T00:00:00.000Z',
};

/** Page data of /invite/:promocode as the gateway answers it (checked against the contract). */
function invitePage(invite: InviteOffer = offer): PageOf<'invite'> {
  return invitePageDataSchema.parse({
    page: 'invite',
    seo: {
      title: 'Lan mời bạn mua sắm tại Giỏ | Giỏ',
      description: 'Đi chợ online',
      canonicalPath: `/invite/${invite.promoCode}`,
    },
    invite,
  });
}

function inviteShop(accept: () => Promise<unknown>) {
  return fakeClient((method, url) => {
    if (method === 'POST' && url === '/api/invite/accept') return accept();
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

describe('referral invite landing /invite/:promocode (accounts.md §2)', () => {
  it('shows the friend’s offer, and a guest signs in with the action accept-invite and a way back', async () => {
    const { client, calls } = inviteShop(() => Promise.reject(new Error('not called')));
    renderApp({
      url: '/invite/LAN-2026',
      data: invitePage(),
      client,
      session: { status: 'guest', user: null },
      cart: cartFixture(),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lan mời bạn mua sắm tại Giỏ' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Giảm 50\.000\s₫ cho đơn hàng đầu tiên với mã LAN-2026/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Áp dụng cho đơn hàng từ 200\.000\s₫/)).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Đăng nhập để nhận lời mời' });
    const target = new URL(signIn.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('action')).toBe('accept-invite');
    expect(target.searchParams.get('redirect')).toBe('/invite/LAN-2026');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('an ended invite says so and offers no way to take it', () => {
    renderApp({
      url: '/invite/OLD-CODE',
      data: invitePage({ ...offer, promoCode: 'OLD-CODE', valid: false, inviterFirstName: null }),
      session: { status: 'guest', user: null },
      cart: cartFixture(),
    });
    expect(screen.getByText('Lời mời này đã hết hạn hoặc không tồn tại.')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Đăng nhập để nhận lời mời' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mua sắm ngay' })).toHaveAttribute('href', '/');
  });

  it('back from sign-in with accept-invite, the invite is accepted and the result modal shows it', async () => {
    const { client, calls } = inviteShop(() =>
      Promise.resolve({ data: { invite: offer, accepted: true } }),
    );
    const { router } = renderApp({
      url: '/invite/LAN-2026?action=accept-invite',
      data: invitePage(),
      client,
      session: { status: 'customer', user: { id: 'u1' } },
      cart: cartFixture(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Lời mời của bạn bè' });
    expect(
      await within(dialog).findByText(
        'Bạn đã nhận lời mời. Ưu đãi sẽ được áp dụng cho đơn hàng đầu tiên.',
      ),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/invite/accept',
        body: { promoCode: 'LAN-2026' },
      }),
    );
    expect(router.state.location.pathname).toBe('/invite/LAN-2026');
    expect(router.state.location.search).toBe('');
  });

  it('a signed-in shopper takes the invite on the page; a refusal is said in words', async () => {
    const refused = new ApiError({
      status: 400,
      code: 'INVITE_NOT_ACCEPTED',
      message: 'Mã mời chỉ dành cho khách chưa từng đặt hàng.',
    });
    const { client } = inviteShop(() => Promise.reject(refused));
    renderApp({
      url: '/invite/LAN-2026',
      data: invitePage(),
      client,
      session: { status: 'customer', user: { id: 'u1' } },
      cart: cartFixture(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Nhận lời mời' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lời mời của bạn bè' });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /không thể nhận lời mời: mã mời chỉ dành cho khách chưa từng đặt hàng/,
      ),
    );
  });
});
