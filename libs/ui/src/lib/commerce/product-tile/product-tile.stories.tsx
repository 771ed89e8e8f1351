import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VariantState } from '@gio/domain-enums';
import {
  DEMO_NOW_MS,
  LAST_FEW_THRESHOLD,
  demoHref,
  demoVariants,
  runningDemoClock,
} from '../demo/demo-data';
import { fixedClock } from '../shared/clock';
import { CurrencyProvider } from '../shared/currency';
import { FavoriteToggle } from '../favorite-toggle/favorite-toggle';
import { ProductTile } from './product-tile';

const meta = {
  title: 'Thương mại/ProductTile',
  component: ProductTile,
  decorators: [
    (Story) => (
      <CurrencyProvider currency="VND">
        <div style={{ width: 220 }}>
          <Story />
        </div>
      </CurrencyProvider>
    ),
  ],
  argTypes: {
    processing: { control: 'boolean' },
    cartQuantity: { control: { type: 'number', min: 0 } },
    lastFewThreshold: { control: { type: 'number', min: 0 } },
    imageLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    badges: { control: 'object' },
    variant: { control: 'object' },
  },
  args: {
    variant: demoVariants.rauMuong,
    href: demoHref(demoVariants.rauMuong),
    lastFewThreshold: LAST_FEW_THRESHOLD,
    cartQuantity: 0,
    processing: false,
    imageLoading: 'eager',
    clock: fixedClock(DEMO_NOW_MS),
    onAddToCart: fn(),
    onNotifyMe: fn(),
  },
} satisfies Meta<typeof ProductTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Mặc định (có đơn giá)' };

export const SaleWithCountdown: Story = {
  name: 'Giảm giá, nhãn khuyến mãi có đếm ngược',
  args: {
    variant: demoVariants.thitBa,
    href: demoHref(demoVariants.thitBa),
    clock: runningDemoClock(),
  },
};

export const LimitedQuantity: Story = {
  name: 'Sắp hết hàng (số lượng có hạn)',
  args: { variant: demoVariants.caPhe, href: demoHref(demoVariants.caPhe) },
};

export const OutOfStock: Story = {
  name: 'Hết hàng, có nút “Báo khi có hàng”',
  args: { variant: demoVariants.nuocMam, href: demoHref(demoVariants.nuocMam) },
};

export const Discontinued: Story = {
  name: 'Ngừng kinh doanh',
  args: {
    variant: { ...demoVariants.nuocMam, gid: 'v-ngung', state: VariantState.DISCONTINUED },
    href: demoHref(demoVariants.nuocMam),
  },
};

export const Adding: Story = { name: 'Đang thêm vào giỏ', args: { processing: true } };

export const LimitReached: Story = {
  name: 'Đã đạt số lượng tối đa trong giỏ',
  args: { variant: demoVariants.sua, href: demoHref(demoVariants.sua), cartQuantity: 3 },
};

export const ExtraBadges: Story = {
  name: 'Nhãn bổ sung của trang',
  args: {
    variant: demoVariants.gao,
    href: demoHref(demoVariants.gao),
    badges: [
      { id: 'moi', label: 'Mới', tone: 'info' },
      { id: 'nhanh', label: 'Giao 2 giờ', tone: 'success' },
    ],
  },
};

export const NoImage: Story = {
  name: 'Chưa có ảnh',
  args: { variant: { ...demoVariants.xoai, images: [] }, href: demoHref(demoVariants.xoai) },
};

export const WithFavourite: Story = {
  name: 'Với nút yêu thích',
  args: {
    extraActions: (
      <FavoriteToggle productName={demoVariants.sua.name} pressed onToggle={() => undefined} />
    ),
  },
};
