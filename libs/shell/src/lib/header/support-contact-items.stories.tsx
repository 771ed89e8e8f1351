import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell, type ShellStoryParameters } from '../testing/story-shell';
import { SupportContactItems } from './support-contact-items';

const meta = {
  title: 'Khung trang/SupportContactItems',
  component: SupportContactItems,
  decorators: [withShell],
  render: (args) => (
    <ul>
      <SupportContactItems {...args} />
    </ul>
  ),
} satisfies Meta<typeof SupportContactItems>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneAndEmail: Story = { name: 'Điện thoại và email' };

export const CallLabel: Story = {
  name: 'Nhãn "Gọi …" của bảng Tiện ích',
  args: { phoneLabel: (phone) => `Gọi ${phone}` },
};

export const EmailOnly: Story = {
  name: 'Chỉ có email',
  parameters: {
    shell: {
      site: {
        support: { email: 'hotro@gio.vn', telephone: '', hours: '', maintenanceMessage: '' },
      },
    } satisfies ShellStoryParameters,
  },
};
