import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { BackToTopButton } from './back-to-top-button';
import * as stories from './back-to-top-button.stories';

describe('BackToTopButton stories', () => expectStoriesAccessible(stories));

function setPage({
  scrollY,
  scrollHeight,
  clientHeight,
}: {
  scrollY: number;
  scrollHeight: number;
  clientHeight: number;
}) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(document.documentElement, 'clientHeight', {
    configurable: true,
    value: clientHeight,
  });
}

describe('BackToTopButton', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setPage({ scrollY: 0, scrollHeight: 3000, clientHeight: 1000 });
    window.scrollTo = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('appears after 35 % scroll, read 200 ms after scrolling stops', () => {
    renderWithProviders(<BackToTopButton />);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('button')).toBeNull();

    // 700 of 2000 scrollable px is exactly 35 %: not yet.
    setPage({ scrollY: 700, scrollHeight: 3000, clientHeight: 1000 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('button')).toBeNull();

    setPage({ scrollY: 720, scrollHeight: 3000, clientHeight: 1000 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Lên đầu trang' })).toBeInTheDocument();
  });

  it('debounces: a burst of scroll events is read once, after the last one', () => {
    renderWithProviders(<BackToTopButton />);
    setPage({ scrollY: 1500, scrollHeight: 3000, clientHeight: 1000 });
    act(() => {
      for (let i = 0; i < 5; i += 1) {
        window.dispatchEvent(new Event('scroll'));
        jest.advanceTimersByTime(150);
      }
    });
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it('scrolls smoothly to the top and moves focus to the top target', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <>
        <h1 id="top">Rau củ quả</h1>
        <BackToTopButton forceVisible focusTargetId="top" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Lên đầu trang' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading')).toHaveFocus();
  });
});
