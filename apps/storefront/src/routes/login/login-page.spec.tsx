import { clickLoadsDocument } from '@gio/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartMergeAnswer, signedInAnswer } from '../../testing/answer-fixtures';
import { fakeClient } from '../../testing/render-app';
import { renderPage } from '../../testing/render-page';
import { LoginPage } from './login-page';

async function signIn() {
  await userEvent.type(screen.getByLabelText(/^Email/), 'lan@example.vn');
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập và tiếp tục' }));
  await screen.findByRole('button', { name: 'Đăng nhập và tiếp tục' });
}

const signedIn = () =>
  fakeClient((_method, url) =>
    Promise.resolve(url === '/api/login' ? signedInAnswer('token') : cartMergeAnswer()),
  ).client;

describe('/login (accounts.md §2, §4 Sign-in)', () => {
  it('loads an account-app redirect as a new document once signed in', async () => {
    const { fullPageLoads } = renderPage(<LoginPage />, {
      url: `/login?redirect=${encodeURIComponent('/account/favorites?tab=2')}`,
      client: signedIn(),
    });
    await signIn();
    expect(fullPageLoads).toEqual(['/account/favorites?tab=2']);
  });

  it('keeps the same-site rule: another origin in redirect goes home', async () => {
    const { fullPageLoads } = renderPage(<LoginPage />, {
      url: `/login?redirect=${encodeURIComponent('//evil.example/account')}`,
      client: signedIn(),
    });
    await signIn();
    expect(fullPageLoads).toEqual(['/']);
  });

  it('offers "Quên mật khẩu?": the account app’s /forgot-password, loaded as a document', () => {
    renderPage(<LoginPage />, { url: '/login', client: signedIn() });
    const forgot = screen.getByRole('link', { name: 'Quên mật khẩu?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    expect(clickLoadsDocument(forgot)).toBe(true);
  });
});
