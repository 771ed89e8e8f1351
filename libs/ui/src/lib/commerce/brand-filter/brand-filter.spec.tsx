import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectStoriesAccessible, renderWithProviders } from '../../foundation/testing';
import { BrandFilter } from './brand-filter';
import * as stories from './brand-filter.stories';
import { demoBrands } from '../demo/demo-brands';

describe('BrandFilter stories', () => expectStoriesAccessible(stories));

function Harness({
  initial = [],
  onChange,
}: {
  initial?: string[];
  onChange: (selected: string[]) => void;
}) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <BrandFilter
      brands={demoBrands}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('BrandFilter', () => {
  it('shows the first 10 brands and puts the rest behind "Xem thêm"', async () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Thương hiệu' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Xem thêm 4 thương hiệu' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getAllByRole('checkbox')).toHaveLength(14);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName('Thu gọn');
  });

  it('emits the selected list: multi-select, toggled in order', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Masan' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vinamilk' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Masan' }));
    expect(onChange.mock.calls).toEqual([[['Masan']], [['Masan', 'Vinamilk']], [['Vinamilk']]]);
    expect(screen.getByRole('checkbox', { name: 'Vinamilk' })).toBeChecked();
  });

  it('opens the overflow when a brand in it is already chosen', () => {
    renderWithProviders(<Harness initial={['Cholimex']} onChange={jest.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Cholimex' })).toBeChecked();
  });

  it('has no overflow button for 10 brands or fewer', () => {
    renderWithProviders(
      <BrandFilter brands={demoBrands.slice(0, 10)} selected={[]} onChange={jest.fn()} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
