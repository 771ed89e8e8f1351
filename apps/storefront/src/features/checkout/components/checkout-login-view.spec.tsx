import { ApiError } from '@gio/data-access';
import { clickLoadsDocument } from '@gio/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartMergeAnswer, signedInAnswer } from '../../../testing/answer-fixtures';
import { fakeClient } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { CheckoutLoginView } from './checkout-login-view';

const on = (clientId: string) => ({ site: true, partner: true, clientId });
/** Google and Apple fully on; Facebook on at the site but not at partner level. */
const socialSite = {
  socialSignIn: {
    google: on('gio-web.apps.example'),
    facebook: { site: true, partner: false, clientId: '' },
    apple: on('vn.gio.web'),
  },
};
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.test-id-token.signature';

const signedIn = signedInAnswer('token-after-sign-in');

describe('checkout login (storefront.md §2 /checkout-login, accounts.md §4 Sign-in)', () => {
  it('signs in, merges the guest cart with the new CSRF token and loads the checkout', async () => {
    const { client, calls } = fakeClient((_method, url) =>
      Promise.resolve(url === '/api/login' ? signedIn : cartMergeAnswer()),
    );
    const { fullPageLoads } = renderPage(<CheckoutLoginView />, { url: '/checkout-login', client });
    await userEvent.type(screen.getByLabelText(/^Email/), 'lan@example.vn');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập và thanh toán' }));
    await screen.findByRole('button', { name: 'Đăng nhập và thanh toán' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/login', 'POST /api/carts/merge']);
    expect(calls[0]?.body).toEqual({ loginData: { email: 'lan@example.vn', password: 'Secret123' } });
    expect(calls[1]?.headers).toEqual({ 'X-CSRF-Token': 'token-after-sign-in' });
    expect(fullPageLoads).toEqual(['/checkout']);
  });

  it('shows the sign-in error and stays on the page', async () => {
    const { client } = fakeClient(() =>
      Promise.reject(new ApiError({ status: 400, code: 55, message: 'LOGIN_ERROR' })),
    );
    const { fullPageLoads } = renderPage(<CheckoutLoginView />, { url: '/checkout-login', client });
    await userEvent.type(screen.getByLabelText(/^Email/), 'lan@example.vn');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập và thanh toán' }));
    expect(await screen.findByText('Email hoặc mật khẩu không đúng.')).toHaveAttribute('role', 'alert');
    expect(fullPageLoads).toEqual([]);
  });

  it('asks for the one-time code when joining needs one, then joins with it', async () => {
    const { client, calls } = fakeClient((_method, url, body) => {
      if (url === '/api/join') {
        return Promise.resolve((body as { otp?: string }).otp ? signedIn : { data: { otpRequired: true } });
      }
      return Promise.resolve(cartMergeAnswer());
    });
    const { fullPageLoads } = renderPage(<CheckoutLoginView />, { url: '/checkout-login', client });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await userEvent.type(screen.getByLabelText(/^Tên/), 'Lan');
    await userEvent.type(screen.getByLabelText(/^Họ/), 'Nguyễn');
    await userEvent.type(screen.getByLabelText(/^Email/), 'lan@example.vn');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản và thanh toán' }));
    const code = await screen.findByLabelText(/^Mã xác nhận/);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản và thanh toán' }));
    await screen.findByLabelText(/^Mã xác nhận/);
    expect(calls.map((call) => call.url)).toEqual(['/api/join', '/api/join', '/api/carts/merge']);
    expect(calls[1]?.body).toMatchObject({ otp: '123456', loginData: { email: 'lan@example.vn' } });
    expect(fullPageLoads).toEqual(['/checkout']);
  });

  it('offers "Quên mật khẩu?": the account app’s /forgot-password, loaded as a document', () => {
    const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
    renderPage(<CheckoutLoginView />, { url: '/checkout-login', client });
    const forgot = screen.getByRole('link', { name: 'Quên mật khẩu?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    expect(clickLoadsDocument(forgot)).toBe(true);
  });

  describe('social sign-in (accounts.md §4: a button only when the site and partner switches are both on)', () => {
    it('shows the providers whose two switches are on and no other', () => {
      const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
      renderPage(<CheckoutLoginView />, { url: '/checkout-login', client, site: socialSite });
      const social = screen.getByRole('group', { name: 'Hoặc tiếp tục với' });
      expect(screen.getByRole('button', { name: 'Tiếp tục với Google' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tiếp tục với Apple' })).toBeInTheDocument();
      expect(social).not.toHaveTextContent('Facebook');
    });

    it('shows no social button when a switch is off for every provider', () => {
      const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
      renderPage(<CheckoutLoginView />, {
        url: '/checkout-login',
        client,
        site: {
          socialSignIn: {
            google: { site: false, partner: true, clientId: 'gio-web.apps.example' },
            facebook: { site: true, partner: false, clientId: '' },
            apple: { site: false, partner: false, clientId: '' },
          },
        },
      });
      expect(screen.queryByRole('group', { name: 'Hoặc tiếp tục với' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Tiếp tục với/ })).not.toBeInTheDocument();
    });

    it('checks the provider’s id token, merges the guest cart and loads the checkout', async () => {
      const { client, calls } = fakeClient((_method, url) =>
        Promise.resolve(
          url === '/api/check-google'
            ? { data: { ...signedIn.data, signedIn: true, created: false } }
            : cartMergeAnswer(),
        ),
      );
      const idTokens = jest.fn(() => Promise.resolve(ID_TOKEN));
      const { fullPageLoads } = renderPage(<CheckoutLoginView socialIdTokens={idTokens} />, {
        url: '/checkout-login',
        client,
        site: socialSite,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục với Google' }));
      await screen.findByRole('button', { name: 'Tiếp tục với Google' });
      expect(idTokens).toHaveBeenCalledWith('google', 'gio-web.apps.example');
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/check-google', 'POST /api/carts/merge']);
      expect(calls[0]?.body).toEqual({ accountData: { idToken: ID_TOKEN } });
      expect(calls[1]?.headers).toEqual({ 'X-CSRF-Token': 'token-after-sign-in' });
      expect(fullPageLoads).toEqual(['/checkout']);
    });

    it('asks to sign in with the password and link when the address already has an account', async () => {
      const { client, calls } = fakeClient(() =>
        Promise.resolve({ data: { signedIn: false, linkRequired: true, email: 'lan@example.vn' } }),
      );
      const { fullPageLoads } = renderPage(
        <CheckoutLoginView socialIdTokens={() => Promise.resolve(ID_TOKEN)} />,
        { url: '/checkout-login', client, site: socialSite },
      );
      await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục với Apple' }));
      expect(await screen.findByText(/lan@example.vn đã có tài khoản Giỏ/)).toHaveAttribute('role', 'alert');
      expect(calls[0]).toMatchObject({ url: '/api/check-apple', body: { apple: { idToken: ID_TOKEN } } });
      expect(fullPageLoads).toEqual([]);
    });
  });
});
