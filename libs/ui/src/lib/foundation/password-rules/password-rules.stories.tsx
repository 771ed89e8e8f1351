import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormInput } from '../form/form-input';
import { PasswordRules } from './password-rules';

/** A password field with its rules under it, ticked as you type. */
function WithField({ value: initial }: { value: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
      <FormInput name="newPassword" type="password" label="Mật khẩu mới" value={value} onChange={setValue} autoComplete="new-password" />
      <PasswordRules value={value} id="password-rules" />
    </div>
  );
}

const meta = {
  title: 'Nền tảng/PasswordRules',
  component: PasswordRules,
  argTypes: { value: { control: 'text' } },
  args: { value: '' },
} satisfies Meta<typeof PasswordRules>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Chưa nhập' };

export const Partly: Story = { name: 'Đạt một phần', args: { value: 'giodemo' } };

export const AllMet: Story = { name: 'Đạt tất cả', args: { value: 'GioDemo@2025' } };

export const UnderAField: Story = {
  name: 'Dưới ô mật khẩu',
  render: (args) => <WithField value={args.value} />,
  args: { value: 'Giỏ 2025' },
};
