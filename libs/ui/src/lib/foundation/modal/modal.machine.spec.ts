import { Timing } from '@gio/domain-enums';
import { createActor } from 'xstate';
import { modalMachine, type ModalEmitted, type ModalInput } from './modal.machine';

function start(input: ModalInput = {}) {
  const actor = createActor(modalMachine, { input });
  const emitted: ModalEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, state: () => actor.getSnapshot().value };
}

describe('modalMachine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens at once on a desktop-wide screen', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'MODAL.OPEN', isMobile: false });
    expect(state()).toBe('open');
    expect(emitted).toEqual([{ type: 'MODAL.OPENED' }]);
  });

  it('waits 300 ms before opening below the 600 px breakpoint', () => {
    const { actor, state } = start();
    actor.send({ type: 'MODAL.OPEN', isMobile: true });
    expect(state()).toBe('opening');
    jest.advanceTimersByTime(Timing.MOBILE_MODAL_OPEN_DELAY - 1);
    expect(state()).toBe('opening');
    jest.advanceTimersByTime(1);
    expect(state()).toBe('open');
  });

  it('closes on Escape unless locked', () => {
    const unlocked = start();
    unlocked.actor.send({ type: 'MODAL.OPEN', isMobile: false });
    unlocked.actor.send({ type: 'MODAL.REQUEST_CLOSE', reason: 'escape' });
    expect(unlocked.state()).toBe('closed');
    expect(unlocked.emitted.at(-1)).toEqual({ type: 'MODAL.CLOSED', reason: 'escape' });

    const locked = start({ locked: true });
    locked.actor.send({ type: 'MODAL.OPEN', isMobile: false });
    for (const reason of ['escape', 'backdrop', 'close-button'] as const) {
      locked.actor.send({ type: 'MODAL.REQUEST_CLOSE', reason });
    }
    expect(locked.state()).toBe('open');
    locked.actor.send({ type: 'MODAL.CLOSE' });
    expect(locked.state()).toBe('closed');
    expect(locked.emitted.at(-1)).toEqual({ type: 'MODAL.CLOSED', reason: 'programmatic' });
  });

  it('can be unlocked later', () => {
    const { actor, state } = start({ locked: true });
    actor.send({ type: 'MODAL.OPEN', isMobile: false });
    actor.send({ type: 'MODAL.CONFIGURE', settings: { locked: false } });
    actor.send({ type: 'MODAL.REQUEST_CLOSE', reason: 'backdrop' });
    expect(state()).toBe('closed');
  });

  it('fades out after 4 s and closes at 4.5 s', () => {
    const { actor, emitted, state } = start({ fadeOut: true });
    actor.send({ type: 'MODAL.OPEN', isMobile: false });
    jest.advanceTimersByTime(Timing.MODAL_FADE_OUT - 1);
    expect(state()).toBe('open');
    jest.advanceTimersByTime(1);
    expect(state()).toBe('fading');
    jest.advanceTimersByTime(Timing.MODAL_AUTO_CLOSE - Timing.MODAL_FADE_OUT - 1);
    expect(state()).toBe('fading');
    jest.advanceTimersByTime(1);
    expect(state()).toBe('closed');
    expect(emitted.at(-1)).toEqual({ type: 'MODAL.CLOSED', reason: 'timeout' });
  });

  it('counts the fade-out from the moment the modal is shown, after the mobile delay', () => {
    const { actor, state } = start({ fadeOut: true });
    actor.send({ type: 'MODAL.OPEN', isMobile: true });
    jest.advanceTimersByTime(Timing.MOBILE_MODAL_OPEN_DELAY + Timing.MODAL_FADE_OUT - 1);
    expect(state()).toBe('open');
    jest.advanceTimersByTime(1);
    expect(state()).toBe('fading');
  });

  it('never fades a modal that is not a fade-out modal', () => {
    const { actor, state } = start();
    actor.send({ type: 'MODAL.OPEN', isMobile: false });
    jest.advanceTimersByTime(60_000);
    expect(state()).toBe('open');
  });

  it('does not open a mobile-only modal on a desktop-wide screen, and closes it when the screen grows', () => {
    const desktop = start({ variant: 'mobile-only' });
    desktop.actor.send({ type: 'MODAL.OPEN', isMobile: false });
    expect(desktop.state()).toBe('closed');
    expect(desktop.emitted).toEqual([{ type: 'MODAL.CLOSED', reason: 'viewport' }]);

    const mobile = start({ variant: 'mobile-only' });
    mobile.actor.send({ type: 'MODAL.OPEN', isMobile: true });
    jest.advanceTimersByTime(Timing.MOBILE_MODAL_OPEN_DELAY);
    mobile.actor.send({ type: 'MODAL.VIEWPORT_CHANGED', isMobile: true });
    expect(mobile.state()).toBe('open');
    mobile.actor.send({ type: 'MODAL.VIEWPORT_CHANGED', isMobile: false });
    expect(mobile.state()).toBe('closed');
    expect(mobile.emitted.at(-1)).toEqual({ type: 'MODAL.CLOSED', reason: 'viewport' });
  });

  it('can be cancelled while it waits to open', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'MODAL.OPEN', isMobile: true });
    actor.send({ type: 'MODAL.CLOSE', reason: 'replaced' });
    jest.advanceTimersByTime(1000);
    expect(state()).toBe('closed');
    expect(emitted).toEqual([{ type: 'MODAL.CLOSED', reason: 'replaced' }]);
  });

  it('reopens after closing, with a fresh close reason', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'MODAL.OPEN', isMobile: false });
    actor.send({ type: 'MODAL.REQUEST_CLOSE', reason: 'backdrop' });
    actor.send({ type: 'MODAL.OPEN', isMobile: false });
    expect(state()).toBe('open');
    actor.send({ type: 'MODAL.CLOSE' });
    expect(emitted.filter((e) => e.type === 'MODAL.CLOSED')).toEqual([
      { type: 'MODAL.CLOSED', reason: 'backdrop' },
      { type: 'MODAL.CLOSED', reason: 'programmatic' },
    ]);
  });
});
