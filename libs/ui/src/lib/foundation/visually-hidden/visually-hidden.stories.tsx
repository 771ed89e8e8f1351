import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Nền tảng/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Chỉ trình đọc màn hình nghe thấy dòng này' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextForScreenReaders: Story = {
  name: 'Văn bản cho trình đọc màn hình',
  render: (args) => (
    <p>
      Giỏ hàng <VisuallyHidden {...args} />
      (3)
    </p>
  ),
};

export const SkipLink: Story = {
  name: 'Liên kết bỏ qua (hiện khi có focus)',
  args: { focusable: true },
  render: (args) => (
    <VisuallyHidden {...args} as="a" href="#noi-dung-chinh">
      Chuyển đến nội dung chính
    </VisuallyHidden>
  ),
};
