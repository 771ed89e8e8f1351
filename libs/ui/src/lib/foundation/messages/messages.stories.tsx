import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { MessageProvider, MessageRegion, useMessages } from './message-provider';
import { Toast } from './toast';

const meta = {
  title: 'Nền tảng/Thông báo (Toast)',
  component: Toast,
  argTypes: {
    kind: { control: 'inline-radio', options: ['info', 'success', 'error'] },
    children: { control: 'text' },
  },
  args: { kind: 'info', children: 'Đã thêm Sữa chua nếp cẩm (hộp 4) vào giỏ hàng.' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { name: 'Thông tin' };
export const Success: Story = { name: 'Thành công', args: { kind: 'success', children: 'Đã lưu địa chỉ giao hàng mới.' } };
export const Error: Story = {
  name: 'Lỗi',
  args: { kind: 'error', children: 'Không thể thay đổi số lượng. Giỏ hàng đã được khôi phục, vui lòng thử lại.' },
};

export const Region: Story = {
  name: 'Vùng thông báo (aria-live)',
  render: () => (
    <MessageRegion
      inline
      onDismiss={() => undefined}
      messages={[
        { id: '1', kind: 'info', text: 'Đã tăng số lượng Cà chua bi Đà Lạt lên 3.' },
        { id: '2', kind: 'error', text: 'Không thể xoá sản phẩm khỏi giỏ hàng. Vui lòng thử lại.' },
      ]}
    />
  ),
};

function CartMessagesDemo() {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const name = 'Cà chua bi Đà Lạt 500 g';
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Button onClick={() => messages.show({ text: t('cart.added', { name }) })}>Thêm 1</Button>
      <Button variant="secondary" onClick={() => messages.show({ text: t('cart.added_with_quantity', { name, quantity: 3 }) })}>
        Thêm 3
      </Button>
      <Button variant="secondary" onClick={() => messages.show({ text: t('cart.quantity_decreased', { name, quantity: 2 }) })}>
        Giảm còn 2
      </Button>
      <Button variant="ghost" onClick={() => messages.show({ text: t('cart.removed', { name }) })}>
        Xoá
      </Button>
      <Button variant="ghost" onClick={() => messages.show({ kind: 'error', text: t('cart.add_variant_error') })}>
        Giả lập lỗi
      </Button>
    </div>
  );
}

export const CartMessages: Story = {
  name: 'Thông báo giỏ hàng (MessageProvider)',
  render: () => (
    <MessageProvider>
      <CartMessagesDemo />
    </MessageProvider>
  ),
};
