import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, type ShellStoryParameters } from '../testing/story-shell';
import { SearchBar } from './search-bar';

const meta = {
  title: 'Khung trang/SearchBar',
  component: SearchBar,
  decorators: [withShell],
  argTypes: { initialTerm: { control: 'text' } },
  args: { initialTerm: '' },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Ô tìm kiếm (gõ "sua" để xem gợi ý)' };

export const WithTerm: Story = {
  name: 'Trang kết quả: giữ từ khóa',
  args: { initialTerm: 'sữa tươi' },
};

export const InAccountApp: Story = {
  name: 'Trong ứng dụng tài khoản (kết quả mở trang cửa hàng)',
  parameters: { shell: { app: 'account', path: '/account' } satisfies ShellStoryParameters },
};
