import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PaginationDots, type PaginationDotsProps } from './pagination-dots';

function Stateful(args: PaginationDotsProps) {
  const [current, setCurrent] = useState(args.current);
  return (
    <PaginationDots
      {...args}
      current={current}
      onSelect={(index) => {
        setCurrent(index);
        args.onSelect(index);
      }}
    />
  );
}

const meta = {
  title: 'Thương mại/PaginationDots',
  component: PaginationDots,
  render: (args) => <Stateful key={`${args.count}-${args.current}`} {...args} />,
  argTypes: {
    count: { control: { type: 'number', min: 0, max: 12 } },
    current: { control: { type: 'number', min: 0, max: 11 } },
    label: { control: 'text' },
  },
  args: { count: 5, current: 0, onSelect: fn() },
} satisfies Meta<typeof PaginationDots>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Năm trang, trang đầu' };
export const Middle: Story = { name: 'Đang ở trang giữa', args: { current: 2 } };
export const Two: Story = { name: 'Hai trang', args: { count: 2, current: 1 } };
