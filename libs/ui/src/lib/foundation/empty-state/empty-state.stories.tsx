import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Nền tảng/EmptyState',
  component: EmptyState,
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  args: { headingLevel: 2 },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Mặc định' };

export const EmptyCart: Story = {
  name: 'Giỏ hàng trống',
  args: {
    title: 'Giỏ hàng đang trống',
    description: 'Hãy thêm vài món ngon để bắt đầu đi chợ nhé.',
    actions: <Button>Tiếp tục mua sắm</Button>,
  },
};

export const NoSearchResults: Story = {
  name: 'Không có kết quả tìm kiếm',
  args: {
    title: 'Không tìm thấy kết quả cho “bánh tráng trộn”',
    description: 'Hãy thử từ khoá khác hoặc kiểm tra lại chính tả.',
    actions: (
      <>
        <Button variant="secondary">Bánh tráng</Button>
        <Button variant="secondary">Đồ ăn vặt</Button>
      </>
    ),
  },
};

export const NoOrders: Story = {
  name: 'Chưa có đơn hàng',
  args: { title: 'Bạn chưa có đơn hàng nào', description: 'Đơn hàng đầu tiên được miễn phí giao hàng.', headingLevel: 3 },
};
