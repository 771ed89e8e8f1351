import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessLoginDataAnswer, redeemedVouchersAnswer } from '../../../testing/answer-fixtures';
import { fakeClient } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { checkoutDataFixture, OFFERED_TO_PERSONAL_USER } from '../testing/checkout-fixtures';
import { CheckoutFlowView } from './checkout-flow-view';

const customer = { status: 'customer' as const, user: { id: 'u1' } as never };
const settings = checkoutDataFixture().checkoutInfo.settings;

function renderBilling(
  data: ReturnType<typeof checkoutDataFixture>,
  answer: Parameters<typeof fakeClient>[0] = () => Promise.resolve(redeemedVouchersAnswer()),
) {
  const { client, calls } = fakeClient(answer);
  renderPage(<CheckoutFlowView initial={data} fullPageLoad={jest.fn()} />, {
    url: '/checkout',
    client,
    session: customer,
  });
  return { calls, billing: screen.getByRole('region', { name: /Thanh toán$/ }) };
}

const radioNames = (billing: HTMLElement) =>
  within(billing)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.querySelector('span')?.firstChild?.textContent);

describe('billing step (storefront.md §4 billing types, §1 regional provider switches)', () => {
  it('offers only the billing types the checkout offers: no switched-off fasspay, no invoice for a personal user', () => {
    const { billing } = renderBilling(
      checkoutDataFixture({
        billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null },
      }),
    );
    expect(radioNames(billing)).toEqual(['Visa •••• 4242', 'Thanh toán khi nhận hàng', 'iPay88', 'Payoo']);
    expect(within(billing).queryByRole('radio', { name: /fasspay/ })).not.toBeInTheDocument();
    expect(within(billing).queryByRole('radio', { name: /Hoá đơn doanh nghiệp/ })).not.toBeInTheDocument();
    expect(within(billing).getByRole('button', { name: 'Thêm thẻ mới' })).toBeInTheDocument();
  });

  it('offers every regional provider the site switches on, and invoice to an invoice user', async () => {
    const { billing } = renderBilling(
      checkoutDataFixture({
        settings: {
          ...settings,
          availableBillingTypes: [...OFFERED_TO_PERSONAL_USER, 'invoice', 'fasspay'],
        },
        user: { telephoneNumber: '0901234567', isInvoiceUser: true },
        billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null },
      }),
      (_method, url) =>
        Promise.resolve(
          url === '/api/organization/login-data'
            ? businessLoginDataAnswer({ creditLimit: 1_000_000, currentOutstanding: 0, available: 1_000_000 })
            : redeemedVouchersAnswer(),
        ),
    );
    expect(within(billing).getByRole('radio', { name: /Hoá đơn doanh nghiệp/ })).toBeChecked();
    expect(await within(billing).findByText(/Hạn mức còn lại: 1\.000\.000/)).toBeInTheDocument();
    expect(within(billing).getByRole('radio', { name: /Chuyển khoản FPX \(fasspay\)/ })).toBeInTheDocument();
  });

  it('reopens billing when the held provider was switched off, and sends the one chosen instead', async () => {
    const { billing, calls } = renderBilling(
      checkoutDataFixture({ billing: { selection: { type: 'fasspay', billingInfoId: null }, applyUserCredits: false, purchaseOrderNumber: null } }),
      (_method, url) =>
        Promise.resolve(
          url === '/api/set-billing-type'
            ? { data: checkoutDataFixture({ billing: { selection: { type: 'payoo', billingInfoId: null }, applyUserCredits: false, purchaseOrderNumber: null } }) }
            : redeemedVouchersAnswer(),
        ),
    );
    expect(within(billing).queryByRole('radio', { name: /fasspay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đặt hàng' })).toBeDisabled();
    await userEvent.click(within(billing).getByRole('radio', { name: /Payoo/ }));
    await userEvent.click(within(billing).getByRole('button', { name: 'Dùng phương thức này' }));
    expect(calls.find((call) => call.url === '/api/set-billing-type')?.body).toEqual({ type: 'payoo', billingInfoId: null });
    expect(await screen.findByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
  });

  it('hides the new-card form when the checkout does not offer cards', () => {
    const { billing } = renderBilling(
      checkoutDataFixture({
        settings: { ...settings, availableBillingTypes: ['paymentOnFulfillment'] },
        billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null },
      }),
    );
    expect(radioNames(billing)).toEqual(['Thanh toán khi nhận hàng']);
    expect(within(billing).queryByRole('button', { name: 'Thêm thẻ mới' })).not.toBeInTheDocument();
  });
});
