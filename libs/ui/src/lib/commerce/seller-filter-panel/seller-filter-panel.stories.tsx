import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FulfillmentFilter } from '@gio/domain-enums';
import { SellerFilterPanel, type SellerFilterPanelProps } from './seller-filter-panel';

function Stateful(args: SellerFilterPanelProps) {
  const [fulfilment, setFulfilment] = useState(args.fulfilment);
  const [category, setCategory] = useState(args.selectedCategoryId);
  return (
    <SellerFilterPanel
      {...args}
      fulfilment={fulfilment}
      selectedCategoryId={category}
      onFulfilmentChange={(choice) => {
        setFulfilment(choice);
        args.onFulfilmentChange(choice);
      }}
      onCategoryChange={(id) => {
        setCategory(id);
        args.onCategoryChange(id);
      }}
      onClear={() => {
        setCategory(null);
        args.onClear();
      }}
    />
  );
}

const shopCategories = [
  { id: 'sc-1', name: 'Bánh kẹo' },
  { id: 'sc-2', name: 'Trà, cà phê' },
  { id: 'sc-3', name: 'Đặc sản vùng miền' },
];

const meta = {
  title: 'Thương mại/SellerFilterPanel',
  component: SellerFilterPanel,
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <Stateful key={`${args.fulfilment}-${args.selectedCategoryId}`} {...args} />
    </div>
  ),
  argTypes: {
    fulfilment: {
      control: 'select',
      options: [null, FulfillmentFilter.LOCAL_DELIVERY, FulfillmentFilter.IN_STORE_PICKUP],
    },
    selectedCategoryId: { control: 'select', options: [null, 'sc-1', 'sc-2', 'sc-3'] },
    shopCategories: { control: 'object' },
  },
  args: {
    fulfilment: null,
    shopCategories,
    selectedCategoryId: null,
    onFulfilmentChange: fn(),
    onCategoryChange: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SellerFilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllFulfilment: Story = { name: 'Tất cả hình thức' };

export const PickupWithCategory: Story = {
  name: 'Nhận tại cửa hàng, đã chọn danh mục',
  args: { fulfilment: FulfillmentFilter.IN_STORE_PICKUP, selectedCategoryId: 'sc-2' },
};

export const NoShopCategories: Story = {
  name: 'Shop không có danh mục',
  args: { shopCategories: [] },
};
