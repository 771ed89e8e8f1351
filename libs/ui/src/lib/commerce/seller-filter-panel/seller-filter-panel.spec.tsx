import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FulfillmentFilter } from '@gio/domain-enums';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { SellerFilterPanel } from './seller-filter-panel';
import * as stories from './seller-filter-panel.stories';

describe('SellerFilterPanel stories', () => expectStoriesAccessible(stories));

const categories = [
  { id: 'sc-1', name: 'Bánh kẹo' },
  { id: 'sc-2', name: 'Trà, cà phê' },
];

function setup(overrides: Partial<Parameters<typeof SellerFilterPanel>[0]> = {}) {
  const props = {
    fulfilment: null,
    onFulfilmentChange: jest.fn(),
    shopCategories: categories,
    selectedCategoryId: null,
    onCategoryChange: jest.fn(),
    onClear: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<SellerFilterPanel {...props} />);
  return props;
}

describe('SellerFilterPanel', () => {
  it('offers All, Standard Delivery and Pick up in Store as one radio group', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Hình thức nhận hàng' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tất cả' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Giao hàng tiêu chuẩn' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nhận tại cửa hàng' })).not.toBeChecked();
  });

  it('emits the filter value of the chosen fulfilment', async () => {
    const props = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Nhận tại cửa hàng' }));
    expect(props.onFulfilmentChange).toHaveBeenCalledWith(FulfillmentFilter.IN_STORE_PICKUP);
    await userEvent.click(screen.getByRole('radio', { name: 'Giao hàng tiêu chuẩn' }));
    expect(props.onFulfilmentChange).toHaveBeenLastCalledWith(FulfillmentFilter.LOCAL_DELIVERY);
  });

  it('emits All as null', async () => {
    const props = setup({ fulfilment: FulfillmentFilter.LOCAL_DELIVERY });
    await userEvent.click(screen.getByRole('radio', { name: 'Tất cả' }));
    expect(props.onFulfilmentChange).toHaveBeenCalledWith(null);
  });

  it('chooses a shop category and clears it', async () => {
    const props = setup({ selectedCategoryId: 'sc-1' });
    expect(screen.getByRole('group', { name: 'Danh mục của cửa hàng' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Trà, cà phê' }));
    expect(props.onCategoryChange).toHaveBeenCalledWith('sc-2');
    await userEvent.click(screen.getByRole('button', { name: 'Xoá bộ lọc' }));
    expect(props.onClear).toHaveBeenCalledTimes(1);
  });

  it('keeps Clear in place but inert when no category is chosen', async () => {
    const props = setup();
    const clear = screen.getByRole('button', { name: 'Xoá bộ lọc' });
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(clear);
    expect(props.onClear).not.toHaveBeenCalled();
  });
});
