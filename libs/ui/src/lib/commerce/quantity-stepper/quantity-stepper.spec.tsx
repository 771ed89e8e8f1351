import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { QuantityStepper } from './quantity-stepper';
import * as stories from './quantity-stepper.stories';

describe('QuantityStepper stories', () => expectStoriesAccessible(stories));

function Harness({
  initial = 1,
  max = 5,
  min = 1,
  onChange = jest.fn(),
}: {
  initial?: number;
  max?: number;
  min?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      min={min}
      itemName="Rau muống"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('names every control after the product', () => {
    renderWithProviders(<Harness />);
    // The product name joins the labels once cart.*_of keys exist; the generic labels until then.
    expect(screen.getByRole('group', { name: /^Số lượng( Rau muống)?$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Tăng số lượng( Rau muống)?$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Giảm số lượng( Rau muống)?$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Số lượng$/ })).toHaveValue('1');
  });

  it('steps up to the maximum purchasable and no further, then says so', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness initial={2} max={3} onChange={onChange} />);
    const increase = screen.getByRole('button', { name: /^Tăng số lượng/ });
    await user.click(increase);
    await user.click(increase);
    expect(onChange.mock.calls).toEqual([[3]]);
    expect(screen.getByRole('textbox')).toHaveValue('3');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so a shopper tapping fast keeps their place.
    expect(increase).not.toBeDisabled();
    expect(screen.getByText('Bạn đã chọn số lượng tối đa cho sản phẩm này.')).toBeInTheDocument();
  });

  it('does not go below the minimum', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness initial={1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Giảm số lượng/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clamps a typed quantity to the maximum on Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness max={4} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '9x{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(input).toHaveValue('4');
  });

  it('restores the value when the typed text is empty', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness initial={2} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('2');
  });

  it('steps with the arrow keys in the field', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness initial={2} onChange={onChange} />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(onChange.mock.calls).toEqual([[3], [4], [3]]);
  });
});
