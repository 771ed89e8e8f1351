import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { returnUrlAfterSignIn } from '../../../lib/link-params';
import { cartMergeAnswer, signedInAnswer } from '../../../testing/answer-fixtures';
import { cartFixture } from '../../../testing/fixtures';
import { fakeClient, renderApp } from '../../../testing/render-app';

const signedIn = signedInAnswer('token-after-sign-in');

describe('the login round trip of a link action (storefront.md §4 "Back in stock")', () => {
  it('/login signs in, then loads the redirect with the action and its parameters', async () => {
    const { client, calls } = fakeClient((_method, url) =>
      Promise.resolve(url === '/api/login' ? signedIn : cartMergeAnswer()),
    );
    const { environment } = renderApp({
      url: '/login?action=notify-back-in-stock&variantId=id-v-sua&redirect=%2Fproduct%2Fv-sua%2Fsua%3Fref%3Dhome',
      data: null,
      client,
      session: { status: 'guest', user: null },
      cart: cartFixture(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Đăng nhập' });
    await userEvent.type(within(form).getByLabelText(/^Email/), 'lan@example.vn');
    await userEvent.type(within(form).getByLabelText(/^Mật khẩu/), 'Secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Đăng nhập và tiếp tục' }));
    await waitFor(() =>
      expect(environment.fullPageLoad).toHaveBeenCalledWith(
        '/product/v-sua/sua?ref=home&action=notify-back-in-stock&variantId=id-v-sua',
      ),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/login',
      'POST /api/carts/merge',
    ]);
  });

  it('a shopper already signed in goes straight back', async () => {
    const { environment } = renderApp({
      url: '/login?action=accept-invite&redirect=%2Finvite%2FLAN-2026',
      data: null,
      session: { status: 'customer', user: { id: 'u1' } },
      cart: cartFixture(),
    });
    await waitFor(() =>
      expect(environment.fullPageLoad).toHaveBeenCalledWith(
        '/invite/LAN-2026?action=accept-invite',
      ),
    );
  });

  it('never sends the shopper to another site, and carries only link parameters', () => {
    expect(returnUrlAfterSignIn('?redirect=%2F%2Fevil.example%2Fx&action=add-favorite')).toBe(
      '/?action=add-favorite',
    );
    expect(returnUrlAfterSignIn('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnUrlAfterSignIn('?redirect=%2F%5Cevil.example')).toBe('/');
    expect(returnUrlAfterSignIn('?redirect=%2Fcart&next=%2F%2Fevil.example')).toBe('/cart');
    // Paths that only resolve to another site: dot segments, a backslash, a dropped tab.
    expect(returnUrlAfterSignIn('?redirect=%2F.%2F%2Fevil.example&action=add-favorite')).toBe(
      '/?action=add-favorite',
    );
    expect(returnUrlAfterSignIn('?redirect=%2Fa%2F..%2F%2Fevil.example%2Fx')).toBe('/');
    expect(returnUrlAfterSignIn('?redirect=%2F.%5C%5Cevil.example')).toBe('/');
    expect(returnUrlAfterSignIn('?redirect=%2F%09%2Fevil.example%2Fx')).toBe('/');
  });
});
