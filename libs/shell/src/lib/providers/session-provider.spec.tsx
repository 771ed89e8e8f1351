import type { JsonClient } from '@gio/data-access';
import { act, render, screen } from '@testing-library/react';
import { ApiClientProvider } from './api-client';
import { useSession } from './session';
import { SessionProvider } from './session-provider';

/** A client whose GET /api/session answers a guest, counting the calls. */
function guestClient(): JsonClient & { asked: () => number } {
  let asked = 0;
  return {
    asked: () => asked,
    get: <T,>() => {
      asked += 1;
      return Promise.resolve({ csrfToken: 'token', user: null } as T);
    },
  } as unknown as JsonClient & { asked: () => number };
}

function Status() {
  return <p>{useSession().status}</p>;
}

function renderProvider(client: JsonClient, askAfter?: Promise<unknown>) {
  render(
    <ApiClientProvider client={client}>
      <SessionProvider askAfter={askAfter}>
        <Status />
      </SessionProvider>
    </ApiClientProvider>,
  );
}

describe('SessionProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the gateway once after the first render and gives its answer', async () => {
    const client = guestClient();
    renderProvider(client);
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(client.asked()).toBe(1);
  });

  it('waits for askAfter (the page content hydrated) before asking, then asks once', async () => {
    const client = guestClient();
    let hydrated: () => void = () => undefined;
    renderProvider(client, new Promise<void>((resolve) => (hydrated = resolve)));
    await act(async () => undefined);
    expect(client.asked()).toBe(0);
    expect(screen.getByText('unknown')).toBeInTheDocument();

    await act(async () => hydrated());
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(client.asked()).toBe(1);
  });

  it('asks anyway after 5 s when askAfter never settles, and only once', async () => {
    jest.useFakeTimers();
    const client = guestClient();
    renderProvider(client, new Promise(() => undefined));
    await act(async () => jest.advanceTimersByTime(4999));
    expect(client.asked()).toBe(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(client.asked()).toBe(1);
    await act(async () => jest.advanceTimersByTime(10000));
    expect(client.asked()).toBe(1);
    expect(screen.getByText('guest')).toBeInTheDocument();
  });

  it('asks when askAfter fails, as when it settles', async () => {
    const client = guestClient();
    renderProvider(client, Promise.reject(new Error('the page content failed')));
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(client.asked()).toBe(1);
  });

  it('asks nothing once unmounted before askAfter settles', async () => {
    jest.useFakeTimers();
    const client = guestClient();
    let hydrated: () => void = () => undefined;
    const view = render(
      <ApiClientProvider client={client}>
        <SessionProvider askAfter={new Promise<void>((resolve) => (hydrated = resolve))}>
          <Status />
        </SessionProvider>
      </ApiClientProvider>,
    );
    view.unmount();
    await act(async () => hydrated());
    await act(async () => jest.advanceTimersByTime(10000));
    expect(client.asked()).toBe(0);
  });
});
