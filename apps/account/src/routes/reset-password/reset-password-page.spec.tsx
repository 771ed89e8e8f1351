import { screen, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const TOKEN = 'k3J9vQ2xLr8TzP0aW5yN7cE1';

describe('/reset-password', () => {
  it('sets the new password with the token of the link and says what next', async () => {
    const network = new FakeNetwork({ 'POST /api/reset-password': { body: { data: { success: true } } } });
    const { user } = renderAccount(`/reset-password?token=${TOKEN}`, { network });

    const field = await screen.findByLabelText(/^Mật khẩu mới/, { selector: 'input' });
    await user.type(field, 'GioDemo@2026');
    await user.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));

    const done = await findStatus('Đã đặt mật khẩu mới');
    expect(network.sent('POST /api/reset-password')[0]?.body).toEqual({ token: TOKEN, newPassword: 'GioDemo@2026' });
    const signIn = within(done.closest('.gio-notice') as HTMLElement).getByRole('link', { name: 'Đăng nhập' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(signIn).toHaveAttribute('rel', 'noreferrer');
  });

  it('says an expired or used link is spent and offers a new e-mail', async () => {
    const network = new FakeNetwork({
      'POST /api/reset-password': errorAnswer(400, 566, 'Mã xác thực không đúng hoặc đã hết hạn.', 'token'),
    });
    const { user, router } = renderAccount(`/reset-password?token=${TOKEN}`, { network });

    await user.type(await screen.findByLabelText(/^Mật khẩu mới/, { selector: 'input' }), 'GioDemo@2026');
    await user.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));

    expect(await findAlert('Liên kết đã hết hạn hoặc đã được dùng')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Gửi email mới' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says a link without a usable token is not valid, without any call', async () => {
    const { network } = renderAccount('/reset-password');

    expect(await findAlert('Liên kết không hợp lệ')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mật khẩu mới/)).not.toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });
});
