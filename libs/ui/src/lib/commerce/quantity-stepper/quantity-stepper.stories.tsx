import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

/** Keeps the value in story state so the buttons work in Storybook. */
function Stateful(args: QuantityStepperProps) {
  const [value, setValue] = useState(args.value);
  return (
    <QuantityStepper
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Thương mại/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Stateful key={`${args.value}-${args.max}-${args.min}`} {...args} />,
  argTypes: {
    value: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 0 } },
    min: { control: { type: 'number', min: 0 } },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    disabled: { control: 'boolean' },
    itemName: { control: 'text' },
  },
  args: {
    value: 1,
    max: 10,
    min: 1,
    itemName: 'Rau muống Đà Lạt',
    size: 'medium',
    disabled: false,
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Mặc định' };

export const AtMaximum: Story = {
  name: 'Đã đạt số lượng tối đa',
  args: { value: 3, max: 3, itemName: 'Sữa tươi tiệt trùng không đường' },
};

export const InCart: Story = {
  name: 'Trong giỏ hàng (về 0 để xoá)',
  args: { value: 2, min: 0, max: 20, itemName: 'Gạo ST25 Sóc Trăng' },
};

export const Small: Story = { name: 'Cỡ nhỏ (thẻ sản phẩm)', args: { size: 'small' } };

export const Disabled: Story = { name: 'Vô hiệu (đang xử lý)', args: { disabled: true, value: 2 } };
