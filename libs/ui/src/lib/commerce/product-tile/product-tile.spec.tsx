import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VariantState } from '@gio/domain-enums';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { DEMO_NOW_MS, demoVariants } from '../demo/demo-data';
import { fixedClock } from '../shared/clock';
import { ProductTile, type ProductTileProps } from './product-tile';
import * as stories from './product-tile.stories';

describe('ProductTile stories', () => expectStoriesAccessible(stories));

const props = (overrides: Partial<ProductTileProps> = {}): ProductTileProps => ({
  variant: demoVariants.rauMuong,
  href: '/product/v-rau-muong/rau-muong',
  lastFewThreshold: 5,
  currency: 'VND',
  clock: fixedClock(DEMO_NOW_MS),
  onAddToCart: jest.fn(),
  onNotifyMe: jest.fn(),
  ...overrides,
});

const addButton = () => screen.getByRole('button', { name: /Thêm vào giỏ|Đang thêm/ });

describe('ProductTile', () => {
  it('is an article named by the product, linking to its page, with brand and price', () => {
    const { container } = renderWithProviders(<ProductTile {...props()} />);
    const article = screen.getByRole('article', { name: 'Rau muống Đà Lạt' });
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Rau muống Đà Lạt',
    );
    expect(within(article).getByRole('link', { name: 'Rau muống Đà Lạt' })).toHaveAttribute(
      'href',
      '/product/v-rau-muong/rau-muong',
    );
    expect(article).toHaveTextContent('Nông trại Xanh');
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('18.000 ₫');
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('36.000 ₫/kg');
  });

  it('sets the image size and loads it lazily by default', () => {
    const { container } = renderWithProviders(<ProductTile {...props()} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('width', '256');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('adds the chosen quantity', async () => {
    const user = userEvent.setup();
    const p = props();
    renderWithProviders(<ProductTile {...p} />);
    await user.click(screen.getByRole('button', { name: /^Tăng số lượng/ }));
    await user.click(addButton());
    expect(p.onAddToCart).toHaveBeenCalledWith(2);
  });

  it('blocks adding while processing and says it is busy', async () => {
    const user = userEvent.setup();
    const p = props({ processing: true });
    renderWithProviders(<ProductTile {...p} />);
    const button = addButton();
    expect(button).toHaveAccessibleName('Đang thêm…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(p.onAddToCart).not.toHaveBeenCalled();
  });

  it('lets the stepper go only up to what remains of the maximum purchasable', async () => {
    const user = userEvent.setup();
    // maxCartQuantity 3, one already in the cart: two more at most.
    renderWithProviders(<ProductTile {...props({ variant: demoVariants.sua, cartQuantity: 1 })} />);
    const increase = screen.getByRole('button', { name: /^Tăng số lượng/ });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('textbox', { name: /^Số lượng$/ })).toHaveValue('2');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the limit is reached and refuses to add when the cart holds the maximum', async () => {
    const user = userEvent.setup();
    const p = props({ variant: demoVariants.sua, cartQuantity: 3 });
    renderWithProviders(<ProductTile {...p} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bạn đã chọn số lượng tối đa cho sản phẩm này.',
    );
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(addButton());
    expect(p.onAddToCart).not.toHaveBeenCalled();
  });

  it('resets the selection when the cart quantity plus the selection exceeds the maximum', async () => {
    const user = userEvent.setup();
    const p = props({ variant: { ...demoVariants.sua, maxCartQuantity: 5 } });
    const { rerender } = renderWithProviders(<ProductTile {...p} />);
    const increase = screen.getByRole('button', { name: /^Tăng số lượng/ });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('textbox', { name: /^Số lượng$/ })).toHaveValue('3');
    rerender(<ProductTile {...p} cartQuantity={3} />);
    expect(screen.getByRole('textbox', { name: /^Số lượng$/ })).toHaveValue('1');
    await user.click(addButton());
    expect(p.onAddToCart).toHaveBeenCalledWith(1);
  });

  it('shows limited quantity with the count left', () => {
    renderWithProviders(<ProductTile {...props({ variant: demoVariants.caPhe })} />);
    expect(screen.getByText('Chỉ còn 3 sản phẩm')).toBeInTheDocument();
  });

  it('replaces the add controls of an out-of-stock variant with "notify me"', async () => {
    const user = userEvent.setup();
    const p = props({ variant: demoVariants.nuocMam });
    renderWithProviders(<ProductTile {...p} />);
    expect(screen.getByText('Hết hàng')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thêm vào giỏ/ })).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Báo khi có hàng' }));
    expect(p.onNotifyMe).toHaveBeenCalledTimes(1);
  });

  it('offers no "notify me" for a variant excluded from back-in-stock notices', () => {
    renderWithProviders(
      <ProductTile
        {...props({
          variant: { ...demoVariants.nuocMam, excludedFromBackInStockNotification: true },
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Báo khi có hàng' })).toBeNull();
  });

  it('shows discontinued and offers nothing to press', () => {
    renderWithProviders(
      <ProductTile
        {...props({ variant: { ...demoVariants.rauMuong, state: VariantState.DISCONTINUED } })}
      />,
    );
    expect(screen.getByText('Ngừng kinh doanh')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the sale badge, the discount and the promotion countdown', () => {
    renderWithProviders(<ProductTile {...props({ variant: demoVariants.thitBa })} />);
    expect(screen.getByText('Khuyến mãi')).toBeInTheDocument();
    expect(screen.getByText('Flash sale')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Còn 0 ngày 3 giờ 25 phút 9 giây');
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });

  it('hides promotion badges not meant for product lists', () => {
    const variant = {
      ...demoVariants.thitBa,
      promotionBadges: [{ text: 'Chỉ trên trang sản phẩm', showInPLE: false }],
    };
    renderWithProviders(<ProductTile {...props({ variant })} />);
    expect(screen.queryByText('Chỉ trên trang sản phẩm')).toBeNull();
  });

  it('shows no sale badge when the sale price is not the price', () => {
    const variant = { ...demoVariants.thitBa, salePrice: 70000, promotionBadges: [] };
    renderWithProviders(<ProductTile {...props({ variant })} />);
    expect(screen.queryByText('Khuyến mãi')).toBeNull();
  });
});
