import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BUSINESS_MEMBER,
  CUSTOMER,
  GUEST,
  withShell,
  type ShellStoryParameters,
} from '../testing/story-shell';
import { AccountPanel } from './account-panel';

const meta = {
  title: 'Khung trang/AccountPanel',
  component: AccountPanel,
  decorators: [withShell],
  parameters: { shell: { path: '/products/search/sua' } satisfies ShellStoryParameters },
  args: { session: CUSTOMER, onNavigate: () => undefined },
} satisfies Meta<typeof AccountPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { name: 'Khách: mời đăng nhập', args: { session: GUEST } };

export const Customer: Story = {
  name: 'Khách hàng có đơn, lời mời bật: đủ các liên kết',
};

export const FirstOrderCustomer: Story = {
  name: 'Chưa có đơn nào: không có "Mua lại"',
  args: {
    session: {
      status: 'customer',
      user: { id: 'u-moi', firstName: 'Hoa', numSuccessfulOrders: 0 },
    },
  },
};

export const BusinessView: Story = {
  name: 'Doanh nghiệp: lời chào doanh nghiệp, không có yêu thích',
  args: { session: BUSINESS_MEMBER },
};

export const LimitedProducts: Story = {
  name: 'Chế độ hạn chế sản phẩm: không có "Mời bạn bè"',
  parameters: { shell: { site: { limitedProductsMode: true } } satisfies ShellStoryParameters },
};

export const InAccountApp: Story = {
  name: 'Trong ứng dụng tài khoản',
  parameters: { shell: { app: 'account', path: '/account' } satisfies ShellStoryParameters },
};
