import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'Nền tảng/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Mặc định' };
export const WithLabel: Story = { name: 'Có nhãn', args: { showLabel: true, label: 'Đang tải sản phẩm…' } };
export const Large: Story = { name: 'Cỡ lớn', args: { size: 'lg' } };
