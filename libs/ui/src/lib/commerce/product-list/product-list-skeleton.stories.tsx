import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductListSkeleton } from './product-list-skeleton';

const meta = {
  title: 'Thương mại/ProductListSkeleton',
  component: ProductListSkeleton,
  argTypes: { count: { control: { type: 'number', min: 0, max: 24 } } },
  args: {},
} satisfies Meta<typeof ProductListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = { name: 'Một trang (6 sản phẩm)' };
export const Many: Story = { name: 'Nhiều ô (12)', args: { count: 12 } };
