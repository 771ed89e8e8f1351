import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { ProductSlider } from './product-slider';
import * as stories from './product-slider.stories';

describe('ProductSlider stories', () => expectStoriesAccessible(stories));

/** jsdom has no layout: give the track a scroll geometry and a scrollBy that moves it. */
function fakeLayout({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  let scrollLeft = 0;
  const proto = HTMLUListElement.prototype;
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => clientWidth });
  Object.defineProperty(proto, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = Math.max(0, Math.min(value, scrollWidth - clientWidth));
    },
  });
  const scrollBy = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
    this.scrollLeft += options.left ?? 0;
  });
  Object.defineProperty(proto, 'scrollBy', { configurable: true, writable: true, value: scrollBy });
  return {
    scrollBy,
    restore() {
      for (const key of ['scrollWidth', 'clientWidth', 'scrollLeft', 'scrollBy']) {
        delete (proto as unknown as Record<string, unknown>)[key];
      }
    },
  };
}

const items = Array.from({ length: 6 }, (_, index) => (
  <a key={index} href={`/product/p-${index}/san-pham`}>
    Sản phẩm {index + 1}
  </a>
));

function renderSlider() {
  renderWithProviders(<ProductSlider title="Có thể bạn cũng thích">{items}</ProductSlider>);
}

describe('ProductSlider', () => {
  let layout: ReturnType<typeof fakeLayout>;
  afterEach(() => layout?.restore());

  it('is a section named by its heading, with one list item per product', () => {
    layout = fakeLayout({ scrollWidth: 600, clientWidth: 600 });
    renderSlider();
    expect(screen.getByRole('region', { name: 'Có thể bạn cũng thích' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    // Everything fits: no buttons to press.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pages with the previous/next buttons, which say when they are at an end', async () => {
    layout = fakeLayout({ scrollWidth: 1500, clientWidth: 500 });
    const user = userEvent.setup();
    renderSlider();
    const previous = screen.getByRole('button', { name: 'Xem mục trước' });
    const next = screen.getByRole('button', { name: 'Xem mục tiếp theo' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');

    await user.click(next);
    expect(layout.scrollBy).toHaveBeenLastCalledWith({ left: 450, behavior: 'smooth' });
    expect(previous).not.toHaveAttribute('aria-disabled');

    await user.click(next);
    await user.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    const calls = layout.scrollBy.mock.calls.length;
    await user.click(next);
    expect(layout.scrollBy).toHaveBeenCalledTimes(calls);

    await user.click(previous);
    expect(layout.scrollBy).toHaveBeenLastCalledWith({ left: -450, behavior: 'smooth' });
  });

  it('works from the keyboard: Tab reaches the buttons and Enter/Space press them', async () => {
    layout = fakeLayout({ scrollWidth: 1500, clientWidth: 500 });
    const user = userEvent.setup();
    renderSlider();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Xem mục tiếp theo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(layout.scrollBy).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sản phẩm 1' })).toHaveFocus();
  });

  it('re-renders none of its products when only the buttons change (after hydration, on scroll)', () => {
    layout = fakeLayout({ scrollWidth: 1500, clientWidth: 500 });
    const renders: number[] = [0, 0, 0];
    function Tile({ index }: { index: number }) {
      renders[index] = (renders[index] ?? 0) + 1;
      return <a href={`/product/p-${index}/san-pham`}>Sản phẩm {index + 1}</a>;
    }
    const tiles = [0, 1, 2].map((index) => <Tile key={index} index={index} />);
    renderWithProviders(<ProductSlider title="Có thể bạn cũng thích">{tiles}</ProductSlider>);
    // The measure after mounting showed the buttons: the products rendered once all the same.
    expect(screen.getByRole('button', { name: 'Xem mục tiếp theo' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(renders).toEqual([1, 1, 1]);

    const track = screen.getByRole('list');
    track.scrollLeft = 1000;
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Xem mục tiếp theo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.scroll(track);
    expect(renders).toEqual([1, 1, 1]);
  });
});
