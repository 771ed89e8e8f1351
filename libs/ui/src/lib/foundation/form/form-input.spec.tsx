import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { FormInput, type FormInputProps } from './form-input';
import * as stories from './form-input.stories';

describe('FormInput stories', () => expectStoriesAccessible(stories));

function Controlled(props: Partial<FormInputProps>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return <FormInput name="field" label="Trường" {...props} defaultValue={undefined} value={value} onChange={setValue} />;
}

describe('FormInput', () => {
  it('always has a label tied to its control', () => {
    renderWithProviders(<FormInput name="fullName" label="Họ và tên" />);
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toBeInTheDocument();
  });

  it('marks a required field in its label and with aria-required', () => {
    renderWithProviders(<FormInput name="email" type="email" label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email (bắt buộc)' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('type', 'email');
  });

  it('shows an error under the field, sets aria-invalid and describes the field with it', () => {
    renderWithProviders(<FormInput name="email" label="Email" helperText="Chúng tôi không chia sẻ email." error="Vui lòng nhập địa chỉ email hợp lệ." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Chúng tôi không chia sẻ email. Lỗi: Vui lòng nhập địa chỉ email hợp lệ.');
  });

  it('is not invalid without an error', () => {
    renderWithProviders(<FormInput name="email" label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('counts characters against the maximum', async () => {
    renderWithProviders(<Controlled label="Tên danh sách" maxLength={20} showCounter defaultValue="Rau" />);
    expect(screen.getByText('3/20 ký tự')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tên danh sách' }), ' củ');
    expect(screen.getByText('6/20 ký tự')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tên danh sách' })).toHaveAccessibleDescription('6/20 ký tự');
  });

  it('shows the remaining characters of a textarea with a maximum, and enforces it', async () => {
    renderWithProviders(<Controlled type="textarea" label="Ghi chú giao hàng" maxLength={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Ghi chú giao hàng' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(screen.getByText('Còn 10 ký tự')).toBeInTheDocument();
    await userEvent.type(textarea, 'Gọi trước khi giao');
    expect(textarea).toHaveValue('Gọi trước ');
    expect(screen.getByText('Còn 0 ký tự')).toBeInTheDocument();
  });

  it('says "character" in the singular in English', () => {
    renderWithProviders(<Controlled type="textarea" label="Note" maxLength={5} defaultValue="abcd" />, { lng: 'en' });
    expect(screen.getByText('1 character left')).toBeInTheDocument();
  });

  it('shows and hides a password', async () => {
    renderWithProviders(<FormInput name="password" type="password" label="Mật khẩu" defaultValue="GioXanh2025" />);
    const input = screen.getByLabelText('Mật khẩu');
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('uses the right native type and keyboard for tel and number', () => {
    renderWithProviders(
      <>
        <FormInput name="telephone" type="tel" label="Số điện thoại" />
        <FormInput name="quantity" type="number" label="Số lượng" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Số điện thoại' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Số điện thoại' })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('spinbutton', { name: 'Số lượng' })).toHaveAttribute('type', 'number');
  });

  it('cannot be edited when disabled', async () => {
    const onChange = jest.fn();
    renderWithProviders(<FormInput name="companyName" label="Tên công ty" defaultValue="Công ty Sạch" disabled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Tên công ty' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives its element to a ref', () => {
    let element: HTMLElement | null = null;
    renderWithProviders(<FormInput name="x" label="Trường" ref={(el) => void (element = el)} />);
    expect(element).toBe(screen.getByRole('textbox', { name: 'Trường' }));
  });
});

describe('FormInput described by more text', () => {
  it('joins the ids given to its description, after the helper', () => {
    renderWithProviders(
      <>
        <FormInput name="newPassword" type="password" label="Mật khẩu mới" helperText="Dùng mật khẩu riêng cho Giỏ." describedBy="rules" />
        <p id="rules">Ít nhất 8 ký tự</p>
      </>,
    );
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveAccessibleDescription('Dùng mật khẩu riêng cho Giỏ. Ít nhất 8 ký tự');
  });
});
