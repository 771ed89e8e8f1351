import { act, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { sessionAnswer, sessionUser } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const unverified = sessionUser({ telephoneNumber: null, telephoneVerified: false });

describe('/account/profile', () => {
  it('shows a skeleton, then the e-mail, the name and the phone status', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/session', sessionAnswer());
    renderAccount('/account/profile', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    expect(await screen.findByText('Email đăng nhập: khach.quen@gio.vn')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Họ/ })).toHaveValue('Nguyễn');
    expect(screen.getByText('0901234567 đã được xác minh.')).toBeInTheDocument();
  });

  it('offers a retry when the account did not load', async () => {
    const network = new FakeNetwork({ 'GET /api/session': errorAnswer(503, 'SERVICE_UNAVAILABLE') });
    const { user } = renderAccount('/account/profile', { network });

    await findAlert('Chưa tải được thông tin tài khoản');
    network.on('GET /api/session', sessionAnswer());
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Email đăng nhập: khach.quen@gio.vn')).toBeInTheDocument();
  });

  it('goes to sign in when the session has no user any more', async () => {
    const network = new FakeNetwork({ 'GET /api/session': sessionAnswer(null) });
    const { fullPageLoads } = renderAccount('/account/profile', { network });

    expect(await screen.findByText(/Đang chuyển bạn đến trang đăng nhập/)).toBeInTheDocument();
    expect(fullPageLoads).toEqual(['/login?redirect=%2Faccount%2Fprofile']);
  });

  it('saves the name and confirms it; an empty name is refused with focus on it', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(),
      'PUT /api/current_user/name': { body: { data: { user: sessionUser({ firstName: 'Mai' }) } } },
    });
    const { user } = renderAccount('/account/profile', { network });

    const firstName = await screen.findByRole('textbox', { name: /^Tên/ });
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Lưu họ tên' }));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription(/Vui lòng điền thông tin này/);
    expect(network.sent('PUT /api/current_user/name')).toHaveLength(0);

    await user.type(firstName, '  Mai ');
    await user.click(screen.getByRole('button', { name: 'Lưu họ tên' }));

    expect(await findStatus('Đã cập nhật họ tên.')).toBeInTheDocument();
    expect(network.sent('PUT /api/current_user/name')[0]?.body).toEqual({ firstName: 'Mai', lastName: 'Nguyễn' });
  });

  it('sends a code to the phone, verifies it and says the number is verified', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(unverified),
      'POST /api/phone-verification': { body: { data: { user: unverified, codeSent: true } } },
      'POST /api/verify-code': {
        body: { data: { user: sessionUser({ telephoneNumber: '0912345678', telephoneVerified: true }) } },
      },
    });
    const { user } = renderAccount('/account/profile', { network });

    expect(await screen.findByText('Bạn chưa thêm số điện thoại.')).toBeInTheDocument();
    await user.type(within(screen.getByRole('main')).getByRole('textbox', { name: /^Số điện thoại/ }), '0912 345 678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));

    const code = await screen.findByRole('textbox', { name: /^Mã xác minh/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/Đã gửi mã 6 chữ số đến 0912 345 678/)).toBeInTheDocument();
    expect(network.sent('POST /api/phone-verification')[0]?.body).toEqual({ phone: '0912 345 678', verify: true });
    // The code cannot be sent again at once.
    expect(screen.getByRole('button', { name: /Gửi lại mã sau 60 giây/ })).toBeDisabled();

    network.on('GET /api/session', sessionAnswer(sessionUser({ telephoneNumber: '0912345678', telephoneVerified: true })));
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Xác minh' }));

    expect(await findStatus('Đã xác minh số điện thoại.')).toBeInTheDocument();
    expect(network.sent('POST /api/verify-code')[0]?.body).toEqual({ code: '123456' });
    expect(await screen.findByText('0912345678 đã được xác minh.')).toBeInTheDocument();
  });

  it('shows 596 under the number and 566 under the code', async () => {
    const network = new FakeNetwork({
      'GET /api/session': sessionAnswer(unverified),
      'POST /api/phone-verification': errorAnswer(400, 596, 'Số điện thoại đã được đăng ký.', 'phone'),
    });
    const { user } = renderAccount('/account/profile', { network });

    const phone = await waitFor(() => within(screen.getByRole('main')).getByRole('textbox', { name: /^Số điện thoại/ }));
    await user.type(phone, '0912345678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/Số điện thoại này đã được đăng ký cho tài khoản khác/),
    );
    expect(phone).toHaveFocus();

    network.on('POST /api/phone-verification', { body: { data: { user: unverified, codeSent: true } } });
    network.on('POST /api/verify-code', errorAnswer(400, 566, 'Mã xác thực không đúng hoặc đã hết hạn.', 'code'));
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
    const code = await screen.findByRole('textbox', { name: /^Mã xác minh/ });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Xác minh' }));
    expect(code).toHaveAccessibleDescription(/Mã xác minh gồm 6 chữ số/);
    expect(network.sent('POST /api/verify-code')).toHaveLength(0);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Xác minh' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Mã xác minh không đúng hoặc đã hết hạn/));
    expect(code).toHaveFocus();
  });

  it('sends the code again once the cooldown has run out', async () => {
    jest.useFakeTimers();
    try {
      const network = new FakeNetwork({
        'GET /api/session': sessionAnswer(unverified),
        'POST /api/phone-verification': { body: { data: { user: unverified, codeSent: true } } },
      });
      const { user } = renderAccount('/account/profile', { network, advanceTimers: jest.advanceTimersByTime });

      await user.type(await waitFor(() => within(screen.getByRole('main')).getByRole('textbox', { name: /^Số điện thoại/ })), '0912345678');
      await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
      expect(await screen.findByRole('button', { name: /Gửi lại mã sau/ })).toBeDisabled();

      // The countdown's interval starts in an effect of the render that showed it: let it start.
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      await act(async () => {
        jest.advanceTimersByTime(61_000);
      });
      const resend = await screen.findByRole('button', { name: 'Gửi lại mã' });
      await user.click(resend);

      expect(await findStatus('Đã gửi mã mới.')).toBeInTheDocument();
      expect(network.sent('POST /api/phone-verification').map((call) => call.body)).toEqual([
        { phone: '0912345678', verify: true },
        { phone: '0912345678', verify: true },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
