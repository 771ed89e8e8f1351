import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoBrands } from '../demo/demo-brands';
import { BrandFilter, type BrandFilterProps } from './brand-filter';

function Stateful(args: BrandFilterProps) {
  const [selected, setSelected] = useState(args.selected);
  return (
    <BrandFilter
      {...args}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Thương mại/BrandFilter',
  component: BrandFilter,
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Stateful key={args.selected.join(',')} {...args} />
    </div>
  ),
  argTypes: { brands: { control: 'object' }, selected: { control: 'object' } },
  args: { brands: demoBrands, selected: [], onChange: fn() },
} satisfies Meta<typeof BrandFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyBrands: Story = { name: '14 thương hiệu (10 hiện, 4 trong “Xem thêm”)' };

export const WithSelection: Story = {
  name: 'Đã chọn hai thương hiệu',
  args: { selected: ['Vinamilk', 'Masan'] },
};

export const SelectedInOverflow: Story = {
  name: 'Thương hiệu đã chọn nằm trong phần mở rộng',
  args: { selected: ['Cholimex'] },
};

export const FewBrands: Story = {
  name: 'Ít thương hiệu (không cần “Xem thêm”)',
  args: { brands: demoBrands.slice(0, 4) },
};
