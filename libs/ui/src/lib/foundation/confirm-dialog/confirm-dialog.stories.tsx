import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A trigger and its dialog, open at first so that the story shows the question. */
function ConfirmDemo(props: Omit<ConfirmDialogProps, 'onConfirm' | 'onCancel'>) {
  const [open, setOpen] = useState(props.open);
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Xoá địa chỉ
      </Button>
      {answer && <p>Lựa chọn gần nhất: {answer}</p>}
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          setAnswer('xác nhận');
          setOpen(false);
        }}
        onCancel={() => {
          setAnswer('huỷ');
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Nền tảng/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmDemo {...args} />,
  parameters: { layout: 'padded' },
  argTypes: {
    title: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    busy: { control: 'boolean' },
    error: { control: 'text' },
    open: { control: false },
    onConfirm: { control: false },
    onCancel: { control: false },
  },
  args: {
    open: true,
    title: 'Xoá địa chỉ này?',
    confirmLabel: 'Xoá địa chỉ',
    busy: false,
    children: <p>Địa chỉ “12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh” sẽ bị xoá khỏi sổ địa chỉ.</p>,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteAddress: Story = { name: 'Xoá địa chỉ' };

export const Busy: Story = { name: 'Đang xoá', args: { busy: true } };

export const Failed: Story = {
  name: 'Xoá không thành công',
  args: {
    title: 'Xoá thẻ VISA •••• 4242?',
    confirmLabel: 'Xoá thẻ',
    children: <p>Thẻ sẽ không còn dùng được khi thanh toán.</p>,
    error: 'Không xoá được thẻ lúc này. Vui lòng thử lại.',
  },
};
