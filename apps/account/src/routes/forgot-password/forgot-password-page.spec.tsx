import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

describe('/forgot-password', () => {
  it('asks for the e-mail, checks it before sending and focuses it when wrong', async () => {
    const { user, network } = renderAccount('/forgot-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeInTheDocument();
    // A guest's page: no account navigation.
    expect(screen.queryByRole('navigation', { name: 'Tài khoản của tôi' })).not.toBeInTheDocument();
    const email = within(screen.getByRole('main')).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'lan@');
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }));

    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/Vui lòng nhập địa chỉ email hợp lệ/);
    expect(network.calls).toEqual([]);
  });

  it('gives the same answer whether or not the account exists, and can send again', async () => {
    const network = new FakeNetwork({ 'POST /api/forget-password': { body: { data: { success: true } } } });
    const { user } = renderAccount('/forgot-password?email=khach.quen%40gio.vn', { network });

    const email = await waitFor(() => within(screen.getByRole('main')).getByRole('textbox', { name: /^Email/ }));
    expect(email).toHaveValue('khach.quen@gio.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }));

    const sent = await findStatus('Hãy kiểm tra hộp thư');
    expect(sent).toHaveTextContent('Nếu khach.quen@gio.vn là email của một tài khoản Giỏ');
    expect(network.sent('POST /api/forget-password')[0]?.body).toEqual({ email: 'khach.quen@gio.vn' });
    expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Gửi lại' }));
    expect(await waitFor(() => within(screen.getByRole('main')).getByRole('textbox', { name: /^Email/ }))).toBeInTheDocument();
  });

  it('says when there were too many requests, and when the network is down', async () => {
    const network = new FakeNetwork({
      'POST /api/forget-password': errorAnswer(429, 'TOO_MANY_REQUESTS', 'Bạn đã thử quá nhiều lần.'),
    });
    const { user } = renderAccount('/forgot-password', { network });

    await user.type(await waitFor(() => within(screen.getByRole('main')).getByRole('textbox', { name: /^Email/ })), 'khach.quen@gio.vn');
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }));
    expect(await findAlert('Bạn đã thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.')).toBeInTheDocument();

    network.on('POST /api/forget-password', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }));
    await waitFor(async () => expect(await findAlert('kết nối mạng của bạn đang yếu')).toBeInTheDocument());
  });
});
