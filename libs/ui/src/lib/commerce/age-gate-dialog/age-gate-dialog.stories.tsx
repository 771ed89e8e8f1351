import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../../foundation/button/button';
import { AgeGateDialog, type AgeGateDialogProps } from './age-gate-dialog';

function Demo(args: AgeGateDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Thêm bia vào giỏ</Button>
      {answer ? <p>{answer}</p> : null}
      <AgeGateDialog
        {...args}
        open={open}
        onAccept={() => {
          setOpen(false);
          setAnswer('Đã xác nhận đủ tuổi: sản phẩm được thêm vào giỏ.');
          args.onAccept();
        }}
        onDecline={() => {
          setOpen(false);
          setAnswer('Đã từ chối: không thêm sản phẩm.');
          args.onDecline();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Thương mại/AgeGateDialog',
  component: AgeGateDialog,
  render: (args) => <Demo key={String(args.open)} {...args} />,
  argTypes: { productName: { control: 'text' }, open: { control: 'boolean' } },
  args: {
    open: true,
    productName: 'Bia lon Sài Gòn Special, thùng 24 lon',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof AgeGateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Đang mở' };
export const WithoutProduct: Story = {
  name: 'Không kèm tên sản phẩm',
  args: { productName: undefined },
};
export const Closed: Story = { name: 'Đóng (bấm nút để mở)', args: { open: false } };
