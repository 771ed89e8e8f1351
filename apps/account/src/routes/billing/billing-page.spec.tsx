import { screen, waitFor, within } from '@testing-library/react';
import { errorAnswer, FakeNetwork } from '../../testing/fake-network';
import { billingAnswer, paymentMethodOf, savedCard } from '../../testing/fixtures';
import { findAlert, findStatus } from '../../testing/queries';
import { renderAccount } from '../../testing/render-account';

const visa = savedCard();
const master = savedCard({ id: 'bil_master', brand: 'mastercard', lastFour: '4444', isDefault: false, expMonth: 1, expYear: 2024 });
const invoice = {
  id: 'pm_invoice',
  paymentMethod: 4,
  billingInfoId: null,
  label: 'Hoá đơn doanh nghiệp',
  isDefault: false,
};
const both = billingAnswer([visa, master], [paymentMethodOf(visa), paymentMethodOf(master), invoice]);

async function fillCard(user: ReturnType<typeof renderAccount>['user'], card: Record<string, string>) {
  for (const [label, value] of Object.entries(card)) {
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
}

const A_CARD = {
  'Tên in trên thẻ': 'NGUYEN THI LAN',
  'Số thẻ': '4242 4242 4242 4242',
  'Ngày hết hạn': '08/30',
  'Mã bảo mật': '123',
};

describe('/account/billing', () => {
  it('shows a skeleton, then each method with its card, expiry and defaults', async () => {
    const network = new FakeNetwork();
    const release = network.hold('GET /api/billing', both);
    renderAccount('/account/billing', { network });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thanh toán' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải nội dung')).toBeInTheDocument();
    release();

    const visaCard = await screen.findByRole('article', { name: 'VISA •••• 4242' });
    expect(visaCard).toHaveTextContent('Mặc định khi thanh toán');
    expect(visaCard).toHaveTextContent('Thẻ mặc định');
    expect(visaCard).toHaveTextContent('NGUYEN THI LAN · Hết hạn 12/2030');
    expect(screen.getByRole('article', { name: 'MASTERCARD •••• 4444' })).toHaveTextContent('Đã hết hạn 01/2024');
    const invoiceCard = screen.getByRole('article', { name: 'Hoá đơn doanh nghiệp' });
    expect(within(invoiceCard).queryByRole('button', { name: /Xoá/ })).not.toBeInTheDocument();
  });

  it('says when there is no payment method, and offers to add a card', async () => {
    const network = new FakeNetwork({ 'GET /api/billing': billingAnswer([], []) });
    renderAccount('/account/billing', { network });

    expect(await screen.findByRole('heading', { name: 'Chưa có phương thức thanh toán nào' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm thẻ' })).toBeInTheDocument();
  });

  it('offers a retry when the methods did not load', async () => {
    const network = new FakeNetwork({ 'GET /api/billing': errorAnswer(502, 'INTERNAL_ERROR') });
    const { user } = renderAccount('/account/billing', { network });

    await findAlert('Chưa tải được phương thức thanh toán');
    network.on('GET /api/billing', both);
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('article', { name: 'VISA •••• 4242' })).toBeInTheDocument();
  });

  it('sets the default card and the default payment method with their calls', async () => {
    const network = new FakeNetwork({
      'GET /api/billing': both,
      'PUT /api/default_billing': both,
      'PUT /api/default-payment-method/pm_bil_master': both,
    });
    const { user } = renderAccount('/account/billing', { network });

    const masterCard = await screen.findByRole('article', { name: 'MASTERCARD •••• 4444' });
    await user.click(within(masterCard).getByRole('button', { name: /Đặt làm thẻ mặc định/ }));
    expect(await findStatus('MASTERCARD •••• 4444 là thẻ mặc định.')).toBeInTheDocument();
    expect(network.sent('PUT /api/default_billing')[0]?.body).toEqual({ id: 'bil_master', changed: true, type: 'creditCard' });

    await user.click(within(masterCard).getByRole('button', { name: /Dùng mặc định khi thanh toán/ }));
    expect(await findStatus('MASTERCARD •••• 4444 sẽ được chọn sẵn khi thanh toán.')).toBeInTheDocument();
    expect(network.sent('PUT /api/default-payment-method/pm_bil_master')).toHaveLength(1);
  });

  it('asks before deleting a card, then deletes its payment method and says so', async () => {
    const network = new FakeNetwork({
      'GET /api/billing': both,
      'DELETE /api/payment-method/pm_bil_visa': billingAnswer([master], [paymentMethodOf(master, { isDefault: true }), invoice]),
    });
    const { user } = renderAccount('/account/billing', { network });

    const visaCard = await screen.findByRole('article', { name: 'VISA •••• 4242' });
    await user.click(within(visaCard).getByRole('button', { name: /Xoá/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá VISA •••• 4242?' });
    expect(dialog).toHaveTextContent('Đây là phương thức mặc định khi thanh toán.');
    expect(network.sent('DELETE /api/payment-method/pm_bil_visa')).toHaveLength(0);

    network.on('GET /api/billing', billingAnswer([master], [paymentMethodOf(master, { isDefault: true }), invoice]));
    await user.click(within(dialog).getByRole('button', { name: 'Xoá thẻ' }));

    expect(await findStatus('Đã xoá VISA •••• 4242.')).toBeInTheDocument();
    expect(network.sent('DELETE /api/payment-method/pm_bil_visa')[0]?.body).toEqual({ isDefault: true });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'VISA •••• 4242' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('checks the card before sending it and says a decline (487) under the number', async () => {
    const network = new FakeNetwork({
      'GET /api/billing': billingAnswer([], []),
      'POST /api/billing': errorAnswer(400, 487, 'Thẻ bị từ chối. Vui lòng dùng thẻ khác.', 'billing.card.number'),
    });
    const { user } = renderAccount('/account/billing', { network });

    await user.click(await screen.findByRole('button', { name: 'Thêm thẻ' }));
    expect(screen.getByRole('textbox', { name: /^Tên in trên thẻ/ })).toHaveFocus();
    await fillCard(user, { ...A_CARD, 'Số thẻ': '4242 4242 4242 4241' });
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    const number = screen.getByRole('textbox', { name: /^Số thẻ/ });
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(/Số thẻ chưa đúng/);
    expect(network.sent('POST /api/billing')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Thẻ bị từ chối/));
    expect(network.sent('POST /api/billing')[0]?.body).toEqual({
      billing: {
        type: 'creditCard',
        card: { holderName: 'NGUYEN THI LAN', number: '4000 0000 0000 0002', cvc: '123', expMonth: 8, expYear: 2030 },
        setAsDefault: false,
      },
      fromCheckout: false,
    });
  });

  it('answers the card provider challenge, saves the card and confirms it', async () => {
    const saved = savedCard({ id: 'bil_new', lastFour: '3220', isDefault: false });
    const network = new FakeNetwork({
      'GET /api/billing': billingAnswer([], []),
      'POST /api/billing': { body: { data: { billingInfo: null, challenge: { kind: '3ds', hint: 'Mã thử: 1234' } } } },
    });
    const { user } = renderAccount('/account/billing', { network });

    await user.click(await screen.findByRole('button', { name: 'Thêm thẻ' }));
    await fillCard(user, { ...A_CARD, 'Số thẻ': '4000 0000 0000 3220' });
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));

    const answer = await screen.findByRole('textbox', { name: /^Mã xác thực của ngân hàng/ });
    expect(answer).toHaveAccessibleDescription('Mã thử: 1234');
    network.on('POST /api/billing', { body: { data: { billingInfo: saved, challenge: null } } });
    network.on('GET /api/billing', billingAnswer([saved], [paymentMethodOf(saved)]));
    await user.type(answer, '1234');
    await user.click(screen.getByRole('button', { name: 'Xác thực và lưu thẻ' }));

    expect(await findStatus('Đã lưu thẻ •••• 3220.')).toBeInTheDocument();
    expect(network.sent('POST /api/billing')[1]?.body).toMatchObject({ billing: { card: { challengeAnswer: '1234' } } });
    expect(await screen.findByRole('article', { name: 'VISA •••• 3220' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thêm thẻ' })).toHaveFocus());
  });
});
