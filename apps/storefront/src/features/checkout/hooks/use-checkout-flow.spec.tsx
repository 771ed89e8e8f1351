import type { CheckoutData } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { ApiClientProvider } from '@gio/shell';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeClient } from '../../../testing/render-app';
import { stepHeadingId } from '../components/step-frame';
import { checkoutDataFixture } from '../testing/checkout-fixtures';
import { useCheckoutFlow } from './use-checkout-flow';
import { useFocusOpeningStep } from './use-focus-opening-step';

const totalChanged = new ApiError({
  status: 400,
  code: 'TOTAL_CHANGED',
  message: 'Tổng tiền đã thay đổi thành 230000.',
});

function withTotal(total: number): CheckoutData {
  const data = checkoutDataFixture();
  const pricing = data.checkoutInfo.pricingInfo;
  return {
    ...data,
    checkoutInfo: {
      ...data.checkoutInfo,
      pricingInfo: pricing && { ...pricing, totalPrice: total },
    },
  };
}

function renderFlow(refresh: () => Promise<unknown>) {
  const { client, calls } = fakeClient((method, url) => {
    if (url === '/api/checkout/place-order') return Promise.reject(totalChanged);
    if (method === 'GET' && url.startsWith('/api/checkout')) return refresh();
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
  const onReload = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>{children}</ApiClientProvider>
  );
  // The refresh reads the url the checkout answer names (accounts.md §7).
  const initial = checkoutDataFixture();
  const data = { ...initial, extras: { ...initial.extras, refreshUrl: '/api/checkout?cart=c-1' } };
  const hook = renderHook(() => useCheckoutFlow(data, onReload), { wrapper });
  const refreshes = () => calls.filter((call) => call.method === 'GET').length;
  return { ...hook, calls, onReload, refreshes };
}

describe('checkout refresh (storefront.md §4 "A failed checkout refresh reloads the page…")', () => {
  it('an order refused because the total changed reads the checkout again once, and the next attempt confirms the new total', async () => {
    const { result, calls, onReload, refreshes } = renderFlow(() =>
      Promise.resolve({ data: withTotal(230000) }),
    );
    expect(result.current.snapshot.matches('review')).toBe(true);

    act(() => result.current.send({ type: 'ORDER.PLACE' }));
    await waitFor(() =>
      expect(result.current.snapshot.context.info.pricingInfo?.totalPrice).toBe(230000),
    );
    await waitFor(() => expect(result.current.snapshot.matches({ review: 'idle' })).toBe(true));
    expect(refreshes()).toBe(1);
    expect(calls.find((call) => call.method === 'GET')?.url).toBe('/api/checkout?cart=c-1');
    expect(result.current.problem?.code).toBe('TOTAL_CHANGED');
    expect(onReload).not.toHaveBeenCalled();

    act(() => result.current.send({ type: 'ORDER.PLACE' }));
    await waitFor(() => expect(refreshes()).toBe(2));
    const attempts = calls.filter((call) => call.url === '/api/checkout/place-order');
    expect(attempts.map((call) => (call.body as { expectedTotal: number }).expectedTotal)).toEqual([
      215000, 230000,
    ]);
    // Another total is another order: it gets its own Idempotency-Key.
    expect(attempts[1]?.headers?.['Idempotency-Key']).not.toBe(
      attempts[0]?.headers?.['Idempotency-Key'],
    );
  });

  it('a refresh that fails for another reason reloads the page', async () => {
    const { result, onReload } = renderFlow(() =>
      Promise.reject(new ApiError({ status: 502, code: 'UNPARSEABLE_RESPONSE', message: 'x' })),
    );
    act(() => result.current.send({ type: 'ORDER.PLACE' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
  });

  it('a refresh that fails with an error of the known kind keeps the page', async () => {
    const { result, onReload, refreshes } = renderFlow(() =>
      Promise.reject(new ApiError({ status: 400, code: 585, message: 'B2B location' })),
    );
    act(() => result.current.send({ type: 'ORDER.PLACE' }));
    await waitFor(() => expect(refreshes()).toBe(1));
    await waitFor(() => expect(result.current.snapshot.matches({ review: 'idle' })).toBe(true));
    expect(onReload).not.toHaveBeenCalled();
  });
});

describe('focus moves to the step that opens', () => {
  function Steps({ data }: { data: CheckoutData }) {
    const flow = useCheckoutFlow(data, () => undefined);
    useFocusOpeningStep(flow.snapshot);
    return (
      <>
        {(['address', 'express', 'billing'] as const).map((step) => (
          <h2 key={step} id={stepHeadingId(step)} tabIndex={-1}>
            {step}
          </h2>
        ))}
        <button type="button" onClick={() => flow.send({ type: 'STEP.EDIT', step: 'billing' })}>
          edit billing
        </button>
      </>
    );
  }

  it('leaves focus alone on the first render, then focuses the heading of the step opened', async () => {
    const { client } = fakeClient(() => Promise.reject(new Error('no calls expected')));
    const view = render(
      <ApiClientProvider client={client}>
        <Steps data={checkoutDataFixture()} />
      </ApiClientProvider>,
    );
    expect(document.activeElement).toBe(document.body);
    act(() => view.getByRole('button', { name: 'edit billing' }).click());
    await waitFor(() =>
      expect(document.activeElement).toBe(view.getByRole('heading', { name: 'billing' })),
    );
  });
});
