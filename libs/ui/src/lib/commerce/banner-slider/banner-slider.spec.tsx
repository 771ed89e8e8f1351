import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  expectStoriesAccessible,
  renderWithProviders,
  setViewportWidth,
} from '../../foundation/testing';
import { demoBanners } from '../demo/demo-banners';
import { DEMO_NOW_MS } from '../demo/demo-data';
import { fixedClock } from '../shared/clock';
import { BannerSlider } from './banner-slider';
import * as stories from './banner-slider.stories';

describe('BannerSlider stories', () => expectStoriesAccessible(stories));

const clock = fixedClock(DEMO_NOW_MS);

/** jsdom has no PointerEvent; a MouseEvent with the pointer fields stands in for it. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
  }
}
beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', {
    configurable: true,
    writable: true,
    value: TestPointerEvent,
  });
});
afterAll(() => {
  delete (window as unknown as Record<string, unknown>)['PointerEvent'];
});

/** The slide on show: the only one not hidden. */
const visibleSlide = () => screen.getByRole('group', { name: /\/ 4$/ });

describe('BannerSlider', () => {
  it('is a labelled carousel showing one slide at a time', () => {
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} />);
    // Its own label once slider.banner_label exists; the generic slider label until then.
    expect(
      screen.getByRole('region', { name: /Banner khuyến mãi|Băng chuyền sản phẩm/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /\/ 4$/ })).toHaveLength(1);
    expect(visibleSlide()).toHaveAccessibleName('Mục 1 / 4');
    expect(visibleSlide()).toHaveTextContent('Sale Tết');
  });

  it('paints the first banner at once and fades in only the banners changed to', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} />);
    // No fade from transparent on the first banner: it is the home page's largest paint.
    expect(visibleSlide()).not.toHaveClass('gio-banner-slider__slide--enter');
    await user.click(screen.getByRole('button', { name: 'Xem mục tiếp theo' }));
    expect(visibleSlide()).toHaveClass('gio-banner-slider__slide--enter');
  });

  it('moves with the arrows and wraps around at both ends', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Xem mục trước' }));
    expect(visibleSlide()).toHaveAccessibleName('Mục 4 / 4');
    await user.click(screen.getByRole('button', { name: 'Xem mục tiếp theo' }));
    expect(visibleSlide()).toHaveAccessibleName('Mục 1 / 4');
    expect(onChange.mock.calls).toEqual([[3], [0]]);
  });

  it('is usable from the keyboard alone: Tab to the controls, ← and → to change slides, dots to jump', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} />);
    // First slide: its text is its link.
    await user.tab();
    expect(screen.getByRole('link', { name: demoBanners[0].text })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('Mục 2 / 4');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('Mục 1 / 4');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('Mục 4 / 4');

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Xem mục trước' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(visibleSlide()).toHaveAccessibleName('Mục 3 / 4');
    await user.tab();
    const dots = within(screen.getByRole('group', { name: 'Chọn trang chiếu' })).getAllByRole(
      'button',
    );
    expect(dots[0]).toHaveFocus();
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Enter}');
    expect(visibleSlide()).toHaveAccessibleName('Mục 1 / 4');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('changes slide on a horizontal swipe, not on a vertical one or a short one', () => {
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} />);
    const viewport = visibleSlide().parentElement!;
    const swipe = (fromX: number, toX: number, fromY = 100, toY = 100) => {
      fireEvent.pointerDown(viewport, {
        pointerId: 1,
        isPrimary: true,
        button: 0,
        clientX: fromX,
        clientY: fromY,
      });
      fireEvent.pointerUp(viewport, {
        pointerId: 1,
        isPrimary: true,
        button: 0,
        clientX: toX,
        clientY: toY,
      });
    };
    swipe(300, 100);
    expect(visibleSlide()).toHaveAccessibleName('Mục 2 / 4');
    swipe(100, 300);
    expect(visibleSlide()).toHaveAccessibleName('Mục 1 / 4');
    swipe(100, 300);
    expect(visibleSlide()).toHaveAccessibleName('Mục 4 / 4');
    swipe(200, 180);
    swipe(200, 150, 0, 300);
    expect(visibleSlide()).toHaveAccessibleName('Mục 4 / 4');
  });

  it('does not follow the link a swipe ends on', () => {
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} />);
    const link = within(visibleSlide()).getByRole('link');
    fireEvent.pointerDown(link, {
      pointerId: 1,
      isPrimary: true,
      button: 0,
      clientX: 300,
      clientY: 10,
    });
    fireEvent.pointerUp(link, {
      pointerId: 1,
      isPrimary: true,
      button: 0,
      clientX: 100,
      clientY: 10,
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('links each banner from its action', () => {
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} />);
    const hrefs = screen
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/products/action/tet-2027?title=Sale%20T%E1%BA%BFt',
      '/product/v-gao/gao-st25-soc-trang',
      '/products/category/c-1/rau-cu-qua',
      'https://blog.gio.example/cam-nang-tet',
    ]);
  });

  it('cuts a long text with "Xem thêm" and restores it with "Thu gọn"', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BannerSlider banners={demoBanners} clock={clock} initialIndex={1} isMobileWeb={false} />,
    );
    const slide = visibleSlide();
    const full = demoBanners[1].text;
    const paragraph = slide.querySelector('p')!;
    expect(Array.from(paragraph.textContent!)).toHaveLength(121);
    expect(paragraph.textContent!.endsWith('…')).toBe(true);
    const toggle = within(slide).getByRole('button', { name: 'Xem thêm' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(paragraph).toHaveTextContent(full);
    expect(toggle).toHaveAccessibleName('Thu gọn');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(paragraph.textContent!.endsWith('…')).toBe(true);
  });

  it('cuts at 80 characters at the mobile breakpoint', () => {
    setViewportWidth(360);
    renderWithProviders(<BannerSlider banners={demoBanners} clock={clock} initialIndex={1} />);
    expect(Array.from(visibleSlide().querySelector('p')!.textContent!)).toHaveLength(81);
  });

  it('ticks the countdown every second and stops at zero', () => {
    jest.useFakeTimers();
    try {
      const start = Date.UTC(2026, 11, 1);
      jest.setSystemTime(start);
      const banner = { ...demoBanners[0], endTimestamp: start / 1000 + 2 };
      renderWithProviders(<BannerSlider banners={[banner]} clock={{ now: () => Date.now() }} />);
      const timer = screen.getByRole('timer');
      expect(timer).toHaveAccessibleName('Còn 0 ngày 0 giờ 0 phút 2 giây');
      act(() => jest.advanceTimersByTime(1000));
      expect(timer).toHaveAccessibleName('Còn 0 ngày 0 giờ 0 phút 1 giây');
      act(() => jest.advanceTimersByTime(1000));
      expect(timer).toHaveAccessibleName('Đã kết thúc');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes a label from the page', () => {
    renderWithProviders(
      <BannerSlider banners={demoBanners} clock={clock} label="Ưu đãi tuần này" />,
    );
    expect(screen.getByRole('region', { name: 'Ưu đãi tuần này' })).toBeInTheDocument();
  });

  it('shows no controls for a single banner and nothing for none', () => {
    const { rerender, container } = renderWithProviders(
      <BannerSlider banners={demoBanners.slice(0, 1)} clock={clock} />,
    );
    expect(screen.queryByRole('button', { name: /Xem mục/ })).toBeNull();
    rerender(<BannerSlider banners={[]} clock={clock} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('banner colour theme (the gateway CMS gives colours, not a theme name)', () => {
  it('paints the banner with the colours it carries', () => {
    renderWithProviders(
      <BannerSlider
        label="Ưu đãi"
        banners={[
          {
            id: 'red',
            text: 'Giảm giá cuối tuần',
            theme: { backgroundColor: '#c62828', textColor: '#ffffff' },
          },
        ]}
        clock={clock}
      />,
    );
    const banner = screen.getByText('Giảm giá cuối tuần').closest('.gio-banner') as HTMLElement;
    expect(banner).toHaveClass('gio-banner--theme-custom');
    expect(banner.style.getPropertyValue('--gio-banner-background')).toBe('#c62828');
    expect(banner.style.getPropertyValue('--gio-banner-text')).toBe('#ffffff');
  });

  it('keeps the theme class for a theme name', () => {
    renderWithProviders(
      <BannerSlider
        label="Ưu đãi"
        banners={[{ id: 'd', text: 'Tối', theme: 'dark' }]}
        clock={clock}
      />,
    );
    expect(screen.getByText('Tối').closest('.gio-banner')).toHaveClass('gio-banner--theme-dark');
  });
});
