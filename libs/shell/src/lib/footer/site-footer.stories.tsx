import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, type ShellStoryParameters } from '../testing/story-shell';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Khung trang/SiteFooter',
  component: SiteFooter,
  decorators: [withShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { name: 'Đăng ký nhận tin, tải ứng dụng, hỗ trợ' };

export const NoAppLinks: Story = {
  name: 'Chưa có liên kết ứng dụng',
  parameters: {
    shell: { site: { appStoreLinks: { ios: '', android: '' } } } satisfies ShellStoryParameters,
  },
};

export const AccountApp: Story = {
  name: 'Trong ứng dụng tài khoản',
  parameters: {
    shell: { app: 'account', path: '/account/favorites' } satisfies ShellStoryParameters,
  },
};
