import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCategories, demoCategoryHref } from '../demo/demo-categories';
import { CategoryTree } from './category-tree';

const meta = {
  title: 'Thương mại/CategoryTree',
  component: CategoryTree,
  argTypes: {
    currentGid: {
      control: 'select',
      options: [null, 'c-1', 'c-11', 'c-2', 'c-211', 'c-3'],
    },
    categories: { control: 'object' },
  },
  args: { categories: demoCategories, getHref: demoCategoryHref, currentGid: null },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <CategoryTree key={String(args.currentGid)} {...args} />
    </div>
  ),
} satisfies Meta<typeof CategoryTree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = { name: 'Thu gọn (chưa chọn danh mục)' };

export const CurrentLeaf: Story = {
  name: 'Đang xem danh mục con sâu (nhánh mở sẵn)',
  args: { currentGid: 'c-211' },
};

export const CurrentParent: Story = {
  name: 'Đang xem danh mục cha (mục “Tất cả …” được đánh dấu)',
  args: { currentGid: 'c-1' },
};
