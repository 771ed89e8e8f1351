import { ApiError } from '@gio/data-access';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeemedVouchersAnswer } from '../../../testing/answer-fixtures';
import { fakeClient } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { checkoutDataFixture } from '../testing/checkout-fixtures';
import { CheckoutFlowView } from './checkout-flow-view';

const customer = { status: 'customer' as const, user: { id: 'u1' } as never };
const placed = {
  data: {
    order: {
      placementId: 'pl-1',
      gid: '700001',
      status: 'placed',
      redirectUrl: null,
      paymentStatus: 1,
      paymentMethod: 0,
      totalPrice: 215000,
      isFirstOrder: false,
      orders: [],
    },
  },
};

function renderFlow(answer: Parameters<typeof fakeClient>[0], data = checkoutDataFixture()) {
  const { client, calls } = fakeClient(answer);
  const fullPageLoad = jest.fn();
  const view = renderPage(<CheckoutFlowView initial={data} fullPageLoad={fullPageLoad} />, {
    url: '/checkout',
    client,
    session: customer,
    otherPaths: ['/confirmation'],
  });
  return { ...view, calls, fullPageLoad };
}

const placeOrderCalls = <C extends { url: string }>(calls: C[]) => calls.filter((call) => call.url === '/api/checkout/place-order');

describe('checkout (storefront.md §4 checkout steps, place order)', () => {
  it('shows every pricing line of the summary in vi-VN prices', () => {
    renderFlow(() => Promise.reject(new Error('no call expected')));
    const summary = screen.getByRole('region', { name: 'Đơn hàng' });
    expect(within(summary).getByText('Phí giao nhanh').nextSibling).toHaveTextContent('20.000 ₫');
    expect(within(summary).getByText('Số dư tín dụng').nextSibling).toHaveTextContent('−34.000 ₫');
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('215.000 ₫');
  });

  it('places one order for a double click, with an Idempotency-Key, and opens the confirmation', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { calls, router } = renderFlow((_method, url) =>
      url === '/api/checkout/place-order'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(redeemedVouchersAnswer()),
    );
    const button = screen.getByRole('button', { name: 'Đặt hàng' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(placeOrderCalls(calls)).toHaveLength(1);
    expect(placeOrderCalls(calls)[0]).toMatchObject({
      method: 'POST',
      body: { expectedTotal: 215000, payment: {} },
      headers: { 'Idempotency-Key': expect.stringMatching(/.{8,}/) },
    });
    await act(async () => answer(placed));
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(router.state.location.search).toBe('?placement=700001');
  });

  it('retries a failed attempt with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { calls } = renderFlow((_method, url) => {
      if (url !== '/api/checkout/place-order') return Promise.resolve(redeemedVouchersAnswer());
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'Máy chủ bận, vui lòng thử lại.' }))
        : Promise.resolve(placed);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    expect(await screen.findByText('Máy chủ bận, vui lòng thử lại.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    const [first, second] = placeOrderCalls(calls) as unknown as { headers: Record<string, string> }[];
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('returns to billing with the reason when the payment is declined', async () => {
    renderFlow((_method, url) =>
      url === '/api/checkout/place-order'
        ? Promise.reject(new ApiError({ status: 402, code: 'PAYMENT_DECLINED', message: 'card_declined' }))
        : Promise.resolve(redeemedVouchersAnswer()),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    const billing = await screen.findByRole('region', { name: /Thanh toán$/ });
    expect(
      await within(billing).findByText('Thanh toán bị từ chối: card_declined. Vui lòng chọn phương thức khác.'),
    ).toBeInTheDocument();
    expect(within(billing).getByRole('radio', { name: 'Visa •••• 4242' })).toBeInTheDocument();
    expect(billing.querySelector('h2')).toHaveFocus();
  });

  it('returns to billing with the credit that remains when the business invoice is over it', async () => {
    const sentence =
      'Hạn mức hoá đơn còn lại của doanh nghiệp là 100.000 ₫, chưa đủ cho đơn hàng 300.000 ₫. Hãy chọn cách thanh toán khác, bớt hàng trong giỏ hoặc nhờ chủ doanh nghiệp tăng hạn mức.';
    renderFlow((_method, url) =>
      url === '/api/checkout/place-order'
        ? Promise.reject(new ApiError({ status: 409, code: 'INVOICE_CREDIT_EXCEEDED', message: sentence }))
        : Promise.resolve(redeemedVouchersAnswer()),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Đặt hàng' }));
    const billing = await screen.findByRole('region', { name: /Thanh toán$/ });
    // The gateway's sentence as it is: not dressed up as a bank's decline.
    expect(await within(billing).findByRole('alert')).toHaveTextContent(sentence);
    expect(within(billing).queryByText(/Thanh toán bị từ chối/)).not.toBeInTheDocument();
    expect(billing.querySelector('h2')).toHaveFocus();
  });

  it('opens the express step when no slot is chosen and sends the chosen slot', async () => {
    const data = checkoutDataFixture({
      selectedDelivery: {
        shippingAddressId: 'addr-1',
        expressDeliveryOptionId: null,
        standardOrderDeliveryInstructions: '',
        marketplaceAddressId: null,
      },
    });
    const { calls } = renderFlow(
      (_method, url) =>
        url === '/api/set-delivery-info'
          ? Promise.resolve({ data: checkoutDataFixture() })
          : Promise.resolve(redeemedVouchersAnswer()),
      data,
    );
    const express = screen.getByRole('region', { name: /Khung giờ giao nhanh/ });
    expect(within(express).getByRole('radio', { name: /10:00–12:00/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Đặt hàng' })).toBeDisabled();
    await userEvent.click(within(express).getByRole('radio', { name: /08:00–10:00/ }));
    await userEvent.click(within(express).getByRole('button', { name: 'Chọn khung giờ này' }));
    expect(calls.find((call) => call.url === '/api/set-delivery-info')?.body).toEqual({
      deliveryInfo: { expressDeliveryOptionId: 'slot-a_20261123' },
    });
    expect(await screen.findByRole('button', { name: 'Đặt hàng' })).toBeEnabled();
  });

  describe('an organisation member (issue #18)', () => {
    const member = (status: unknown) => {
      const base = checkoutDataFixture();
      const data = checkoutDataFixture({
        settings: { ...base.checkoutInfo.settings, availableBillingTypes: [...base.checkoutInfo.settings.availableBillingTypes, 'invoice'] },
        user: { telephoneNumber: '0901234567', isInvoiceUser: true },
        billing: { selection: { type: 'invoice', billingInfoId: null }, applyUserCredits: false, purchaseOrderNumber: null },
      });
      return renderFlow((_method, url) => {
        if (url === '/api/organization/spending-status') return Promise.resolve({ data: { status } });
        if (url === '/api/checkout/place-order') return Promise.resolve({ data: { order: { ...placed.data.order, status: 'pending_approval' } } });
        return Promise.resolve(redeemedVouchersAnswer());
      }, data);
    };

    it('is told before placing that the order needs approval, and follows it on the approvals page', async () => {
      const { fullPageLoad } = member({ accountLevel: 2, limit: { orderLimit: 200000, monthlyBudget: null }, spentThisMonth: 0, creditHold: { onHold: false, reasons: [] } });
      expect(await screen.findByText('Đơn hàng này cần được duyệt')).toBeInTheDocument();
      expect(screen.getByText('Tổng đơn vượt hạn mức mỗi đơn của bạn (200.000 ₫).')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Gửi duyệt đơn hàng' }));
      await waitFor(() => expect(fullPageLoad).toHaveBeenCalled());
      expect(fullPageLoad).toHaveBeenCalledWith('/account/organization/approvals?submitted=700001');
    });

    it('places an order within the limits as usual, and says when the business is on credit hold', async () => {
      member({ accountLevel: 2, limit: { orderLimit: 500000, monthlyBudget: null }, spentThisMonth: 0, creditHold: { onHold: true, reasons: ['overdue_90'] } });
      expect(await screen.findByText('Doanh nghiệp đang bị tạm ngừng mua bằng hoá đơn')).toBeInTheDocument();
      expect(screen.queryByText('Đơn hàng này cần được duyệt')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Đặt hàng' })).toBeInTheDocument();
    });
  });
});
