import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { SelectField } from './select-field';
import * as stories from './select-field.stories';

describe('SelectField stories', () => expectStoriesAccessible(stories));

describe('SelectField', () => {
  it('is labelled, reports the chosen value and ties its error to the control', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(
      <SelectField
        label="Bang"
        name="state"
        value=""
        onChange={onChange}
        emptyLabel="Không chọn"
        options={[
          { value: 'MY-10', label: 'Selangor' },
          { value: 'MY-14', label: 'Kuala Lumpur' },
        ]}
        error="Vui lòng chọn tỉnh/bang hợp lệ."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Bang' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Lỗi: Vui lòng chọn tỉnh/bang hợp lệ.');
    await user.selectOptions(select, 'Kuala Lumpur');
    expect(onChange).toHaveBeenCalledWith('MY-14');
  });
});
