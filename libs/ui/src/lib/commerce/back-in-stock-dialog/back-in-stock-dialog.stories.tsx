import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../../foundation/button/button';
import { productArt } from '../demo/demo-data';
import { BackInStockDialog, type BackInStockDialogProps } from './back-in-stock-dialog';

function Demo(args: BackInStockDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Báo khi có hàng
      </Button>
      <BackInStockDialog
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Thương mại/BackInStockDialog',
  component: BackInStockDialog,
  render: (args) => <Demo key={`${args.open}-${args.status}`} {...args} />,
  argTypes: {
    status: { control: 'inline-radio', options: ['submitting', 'confirmed', 'error'] },
    productName: { control: 'text' },
    open: { control: 'boolean' },
  },
  args: {
    open: true,
    status: 'confirmed',
    productName: 'Nước mắm Phú Quốc 40 độ đạm, chai 500 ml',
    productImage: { src: productArt('Nước mắm', 45, 128, 100), width: 128, height: 100 },
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BackInStockDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = { name: 'Đã ghi nhận yêu cầu' };
export const Submitting: Story = { name: 'Đang gửi yêu cầu', args: { status: 'submitting' } };
export const Failed: Story = { name: 'Gửi thất bại (có nút thử lại)', args: { status: 'error' } };
