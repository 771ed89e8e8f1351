import { createSessionStore, SessionStoreContext, type SessionState } from '@gio/shell';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useOnceSessionKnown } from './use-once-session-known';

const unknown: SessionState = { status: 'unknown', user: null };

function renderPress(store: ReturnType<typeof createSessionStore>) {
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>
  );
  const hook = renderHook(
    () => {
      renders += 1;
      return useOnceSessionKnown();
    },
    { wrapper },
  );
  return { press: () => hook.result.current, renders: () => renders };
}

describe('useOnceSessionKnown', () => {
  it('holds a press made before the session is known and runs the latest one with the answer', () => {
    const store = createSessionStore(unknown);
    const { press } = renderPress(store);
    const first = jest.fn();
    const latest = jest.fn();
    press()(first);
    press()(latest);
    expect(latest).not.toHaveBeenCalled();

    act(() => store.set({ status: 'customer', user: { id: 'u-1' } }));
    expect(latest).toHaveBeenCalledWith(true);
    expect(first).not.toHaveBeenCalled();
  });

  it('runs a press at once when the session is known: a guest is not signed in', () => {
    const { press } = renderPress(createSessionStore({ status: 'guest', user: null }));
    const action = jest.fn();
    press()(action);
    expect(action).toHaveBeenCalledWith(false);
  });

  it("does not re-render its button when the session's answer comes", () => {
    const store = createSessionStore(unknown);
    const { renders } = renderPress(store);
    const before = renders();
    act(() => store.set({ status: 'guest', user: null }));
    expect(renders()).toBe(before);
  });
});
