import { screen, waitFor } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { sessionAnswer, sessionUser } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const passwordField = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('/account/change-password', () => {
  it('shows a skeleton, then the change form with the password rules before any submit', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/session', sessionAnswer());
    renderAccount('/account/change-password', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mật khẩu và đăng nhập' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    const newPassword = passwordField(/^Mật khẩu mới/);
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    expect(newPassword).toHaveAccessibleDescription(/Ít nhất 8 ký tự \(chưa đạt\)/);
    expect(screen.getByText('Mật khẩu cần có:')).toBeInTheDocument();
  });

  it('offers a retry when the page did not load', async () => {
    const network = new FakeNetwork({ 'GET /api/session': errorAnswer(500, 'INTERNAL_ERROR') });
    renderAccount('/account/change-password', { network });

    const alert = await findAlert('Chưa tải được thông tin đăng nhập');
    expect(alert).toHaveTextContent('Máy chủ chưa trả lời được');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('shows and hides the password, ticks the rules as typed and accepts a pasted one', async () => {
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer() });
    const { user } = renderAccount('/account/change-password', { network });
    await screen.findByRole('heading', { name: 'Đổi mật khẩu' });

    const newPassword = passwordField(/^Mật khẩu mới/);
    await user.click(newPassword);
    await user.paste('GioDemo@2026');
    expect(newPassword).toHaveValue('GioDemo@2026');
    expect(newPassword).toHaveAccessibleDescription(/Ít nhất 8 ký tự \(đã đạt\).*Một chữ hoa \(đã đạt\)/);
    expect(newPassword).toHaveAttribute('type', 'password');
    const [, showNew] = screen.getAllByRole('button', { name: 'Hiện mật khẩu' });
    await user.click(showNew!);
    expect(newPassword).toHaveAttribute('type', 'text');
  });

  it('refuses a new password that breaks the rule, focusing it, without a call', async () => {
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer() });
    const { user } = renderAccount('/account/change-password', { network });
    await screen.findByRole('heading', { name: 'Đổi mật khẩu' });

    await user.type(passwordField(/^Mật khẩu hiện tại/), 'GioDemo@2025');
    await user.type(passwordField(/^Mật khẩu mới/), 'giodemo');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    expect(passwordField(/^Mật khẩu mới/)).toHaveFocus();
    expect(passwordField(/^Mật khẩu mới/)).toHaveAccessibleDescription(/Mật khẩu cần ít nhất 8 ký tự/);
    expect(network.sent('POST /api/change-password')).toHaveLength(0);
  });

  it('says under the field when the current password is wrong', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(),
      'POST /api/change-password': errorAnswer(400, 55, 'Email hoặc mật khẩu không đúng.', 'currentPassword'),
    });
    const { user } = renderAccount('/account/change-password', { network });
    await screen.findByRole('heading', { name: 'Đổi mật khẩu' });

    await user.type(passwordField(/^Mật khẩu hiện tại/), 'Sai@2025x');
    await user.type(passwordField(/^Mật khẩu mới/), 'GioDemo@2026');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    const current = passwordField(/^Mật khẩu hiện tại/);
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Mật khẩu hiện tại không đúng/));
    expect(current).toHaveFocus();
  });

  it('changes the password, confirms it, clears the fields and sends the renewed token afterwards', async () => {
    const network = new FakeNetwork({
      'POST /api/change-password': { body: { data: { success: true, csrfToken: 'renewed-token' } } },
    });
    // The gateway renews the session on a change: its token is the renewed one from then on.
    network.on('GET /api/session', () => ({
      body: {
        csrfToken: network.sent('POST /api/change-password').length > 0 ? 'renewed-token' : 'first-token',
        user: sessionUser(),
      },
    }));
    const { user } = renderAccount('/account/change-password', { network });
    await screen.findByRole('heading', { name: 'Đổi mật khẩu' });

    await user.type(passwordField(/^Mật khẩu hiện tại/), 'GioDemo@2025');
    await user.type(passwordField(/^Mật khẩu mới/), 'GioDemo@2026');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    expect(await findStatus('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.')).toBeInTheDocument();
    expect(network.sent('POST /api/change-password')[0]?.body).toEqual({
      currentPassword: 'GioDemo@2025',
      newPassword: 'GioDemo@2026',
    });
    expect(network.sent('POST /api/change-password')[0]?.headers['X-CSRF-Token']).toBe('first-token');
    await waitFor(() => expect(passwordField(/^Mật khẩu hiện tại/)).toHaveValue(''));

    network.on('POST /api/change-password', errorAnswer(400, 55, 'x', 'currentPassword'));
    await user.type(passwordField(/^Mật khẩu hiện tại/), 'GioDemo@2026');
    await user.type(passwordField(/^Mật khẩu mới/), 'GioDemo@2027');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(network.sent('POST /api/change-password')).toHaveLength(2));
    expect(network.sent('POST /api/change-password')[1]?.headers['X-CSRF-Token']).toBe('renewed-token');
  });

  it('lets an account made by a social sign-in set its first password', async () => {
    const social = sessionUser({ hasPassword: false, socialLinks: { google: true, facebook: false, apple: false } });
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(social),
      'POST /api/set-password': { body: { data: { success: true } } },
    });
    const { user } = renderAccount('/account/change-password', { network });

    expect(await screen.findByRole('heading', { name: 'Đặt mật khẩu' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mật khẩu hiện tại/)).not.toBeInTheDocument();
    network.on('GET /api/session', sessionAnswer({ ...social, hasPassword: true }));
    await user.type(passwordField(/^Mật khẩu mới/), 'GioDemo@2026');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));

    expect(await findStatus('Đã đặt mật khẩu.')).toBeInTheDocument();
    expect(network.sent('POST /api/set-password')[0]?.body).toEqual({ newPassword: 'GioDemo@2026' });
    expect(await screen.findByRole('heading', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
  });
});
