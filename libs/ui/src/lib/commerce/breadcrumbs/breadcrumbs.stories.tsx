import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Thương mại/Breadcrumbs',
  component: Breadcrumbs,
  argTypes: { items: { control: 'object' } },
  args: {
    items: [
      { label: 'Trang chủ', href: '/' },
      { label: 'Rau củ quả', href: '/products/rau-cu-qua/c-1/rau-cu-qua' },
      { label: 'Rau ăn lá', href: '/products/rau-an-la/c-11/rau-an-la' },
      { label: 'Rau muống' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryPage: Story = { name: 'Trang danh mục' };

export const TwoLevels: Story = {
  name: 'Hai cấp',
  args: { items: [{ label: 'Trang chủ', href: '/' }, { label: 'Kết quả tìm kiếm “gạo”' }] },
};
