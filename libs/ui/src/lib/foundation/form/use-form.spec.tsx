import { MessageKey } from '@gio/domain-enums';
import { emailSchema, phoneSchema, type FieldRule } from '@gio/domain-validation';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Button } from '../button/button';
import { BundledI18nProvider } from '../i18n/bundled-i18n-provider';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { dateValidator } from './date-validators';
import { FormInput } from './form-input';
import { useForm, type SubmitOutcome } from './use-form';
import * as stories from './use-form.stories';

describe('useForm stories', () => expectStoriesAccessible(stories));

const rules: FieldRule[] = [
  { name: 'fullName', required: true },
  { name: 'email', required: true, validators: [emailSchema] },
  { name: 'telephone', validators: [phoneSchema] },
  { name: 'birthday', validators: [dateValidator({ maxDate: new Date(2007, 6, 15) })] },
];

function ProfileForm({
  onSubmit,
}: {
  onSubmit: (
    values: Record<string, unknown>,
  ) => Promise<SubmitOutcome | void> | SubmitOutcome | void;
}) {
  const form = useForm({
    rules,
    initialValues: { fullName: '', email: '', telephone: '', birthday: '' },
    onSubmit,
    messageValues: { birthday: { date: '15/07/2007' } },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <FormInput {...form.field('fullName')} label="Họ và tên" />
      <FormInput {...form.field('email')} type="email" label="Email" />
      <FormInput {...form.field('telephone')} type="tel" label="Số điện thoại" />
      <FormInput
        {...form.field('birthday')}
        type="date"
        label="Ngày sinh"
        maxDate={new Date(2007, 6, 15)}
      />
      {form.formError && <p role="alert">{form.formError}</p>}
      <Button type="submit" loading={form.submitting}>
        Lưu
      </Button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('useForm', () => {
  it('shows the required message on empty required fields and focuses the first invalid one', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Họ và tên')).toHaveFocus();
    expect(field('Họ và tên')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Họ và tên')).toHaveAccessibleDescription('Lỗi: Vui lòng điền thông tin này.');
    // accounts.md §4: an empty required field gets its first validator's message.
    expect(field('Email')).toHaveAccessibleDescription('Lỗi: Vui lòng nhập địa chỉ email hợp lệ.');
    expect(field('Số điện thoại')).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the first invalid field in rule order, with the validator’s message', async () => {
    renderWithProviders(<ProfileForm onSubmit={jest.fn()} />);
    await userEvent.type(field('Họ và tên'), 'Trần Văn Nam');
    await userEvent.type(field('Email'), 'nam@');
    await userEvent.type(field('Số điện thoại'), '0912');
    await userEvent.type(field('Ngày sinh'), '01/01/2010');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Lỗi: Vui lòng nhập địa chỉ email hợp lệ.');
    expect(field('Số điện thoại')).toHaveAccessibleDescription(
      'Lỗi: Vui lòng nhập số điện thoại hợp lệ gồm 10 chữ số.',
    );
    expect(field('Ngày sinh')).toHaveAccessibleDescription(
      'Định dạng: dd/mm/yyyy Lỗi: Vui lòng chọn ngày không muộn hơn 15/07/2007.',
    );
  });

  it('clears a field’s error as soon as it is edited', async () => {
    renderWithProviders(<ProfileForm onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await userEvent.type(field('Họ và tên'), 'L');
    expect(field('Họ và tên')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits trimmed values once valid', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.type(field('Họ và tên'), '  Lê Thị Hoa  ');
    await userEvent.type(field('Email'), 'hoa.le@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      fullName: 'Lê Thị Hoa',
      email: 'hoa.le@example.vn',
    });
  });

  it('keeps what was typed into the server-rendered form before it hydrated', async () => {
    const onSubmit = jest.fn();
    const form = (
      <BundledI18nProvider lng="vi">
        <ProfileForm onSubmit={onSubmit} />
      </BundledI18nProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    // Typed while the page's script is still on its way: no React listener sees it.
    (field('Họ và tên') as HTMLInputElement).value = 'Lê Thị Hoa';
    (field('Email') as HTMLInputElement).value = 'hoa.le@example.vn';
    render(form, { container, hydrate: true });

    // The next field's edit re-renders the form; the e-mail typed earlier stays.
    await userEvent.type(field('Số điện thoại'), '0912345678');
    expect(field('Email')).toHaveValue('hoa.le@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      fullName: 'Lê Thị Hoa',
      email: 'hoa.le@example.vn',
      telephone: '0912345678',
    });
  });

  it('shows server errors per field, focuses the first, and clears one on edit', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValue({ errors: { email: MessageKey.SIGNUP_ENTRY_USED } });
    renderWithProviders(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.type(field('Họ và tên'), 'Lê Thị Hoa');
    await userEvent.type(field('Email'), 'hoa.le@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription(
      'Lỗi: Email hoặc số điện thoại này đã được đăng ký trước đó.',
    );
    await userEvent.type(field('Email'), 'x');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the generic API error when submitting fails', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('HTTP 500'));
    renderWithProviders(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.type(field('Họ và tên'), 'Lê Thị Hoa');
    await userEvent.type(field('Email'), 'hoa.le@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    );
  });

  it('sends one submit at a time', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.type(field('Họ và tên'), 'Lê Thị Hoa');
    await userEvent.type(field('Email'), 'hoa.le@example.vn');
    const save = screen.getByRole('button', { name: 'Lưu' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
  });

  it('reports developer warnings of the form helper once', () => {
    const warn = jest.fn();
    function Broken() {
      useForm({
        rules: [{ name: 'note' }],
        initialValues: { note: '' },
        onSubmit: jest.fn(),
        warn,
      });
      return null;
    }
    renderWithProviders(<Broken />);
    expect(warn).toHaveBeenCalledWith('Form field "note" has no validators and is not required');
  });
});
