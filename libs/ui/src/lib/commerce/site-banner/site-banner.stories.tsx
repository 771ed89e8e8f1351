import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteBanner } from './site-banner';

const meta = {
  title: 'Thương mại/SiteBanner',
  component: SiteBanner,
  argTypes: {
    text: { control: 'text' },
    href: { control: 'text' },
    tone: { control: 'inline-radio', options: ['promo', 'info'] },
  },
  args: { text: 'Miễn phí giao hàng cho đơn từ 300.000 ₫', tone: 'promo' },
} satisfies Meta<typeof SiteBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeShippingThreshold: Story = { name: 'Miễn phí giao hàng từ ngưỡng' };

export const FirstOrder: Story = {
  name: 'Đơn đầu tiên miễn phí giao hàng (có liên kết)',
  args: { text: 'Đơn hàng đầu tiên của bạn được miễn phí giao hàng', href: '/t/giao-hang' },
};

export const NoLimit: Story = {
  name: 'Miễn phí giao hàng mọi đơn (thông tin)',
  args: { text: 'Miễn phí giao hàng cho mọi đơn hàng', tone: 'info' },
};
