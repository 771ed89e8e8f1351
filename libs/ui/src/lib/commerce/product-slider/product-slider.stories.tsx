import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_NOW_MS, LAST_FEW_THRESHOLD, demoHref, demoVariantList } from '../demo/demo-data';
import { fixedClock } from '../shared/clock';
import { ProductTile } from '../product-tile/product-tile';
import { CurrencyProvider } from '../shared/currency';
import { ProductSlider } from './product-slider';

const clock = fixedClock(DEMO_NOW_MS);
const onAddToCart = fn();

const tiles = (count: number) =>
  demoVariantList
    .slice(0, count)
    .map((variant) => (
      <ProductTile
        key={variant.gid}
        variant={variant}
        href={demoHref(variant)}
        lastFewThreshold={LAST_FEW_THRESHOLD}
        onAddToCart={onAddToCart}
        onNotifyMe={fn()}
        clock={clock}
      />
    ));

const meta = {
  title: 'Thương mại/ProductSlider',
  component: ProductSlider,
  decorators: [
    (Story) => (
      <CurrencyProvider currency="VND">
        <Story />
      </CurrencyProvider>
    ),
  ],
  argTypes: {
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    pageFraction: { control: { type: 'range', min: 0.3, max: 1, step: 0.1 } },
  },
  args: { title: 'Có thể bạn cũng thích', headingLevel: 2, pageFraction: 0.9, children: tiles(8) },
} satisfies Meta<typeof ProductSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyProducts: Story = { name: 'Nhiều sản phẩm (có nút trước/sau)' };

export const FewProducts: Story = {
  name: 'Ít sản phẩm (vừa khung, không có nút)',
  args: { title: 'Mua kèm', children: tiles(2) },
};

export const Mobile: Story = {
  name: 'Điện thoại 360 px',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
