import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../foundation/testing';
import { DEMO_NOW_MS, demoSecondsFromNow, demoVariants } from '../demo/demo-data';
import { fixedClock } from '../shared/clock';
import { ProductTile } from './product-tile';
import { PromotionBadge } from './promotion-badge';

/** A clock driven by jest's fake timers. */
const fakeClock = { now: () => Date.now() };

describe('PromotionBadge of a promotion that is over (storefront.md §3 promotionBadges endDate)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(DEMO_NOW_MS);
  });
  afterEach(() => jest.useRealTimers());

  it('shows nothing, not even a countdown at zero, once the end date has passed', () => {
    const { container } = renderWithProviders(
      <PromotionBadge
        badge={{ text: 'Xả kho', endDate: new Date(DEMO_NOW_MS - 86_400_000).toISOString() }}
        clock={fakeClock}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('hides the badge when its countdown reaches zero while the page is open', () => {
    renderWithProviders(
      <PromotionBadge
        badge={{ text: 'Giờ vàng', endDate: demoSecondsFromNow(2) }}
        clock={fakeClock}
      />,
    );
    expect(screen.getByText('Giờ vàng')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Còn 0 ngày 0 giờ 0 phút 2 giây');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('Còn 0 ngày 0 giờ 0 phút 1 giây');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Giờ vàng')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps a badge without an end date, with no countdown', () => {
    renderWithProviders(<PromotionBadge badge={{ text: 'Có quà tặng' }} clock={fakeClock} />);
    expect(screen.getByText('Có quà tặng')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('a product tile shows its running promotions only', () => {
    const variant = {
      ...demoVariants.thitBa,
      promotionBadges: [
        { promotionId: 'ended', text: 'Xả kho', endDate: demoSecondsFromNow(-60) },
        { promotionId: 'running', text: 'Tuần lễ sữa', endDate: demoSecondsFromNow(3600) },
      ],
    };
    renderWithProviders(
      <ProductTile
        variant={variant}
        href="/product/v-thit-ba/thit-ba-chi"
        lastFewThreshold={5}
        currency="VND"
        clock={fixedClock(DEMO_NOW_MS)}
      />,
    );
    expect(screen.queryByText('Xả kho')).toBeNull();
    expect(screen.getByText('Tuần lễ sữa')).toBeInTheDocument();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });
});
