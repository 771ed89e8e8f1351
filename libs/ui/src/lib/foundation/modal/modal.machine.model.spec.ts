import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { modalMachine, type ModalEvent, type ModalInput } from './modal.machine';

/**
 * Model test: walks every state the machine can reach with the user's and the app's events
 * plus its own timers (delayed transitions are events named `xstate.after.<delay>.<state>`).
 */
const timers = ['xstate.after.openDelay.modal.opening', 'xstate.after.fadeOutDelay.modal.open', 'xstate.after.autoCloseDelay.modal.fading'].map(
  (type) => ({ type }) as unknown as ModalEvent,
);
const events: ModalEvent[] = [
  { type: 'MODAL.OPEN', isMobile: false },
  { type: 'MODAL.OPEN', isMobile: true },
  { type: 'MODAL.REQUEST_CLOSE', reason: 'escape' },
  { type: 'MODAL.CLOSE' },
  { type: 'MODAL.VIEWPORT_CHANGED', isMobile: false },
  ...timers,
];

function reachable(input: ModalInput, allowed: ModalEvent[] = events) {
  const paths = getShortestPaths(modalMachine, { input, events: allowed });
  return new Set(paths.map((path) => JSON.stringify(path.state.value)));
}

describe('modalMachine model', () => {
  it('reaches every state of a fade-out modal', () => {
    expect(reachable({ fadeOut: true })).toEqual(new Set(['"closed"', '"opening"', '"open"', '"fading"']));
  });

  it('never fades a modal that is not a fade-out modal', () => {
    expect(reachable({ fadeOut: false }).has('"fading"')).toBe(false);
  });

  it('cannot be dismissed by the user while locked: once shown, only the app closes it', () => {
    const userAndTimers = events.filter((event) => event.type !== 'MODAL.CLOSE');
    const shown = (value: unknown) => value === 'open' || value === 'fading';
    const userDismissals = (locked: boolean) =>
      getSimplePaths(modalMachine, { input: { locked }, events: userAndTimers }).filter((path) =>
        path.steps.some((step, i) => i > 0 && shown(path.steps[i - 1].state.value) && step.state.value === 'closed'),
      );
    expect(userDismissals(false).length).toBeGreaterThan(0);
    expect(userDismissals(true)).toEqual([]);
  });

  it('never shows a mobile-only modal when only desktop-wide screens open it', () => {
    const desktopOnly = events.filter((event) => !(event.type === 'MODAL.OPEN' && event.isMobile));
    expect(reachable({ variant: 'mobile-only' }, desktopOnly)).toEqual(new Set(['"closed"']));
  });
});
