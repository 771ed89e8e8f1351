import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BundledI18nProvider } from '../../foundation/i18n';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { Countdown } from './countdown';
import * as stories from './countdown.stories';

describe('Countdown stories', () => expectStoriesAccessible(stories));

/** A clock driven by jest's fake timers. */
const fakeClock = { now: () => Date.now() };
const START = Date.UTC(2026, 11, 1);

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  it('shows days, hours, minutes and seconds with their units', () => {
    renderWithProviders(
      <Countdown
        endTimestamp={START / 1000 + 2 * 86_400 + 3 * 3600 + 4 * 60 + 5}
        clock={fakeClock}
      />,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('Còn 2 ngày 3 giờ 4 phút 5 giây');
    expect(timer.textContent).toBe('2ngày03giờ04phút05giây');
  });

  it('ticks every second and stops at zero', () => {
    renderWithProviders(<Countdown endTimestamp={START / 1000 + 3} clock={fakeClock} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('Còn 0 ngày 0 giờ 0 phút 3 giây');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveAccessibleName('Còn 0 ngày 0 giờ 0 phút 2 giây');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer).toHaveAccessibleName('Đã kết thúc');
    expect(timer.textContent).toBe('0ngày00giờ00phút00giây');
    // Nothing keeps running once it has stopped.
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(timer.textContent).toBe('0ngày00giờ00phút00giây');
  });

  it('never counts below zero for a past end', () => {
    renderWithProviders(<Countdown endTimestamp={START / 1000 - 100} clock={fakeClock} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Đã kết thúc');
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('Countdown on the server', () => {
  it('renders placeholders, so hydration at another time never mismatches', () => {
    const html = renderToString(
      <BundledI18nProvider lng="vi">
        <Countdown endTimestamp={START / 1000 + 90} clock={fakeClock} />
      </BundledI18nProvider>,
    );
    expect(html).toContain('role="timer"');
    expect(html).toContain('--');
    expect(html).not.toContain('aria-label');
  });
});
