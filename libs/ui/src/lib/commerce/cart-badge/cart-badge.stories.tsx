import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartBadge } from './cart-badge';

const meta = {
  title: 'Thương mại/CartBadge',
  component: CartBadge,
  argTypes: { count: { control: { type: 'number', min: 0 } } },
  args: { count: 3 },
  render: (args) => (
    <button
      type="button"
      style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44 }}
    >
      <span aria-hidden="true">🛒</span>
      <CartBadge {...args} />
    </button>
  ),
} satisfies Meta<typeof CartBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = { name: 'Vài sản phẩm' };
export const Ninetynine: Story = { name: 'Đúng 99', args: { count: 99 } };
export const Overflow: Story = { name: 'Trên 99 (99+)', args: { count: 140 } };
export const Empty: Story = { name: 'Giỏ trống', args: { count: 0 } };
