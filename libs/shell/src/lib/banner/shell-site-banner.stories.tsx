import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BUSINESS_MEMBER,
  CUSTOMER,
  withShell,
  type ShellStoryParameters,
} from '../testing/story-shell';
import { ShellSiteBanner } from './shell-site-banner';

const meta = {
  title: 'Khung trang/ShellSiteBanner',
  component: ShellSiteBanner,
  decorators: [withShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellSiteBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { name: 'Khách' };

export const Customer: Story = {
  name: 'Khách hàng đã đăng nhập',
  parameters: { shell: { session: CUSTOMER } satisfies ShellStoryParameters },
};

export const Business: Story = {
  name: 'Tài khoản doanh nghiệp',
  parameters: { shell: { session: BUSINESS_MEMBER } satisfies ShellStoryParameters },
};

export const FirstOrder: Story = {
  name: 'Đơn đầu tiên (quy tắc miễn phí giao hàng bật)',
  parameters: {
    shell: {
      session: { status: 'customer', user: { id: 'u-moi', numSuccessfulOrders: 0 } },
      site: { firstOrderFreeShipping: true },
    } satisfies ShellStoryParameters,
  },
};
