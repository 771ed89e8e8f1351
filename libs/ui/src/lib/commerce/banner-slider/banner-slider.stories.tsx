import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoBanners } from '../demo/demo-banners';
import { DEMO_NOW_MS, runningDemoClock } from '../demo/demo-data';
import { fixedClock } from '../shared/clock';
import { BannerSlider } from './banner-slider';

const meta = {
  title: 'Thương mại/BannerSlider',
  component: BannerSlider,
  argTypes: {
    banners: { control: 'object' },
    label: { control: 'text' },
    isMobileWeb: { control: 'boolean', description: 'Cắt chữ ở 80 ký tự (di động) thay vì 120' },
    initialIndex: { control: { type: 'number', min: 0 } },
  },
  args: { banners: demoBanners, clock: fixedClock(DEMO_NOW_MS), onChange: fn() },
  render: (args) => <BannerSlider key={`${args.initialIndex}-${args.isMobileWeb}`} {...args} />,
} satisfies Meta<typeof BannerSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCountdown: Story = {
  name: 'Banner có đếm ngược (đang chạy)',
  args: { clock: runningDemoClock() },
};

export const LongText: Story = {
  name: 'Chữ dài: “Xem thêm” / “Thu gọn”',
  args: { initialIndex: 1 },
};

export const LongTextMobile: Story = {
  name: 'Chữ dài trên điện thoại (cắt ở 80 ký tự)',
  args: { initialIndex: 1, isMobileWeb: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

export const ExternalLink: Story = { name: 'Liên kết ra ngoài', args: { initialIndex: 3 } };

export const Single: Story = {
  name: 'Chỉ một banner (không có nút, không có chấm)',
  args: { banners: demoBanners.slice(2, 3) },
};

export const Ended: Story = {
  name: 'Đếm ngược đã kết thúc',
  args: { banners: [{ ...demoBanners[0], endTimestamp: Math.floor(DEMO_NOW_MS / 1000) - 10 }] },
};
