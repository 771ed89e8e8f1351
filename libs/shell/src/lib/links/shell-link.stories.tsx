import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, type ShellStoryParameters } from '../testing/story-shell';
import { ShellLink } from './shell-link';

const meta = {
  title: 'Khung trang/ShellLink',
  component: ShellLink,
  decorators: [withShell],
  argTypes: { to: { control: 'text' } },
  args: { to: '/cart', children: 'Giỏ hàng' },
} satisfies Meta<typeof ShellLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SameApp: Story = { name: 'Trong cùng ứng dụng (liên kết của bộ định tuyến)' };

export const OtherApp: Story = {
  name: 'Sang ứng dụng tài khoản (tải trang mới)',
  args: { to: '/account/favorites', children: 'Sản phẩm yêu thích' },
};

export const FromAccountApp: Story = {
  name: 'Từ ứng dụng tài khoản về cửa hàng (tải trang mới)',
  args: { to: '/products/search/sua', children: 'Tìm "sua" trong cửa hàng' },
  parameters: { shell: { app: 'account', path: '/account' } satisfies ShellStoryParameters },
};
