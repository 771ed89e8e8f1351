import type { Meta, StoryObj } from '@storybook/react-vite';
import { BasketIcon, CloseIcon } from '../icons/icons';
import { Button } from './button';
import { IconButton } from './icon-button';

const meta = {
  title: 'Nền tảng/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
    children: { control: 'text' },
  },
  args: { children: 'Thêm vào giỏ', variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { name: 'Chính' };
export const Secondary: Story = { name: 'Phụ', args: { variant: 'secondary', children: 'Xem chi tiết' } };
export const Ghost: Story = { name: 'Không nền', args: { variant: 'ghost', children: 'Xoá bộ lọc' } };
export const Loading: Story = { name: 'Đang xử lý', args: { loading: true, children: 'Đang thêm…' } };
export const Disabled: Story = { name: 'Vô hiệu', args: { disabled: true, children: 'Hết hàng' } };
export const WithIcon: Story = { name: 'Có biểu tượng', args: { iconStart: <BasketIcon />, children: 'Thêm vào giỏ' } };
export const FullWidthOnMobile: Story = {
  name: 'Toàn chiều ngang (điện thoại)',
  args: { fullWidth: true, size: 'lg', children: 'Tiến hành thanh toán' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
export const Sizes: Story = {
  name: 'Các cỡ',
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Nhỏ
      </Button>
      <Button {...args} size="md">
        Vừa
      </Button>
      <Button {...args} size="lg">
        Lớn
      </Button>
    </div>
  ),
};
export const IconOnly: Story = {
  name: 'Nút biểu tượng',
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <IconButton label="Đóng" icon={<CloseIcon />} />
      <IconButton label="Giỏ hàng" icon={<BasketIcon />} filled />
      <IconButton label="Đóng (cỡ nhỏ)" icon={<CloseIcon />} size="sm" />
    </div>
  ),
};
