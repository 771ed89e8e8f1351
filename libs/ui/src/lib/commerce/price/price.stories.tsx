import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Thương mại/Price',
  component: Price,
  argTypes: {
    price: { control: { type: 'number', min: 0, step: 1000 } },
    standardPrice: { control: { type: 'number', min: 0, step: 1000 } },
    unitPrice: { control: { type: 'number', min: 0, step: 1000 } },
    unitType: { control: 'text' },
    currency: { control: 'inline-radio', options: ['VND', 'USD'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    showDiscount: { control: 'boolean' },
  },
  args: { price: 45000, currency: 'VND', size: 'medium', showDiscount: true },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = { name: 'Giá thường' };

export const Sale: Story = {
  name: 'Giá khuyến mãi và giá gốc',
  args: { price: 79000, standardPrice: 99000 },
};

export const SmallSaving: Story = {
  name: 'Giảm dưới 1,5 % (không có nhãn phần trăm)',
  args: { price: 98600, standardPrice: 100000 },
};

export const Free: Story = { name: 'Miễn phí', args: { price: 0 } };

export const UnitPrice: Story = {
  name: 'Có đơn giá',
  args: { price: 18000, unitPrice: 36000, unitType: 'kg' },
};

export const Large: Story = {
  name: 'Cỡ lớn (trang sản phẩm)',
  args: { price: 2500000, standardPrice: 3200000, size: 'large' },
};
