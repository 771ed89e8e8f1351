import type { Meta, StoryObj } from '@storybook/react-vite';
import { productArt } from '../demo/demo-data';
import { ImageZoom } from './image-zoom';

const meta = {
  title: 'Thương mại/ImageZoom',
  component: ImageZoom,
  argTypes: {
    alt: { control: 'text' },
    loading: { control: 'inline-radio', options: ['eager', 'lazy'] },
    defaultOpen: { control: 'boolean' },
  },
  args: {
    image: { src: productArt('Xoài cát Hòa Lộc', 48, 512, 400), width: 512, height: 400 },
    zoomImage: { src: productArt('Xoài cát Hòa Lộc', 48, 1024, 800), width: 1024, height: 800 },
    alt: 'Xoài cát Hòa Lộc, 1 kg',
    loading: 'eager',
    defaultOpen: false,
  },
  render: (args) => (
    <div style={{ maxWidth: 512 }}>
      <ImageZoom key={String(args.defaultOpen)} {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageZoom>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductImage: Story = { name: 'Ảnh sản phẩm (bấm để phóng to)' };

export const DesktopModal: Story = {
  name: 'Đang phóng to trên máy tính (hộp thoại lớn)',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};

export const MobileZoom: Story = {
  name: 'Đang phóng to trên điện thoại (toàn màn hình)',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
