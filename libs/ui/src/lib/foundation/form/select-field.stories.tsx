import type { Meta, StoryObj } from '@storybook/react-vite';
import { MALAYSIAN_STATES } from '@gio/domain-validation';
import { useState } from 'react';
import { SelectField } from './select-field';

const STATES = MALAYSIAN_STATES.map((state) => ({ value: state.code, label: state.name }));

/** A controlled select, as a form gives it its value. */
function Controlled(props: Omit<Parameters<typeof SelectField>[0], 'value' | 'onChange'> & { value?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return <SelectField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Nền tảng/SelectField',
  component: SelectField,
  render: (args) => <Controlled {...args} />,
  argTypes: {
    label: { control: 'text' },
    error: { control: 'text' },
    helperText: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    value: { control: false },
    onChange: { control: false },
  },
  args: {
    label: 'Bang (Malaysia)',
    name: 'state',
    options: STATES,
    emptyLabel: 'Không chọn',
    value: '',
    onChange: () => undefined,
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MalaysianStates: Story = { name: '16 bang của Malaysia' };

export const Chosen: Story = { name: 'Đã chọn', args: { value: 'MY-10', helperText: 'Chỉ cần cho địa chỉ ở Malaysia.' } };

export const WithError: Story = { name: 'Có lỗi', args: { required: true, error: 'Vui lòng chọn tỉnh/bang hợp lệ.' } };
