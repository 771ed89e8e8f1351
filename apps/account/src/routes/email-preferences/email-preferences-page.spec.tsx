import { screen, waitFor } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const allReceived = {
  orderUpdates: true,
  offers: true,
  newsletter: true,
  backInStock: true,
  listReminders: true,
};
const preferences = (topics = allReceived) => ({
  body: { data: { email: 'khach.quen@gio.vn', topics } },
});
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.unsubscribe-token-of-the-test';

describe('/account/email-preferences', () => {
  it('shows each topic as chosen and saves what was changed, with a confirmation', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/account/email-preferences', preferences({ ...allReceived, offers: false }));
    network.on('PUT /api/account/email-preferences', (call) => ({
      body: { data: { email: 'khach.quen@gio.vn', topics: { ...allReceived, ...(call.body as { topics: object }).topics } } },
    }));
    const { user } = renderAccount('/account/email-preferences', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tuỳ chọn e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const offers = await screen.findByRole('checkbox', { name: 'Ưu đãi' });
    expect(offers).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bản tin' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Bản tin' }));
    await user.click(screen.getByRole('button', { name: 'Lưu tuỳ chọn' }));

    expect(await findStatus('Đã lưu tuỳ chọn e-mail.')).toBeInTheDocument();
    expect(network.sent('PUT /api/account/email-preferences')[0]?.body).toEqual({
      topics: { ...allReceived, offers: false, newsletter: false },
    });
  });

  it('offers a retry when the choices did not load', async () => {
    const network = new FakeNetwork({ 'GET /api/account/email-preferences': errorAnswer(500, 'INTERNAL_ERROR') });
    const { user } = renderAccount('/account/email-preferences', { network });

    expect(await findAlert('Chưa tải được tuỳ chọn e-mail')).toBeInTheDocument();
    network.on('GET /api/account/email-preferences', preferences());
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('checkbox', { name: 'Ưu đãi' })).toBeChecked();
  });

  it('says when saving failed, keeping the choices', async () => {
    const network = new FakeNetwork({
      'GET /api/account/email-preferences': preferences(),
      'PUT /api/account/email-preferences': errorAnswer(500, 'INTERNAL_ERROR'),
    });
    const { user } = renderAccount('/account/email-preferences', { network });

    await user.click(await screen.findByRole('checkbox', { name: 'Ưu đãi' }));
    await user.click(screen.getByRole('button', { name: 'Lưu tuỳ chọn' }));
    expect(await findAlert('Vui lòng thử lại sau.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ưu đãi' })).not.toBeChecked();
  });
});

describe('/email-preferences/unsubscribe', () => {
  it('says what the link is about and leaves the topic only on the button', async () => {
    const network = new FakeNetwork({
      'GET /api/email-preferences/unsubscribe': {
        body: { data: { maskedEmail: 'kh***@gio.vn', topic: 'backInStock', subscribed: true } },
      },
      'POST /api/email-preferences/unsubscribe': {
        body: { data: { maskedEmail: 'kh***@gio.vn', topic: 'backInStock', subscribed: false } },
      },
    });
    const { user } = renderAccount(`/email-preferences/unsubscribe?token=${TOKEN}`, { network });

    expect(await screen.findByText('Ngừng gửi “Thông báo có hàng trở lại” đến kh***@gio.vn?')).toBeInTheDocument();
    expect(network.sent('POST /api/email-preferences/unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ngừng nhận' }));

    expect(await screen.findByText('Đã ngừng nhận')).toBeInTheDocument();
    expect(network.sent('POST /api/email-preferences/unsubscribe')[0]?.body).toEqual({ token: TOKEN });
  });

  it('says a link that is not ours is not valid', async () => {
    const network = new FakeNetwork({
      'GET /api/email-preferences/unsubscribe': errorAnswer(400, 'UNSUBSCRIBE_LINK_INVALID', 'invalid', 'token'),
    });
    renderAccount(`/email-preferences/unsubscribe?token=${TOKEN}`, { network });
    expect(await screen.findByText('Liên kết không hợp lệ')).toBeInTheDocument();
  });
});

describe('/email-sign-up/confirm', () => {
  it('confirms the address on the button', async () => {
    const network = new FakeNetwork({
      'POST /api/gate-email-sign-up/confirm': {
        body: { data: { maskedEmail: 'xa***@example.vn', confirmType: 'newsletter' } },
      },
    });
    const { user } = renderAccount(`/email-sign-up/confirm?token=${TOKEN}`, { network });

    await user.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Cảm ơn bạn! xa***@example.vn đã được xác nhận.')).toBeInTheDocument();
    expect(network.sent('POST /api/gate-email-sign-up/confirm')[0]?.body).toEqual({ token: TOKEN });
  });

  it('says a used link is not valid any more', async () => {
    const network = new FakeNetwork({
      'POST /api/gate-email-sign-up/confirm': errorAnswer(400, 'SIGN_UP_LINK_INVALID', 'used', 'token'),
    });
    const { user } = renderAccount(`/email-sign-up/confirm?token=${TOKEN}`, { network });

    await user.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.getByText('Liên kết đã được dùng hoặc không hợp lệ')).toBeInTheDocument());
  });
});
