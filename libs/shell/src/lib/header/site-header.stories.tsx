import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BUSINESS_MEMBER,
  CUSTOMER,
  withShell,
  type ShellStoryParameters,
} from '../testing/story-shell';
import { SiteHeader } from './site-header';

const categories = [
  {
    gid: 'c-rau-cu',
    slug: 'rau-cu',
    name: 'Rau củ',
    displayName: 'Rau củ',
    path: '/products/thuc-pham/c-rau-cu/rau-cu',
    children: [],
  },
  {
    gid: 'c-sua',
    slug: 'sua',
    name: 'Sữa các loại',
    displayName: 'Sữa các loại',
    path: '/products/do-uong/c-sua/sua',
    children: [],
  },
] as unknown as NonNullable<Parameters<typeof SiteHeader>[0]['categories']>;

const meta = {
  title: 'Khung trang/SiteHeader',
  component: SiteHeader,
  decorators: [withShell],
  parameters: { layout: 'fullscreen', shell: {} satisfies ShellStoryParameters },
  argTypes: { searchTerm: { control: 'text' } },
  args: { categories, searchTerm: '' },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { name: 'Khách, giỏ trống' };

export const SignedIn: Story = {
  name: 'Đã đăng nhập: tin mới chưa đọc, 3 sản phẩm trong giỏ',
  parameters: { shell: { session: CUSTOMER, cartCount: 3 } satisfies ShellStoryParameters },
};

export const ManyInCart: Story = {
  name: 'Giỏ hơn 99 sản phẩm (99+)',
  parameters: { shell: { session: CUSTOMER, cartCount: 120 } satisfies ShellStoryParameters },
};

export const SearchResults: Story = {
  name: 'Trang kết quả tìm kiếm (giữ từ khóa)',
  args: { searchTerm: 'sữa tươi' },
  parameters: {
    shell: { path: '/products/search/s%E1%BB%AFa%20t%C6%B0%C6%A1i' } satisfies ShellStoryParameters,
  },
};

export const InsideTheApp: Story = {
  name: 'Trong ứng dụng di động (không có ô tìm kiếm)',
  parameters: { shell: { site: { isApp: true } } satisfies ShellStoryParameters },
};

export const AccountApp: Story = {
  name: 'Trong ứng dụng tài khoản (doanh nghiệp)',
  parameters: {
    shell: {
      app: 'account',
      path: '/account/order-history',
      session: BUSINESS_MEMBER,
      cartCount: 5,
    } satisfies ShellStoryParameters,
  },
};
