import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../foundation/button/button';
import { ProductListEmpty } from './product-list-empty';

const meta = {
  title: 'Thương mại/ProductListEmpty',
  component: ProductListEmpty,
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  args: { headingLevel: 2 },
} satisfies Meta<typeof ProductListEmpty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Danh mục chưa có sản phẩm' };

export const WithAction: Story = {
  name: 'Có nút quay lại',
  args: { actions: <Button variant="secondary">Xoá bộ lọc thương hiệu</Button> },
};
