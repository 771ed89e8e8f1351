import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormInput } from './form-input';

// A fixed "today" keeps the calendar stories identical from one day to the next.
const TODAY = new Date(2025, 6, 15);

/** Storybook's date control hands back a timestamp; the component takes a Date. */
const asDate = (value?: Date | number) => (value === undefined ? undefined : new Date(value));

const meta = {
  title: 'Nền tảng/Form/FormInput',
  component: FormInput,
  render: (args) => <FormInput {...args} maxDate={asDate(args.maxDate)} minDate={asDate(args.minDate)} today={asDate(args.today)} />,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'tel', 'number', 'textarea', 'date'] },
    label: { control: 'text' },
    helperText: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    maxLength: { control: 'number' },
    showCounter: { control: 'boolean' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    maxDate: { control: 'date' },
    onChange: { action: 'changed' },
  },
  args: { type: 'text', name: 'fullName', label: 'Họ và tên', defaultValue: 'Nguyễn Thị Lan', required: false, disabled: false },
} satisfies Meta<typeof FormInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { name: 'Văn bản', args: { autoComplete: 'name', required: true } };

export const Email: Story = {
  name: 'Email',
  args: { type: 'email', name: 'email', label: 'Email', defaultValue: '', placeholder: 'ten@example.vn', autoComplete: 'email', required: true },
};

export const Password: Story = {
  name: 'Mật khẩu (hiện/ẩn)',
  args: {
    type: 'password',
    name: 'password',
    label: 'Mật khẩu',
    defaultValue: 'GioXanh2025',
    autoComplete: 'new-password',
    helperText: 'Ít nhất 8 ký tự, có chữ hoa, chữ thường và chữ số.',
    required: true,
  },
};

export const Telephone: Story = {
  name: 'Số điện thoại',
  args: { type: 'tel', name: 'telephone', label: 'Số điện thoại', defaultValue: '0912 345 678', autoComplete: 'tel', helperText: 'Gồm 10 chữ số.' },
};

export const NumberField: Story = {
  name: 'Số',
  args: { type: 'number', name: 'quantity', label: 'Số lượng thùng (B2B)', defaultValue: '12', helperText: 'Đặt theo thùng 24 chai.' },
};

export const Textarea: Story = {
  name: 'Đoạn văn (đếm ký tự còn lại)',
  args: {
    type: 'textarea',
    name: 'deliveryNote',
    label: 'Ghi chú giao hàng',
    defaultValue: 'Gọi trước khi giao, để hàng ở bảo vệ toà nhà.',
    maxLength: 200,
    helperText: 'Người giao hàng sẽ đọc ghi chú này.',
  },
};

export const WithCounter: Story = {
  name: 'Có bộ đếm ký tự',
  args: { name: 'listName', label: 'Tên danh sách mua sắm', defaultValue: 'Đi chợ cuối tuần', maxLength: 40, showCounter: true },
};

export const WithHelper: Story = {
  name: 'Có hướng dẫn',
  args: { name: 'taxCode', label: 'Mã số thuế', defaultValue: '', helperText: '10 hoặc 13 chữ số, in trên hoá đơn VAT.', inputMode: 'numeric' },
};

export const WithError: Story = {
  name: 'Có lỗi',
  args: { type: 'email', name: 'email', label: 'Email', defaultValue: 'lan.nguyen@', error: 'Vui lòng nhập địa chỉ email hợp lệ.', required: true },
};

export const Disabled: Story = {
  name: 'Vô hiệu',
  args: { name: 'companyName', label: 'Tên công ty', defaultValue: 'Công ty TNHH Thực phẩm Sạch Sài Gòn', disabled: true, helperText: 'Chỉ chủ tài khoản doanh nghiệp được sửa.' },
};

export const DateField: Story = {
  name: 'Ngày (có lịch, giới hạn ngày tối đa)',
  args: {
    type: 'date',
    name: 'birthday',
    label: 'Ngày sinh',
    defaultValue: '20/11/1990',
    maxDate: new Date(2007, 6, 15),
    today: TODAY,
    helperText: 'Định dạng dd/mm/yyyy. Bạn cần đủ 18 tuổi để mua đồ uống có cồn.',
  },
};

export const DateWithError: Story = {
  name: 'Ngày có lỗi',
  args: {
    type: 'date',
    name: 'deliveryDate',
    label: 'Ngày giao hàng mong muốn',
    defaultValue: '31/02/2025',
    today: TODAY,
    error: 'Vui lòng nhập ngày theo định dạng dd/mm/yyyy.',
  },
};
