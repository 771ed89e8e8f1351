import { MessageKey } from '@gio/domain-enums';
import { emailSchema, phoneSchema, type FieldRule } from '@gio/domain-validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { FormInput } from './form-input';
import { useForm } from './use-form';

const rules: FieldRule[] = [
  { name: 'email', validators: [emailSchema] },
  { name: 'telephone', validators: [phoneSchema] },
];

/**
 * The footer sign-up form (storefront.md §4, §5, §8) as a `useForm` example: both fields are
 * optional but validated when filled; the demo server refuses an already-used e-mail with
 * code 578, whose message shows under the form.
 */
function SignUpDemo({ usedEmail }: { usedEmail: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    rules,
    initialValues: { email: '', telephone: '' },
    onSubmit: async (values) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (values.email === usedEmail) {
        // What the sign-up call's error code 578 turns into (storefront.md §8).
        return { formError: MessageKey.SIGNUP_ENTRY_USED };
      }
      setSent(values.email || values.telephone);
      return undefined;
    },
  });
  const empty = form.values.email.trim() === '' && form.values.telephone.trim() === '';
  return (
    <form noValidate onSubmit={form.handleSubmit} style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <FormInput {...form.field('email')} type="email" label="Email" autoComplete="email" placeholder="ten@example.vn" />
      <FormInput {...form.field('telephone')} type="tel" label="Số điện thoại" autoComplete="tel" helperText="Gồm 10 chữ số." />
      {form.formError && (
        <p role="alert" style={{ margin: 0, color: 'var(--gio-color-status-danger)' }}>
          {form.formError}
        </p>
      )}
      {sent && <p role="status">Cảm ơn bạn! Ưu đãi sẽ được gửi tới {sent}.</p>}
      <Button type="submit" loading={form.submitting} disabled={empty}>
        Đăng ký nhận ưu đãi
      </Button>
    </form>
  );
}

const meta = {
  title: 'Nền tảng/Form/useForm',
  component: SignUpDemo,
  args: { usedEmail: 'da.dung@example.vn' },
} satisfies Meta<typeof SignUpDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FooterSignUp: Story = { name: 'Đăng ký nhận ưu đãi (chân trang)' };
