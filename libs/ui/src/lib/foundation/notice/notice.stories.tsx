import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Notice } from './notice';

const meta = {
  title: 'Nền tảng/Notice',
  component: Notice,
  argTypes: {
    kind: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    title: { control: 'text' },
    announce: { control: 'boolean' },
  },
  args: { kind: 'info', announce: false },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  name: 'Thông tin',
  args: {
    title: 'Địa chỉ doanh nghiệp',
    children: <p>Địa chỉ này dùng cho giỏ hàng chung của Công ty TNHH Bếp Nhà Việt.</p>,
  },
};

export const LoadFailed: Story = {
  name: 'Không tải được, có nút thử lại',
  args: {
    kind: 'error',
    announce: true,
    title: 'Không tải được sổ địa chỉ',
    children: <p>Có vẻ kết nối mạng của bạn đang yếu hoặc bị gián đoạn.</p>,
    action: <Button variant="secondary">Thử lại</Button>,
  },
};

export const Saved: Story = {
  name: 'Đã lưu',
  args: { kind: 'success', announce: true, children: <p>Đã cập nhật họ tên của bạn.</p> },
};

export const Warning: Story = {
  name: 'Cảnh báo',
  args: {
    kind: 'warning',
    title: 'Chưa có mật khẩu',
    children: <p>Bạn đang đăng nhập bằng Google. Hãy đặt mật khẩu trước khi huỷ liên kết cách đăng nhập cuối cùng.</p>,
  },
};
