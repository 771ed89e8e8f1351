import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_NOW_MS, LAST_FEW_THRESHOLD, demoHref, demoVariantList } from '../demo/demo-data';
import { ProductTile } from '../product-tile/product-tile';
import { fixedClock } from '../shared/clock';
import { CurrencyProvider } from '../shared/currency';
import { ProductGrid } from './product-grid';

const clock = fixedClock(DEMO_NOW_MS);

const meta = {
  title: 'Thương mại/ProductGrid',
  component: ProductGrid,
  decorators: [
    (Story) => (
      <CurrencyProvider currency="VND">
        <Story />
      </CurrencyProvider>
    ),
  ],
  argTypes: { label: { control: 'text' } },
  args: {
    label: 'Rau củ quả',
    children: demoVariantList.map((variant, index) => (
      <ProductTile
        key={variant.gid}
        variant={variant}
        href={demoHref(variant)}
        lastFewThreshold={LAST_FEW_THRESHOLD}
        imageLoading={index < 4 ? 'eager' : 'lazy'}
        onAddToCart={fn()}
        onNotifyMe={fn()}
        clock={clock}
      />
    )),
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryPage: Story = { name: 'Lưới sản phẩm của trang danh mục' };

export const Mobile: Story = {
  name: 'Điện thoại 360 px (2 cột)',
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
