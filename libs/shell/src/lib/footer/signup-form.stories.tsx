import { ApiError } from '@gio/data-access';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, type ShellStoryParameters } from '../testing/story-shell';
import { SignupForm } from './signup-form';

const meta = {
  title: 'Khung trang/SignupForm',
  component: SignupForm,
  decorators: [withShell],
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: 'Đăng ký nhận ưu đãi (gửi được khi có email hoặc số điện thoại)',
};

export const AlreadyUsed: Story = {
  name: 'Máy chủ từ chối: email đã đăng ký (thử gửi)',
  parameters: {
    shell: {
      answer: (method, url) =>
        method === 'POST' && url === '/api/customer-data-captures'
          ? Promise.reject(new ApiError({ status: 409, code: 578, message: 'entry used' }))
          : undefined,
    } satisfies ShellStoryParameters,
  },
};
