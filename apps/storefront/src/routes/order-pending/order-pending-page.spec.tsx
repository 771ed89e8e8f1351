import { act, fireEvent, screen } from '@testing-library/react';
import {
  confirmationFixture,
  orderPendingFixture,
} from '../../features/checkout/testing/checkout-fixtures';
import { fakeClient, renderApp } from '../../testing/render-app';
import { ORDER_PENDING_POLL_MS } from './order-pending-page';

const customer = { status: 'customer' as const, user: { id: 'u1' } as never };
const PENDING_URL = '/order-pending?placement=700001';
const CONFIRMATION_URL = '/confirmation?placement=700001';

/** The page at /order-pending with the gateway answering page-data fetches by url. */
function renderPending(answers: Record<string, () => Promise<unknown>>) {
  const { client, calls } = fakeClient((method, url) => {
    const answer = method === 'GET' ? answers[url] : undefined;
    return answer ? answer() : Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
  const view = renderApp({
    url: PENDING_URL,
    data: orderPendingFixture(),
    client,
    session: customer,
  });
  const pageFetches = () => calls.filter((call) => call.url === PENDING_URL);
  return { ...view, calls, pageFetches };
}

/** Lets the next poll fire and its answer arrive. */
async function nextPoll() {
  await act(async () => {
    jest.advanceTimersByTime(ORDER_PENDING_POLL_MS);
  });
}

describe('order pending page (storefront.md §2 /order-pending)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the payment is awaited and leads back to the provider’s page', () => {
    const { environment } = renderPending({});
    expect(
      screen.getByRole('heading', { name: 'Đang chờ xác nhận thanh toán' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Đơn 700001 đang chờ nhà cung cấp thanh toán xác nhận/),
    ).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại trang thanh toán' }));
    expect(environment.fullPageLoad).toHaveBeenCalledWith('/fasspay-web?payment=pay-1&token=tok-1');
  });

  it('asks again every few seconds while the provider has not decided', async () => {
    const { pageFetches } = renderPending({
      [PENDING_URL]: () => Promise.resolve({ data: orderPendingFixture() }),
    });
    expect(pageFetches()).toHaveLength(0);
    await nextPoll();
    expect(pageFetches()).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: 'Đang chờ xác nhận thanh toán' }),
    ).toBeInTheDocument();
    await nextPoll();
    expect(pageFetches()).toHaveLength(2);
  });

  it('drops the way back to the provider once the page data has none', async () => {
    renderPending({
      [PENDING_URL]: () => Promise.resolve({ data: orderPendingFixture({ continueUrl: null }) }),
    });
    await nextPoll();
    expect(
      screen.queryByRole('button', { name: 'Quay lại trang thanh toán' }),
    ).not.toBeInTheDocument();
  });

  it('opens the confirmation once the payment is approved', async () => {
    const { router, pageFetches } = renderPending({
      [PENDING_URL]: () => Promise.resolve({ redirect: CONFIRMATION_URL }),
      [CONFIRMATION_URL]: () => Promise.resolve({ data: confirmationFixture({ survey: null }) }),
    });
    await nextPoll();
    expect(
      await screen.findByRole('heading', { name: 'Cảm ơn bạn đã đặt hàng!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(CONFIRMATION_URL);
    // Replaced, not pushed: going back does not land on a page that would redirect again.
    expect(router.state.historyAction).toBe('REPLACE');
    await nextPoll();
    expect(pageFetches()).toHaveLength(1);
  });

  it('sends a declined payment back to billing with the reason', async () => {
    renderPending({
      [PENDING_URL]: () => Promise.resolve({ redirect: CONFIRMATION_URL }),
      [CONFIRMATION_URL]: () =>
        Promise.resolve({
          data: confirmationFixture({
            status: 'cancelled',
            declineReason: 'payment_declined',
            survey: null,
          }),
        }),
    });
    await nextPoll();
    expect(
      await screen.findByRole('heading', { name: 'Đơn hàng chưa được đặt' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/payment_declined/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Quay lại thanh toán' })).toHaveAttribute(
      'href',
      '/checkout?goToStep=billing',
    );
  });

  it('falls back to loading the page in full when asking again fails (storefront.md §8 SPA Error)', async () => {
    const { environment, pageFetches } = renderPending({
      [PENDING_URL]: () => Promise.reject(new Error('network down')),
    });
    await nextPoll();
    expect(environment.logError).toHaveBeenCalledWith('SPA Error', { url: PENDING_URL });
    expect(environment.fullPageLoad).toHaveBeenCalledWith(PENDING_URL);
    await nextPoll();
    expect(pageFetches()).toHaveLength(1);
  });
});
