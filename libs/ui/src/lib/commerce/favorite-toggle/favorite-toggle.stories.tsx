import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FavoriteToggle, type FavoriteToggleProps } from './favorite-toggle';

function Demo(args: FavoriteToggleProps) {
  const [pressed, setPressed] = useState(args.pressed);
  return (
    <FavoriteToggle
      {...args}
      pressed={pressed}
      onToggle={() => {
        setPressed((value) => !value);
        args.onToggle();
      }}
    />
  );
}

const meta = {
  title: 'Thương mại/FavoriteToggle',
  component: FavoriteToggle,
  render: (args) => <Demo key={String(args.pressed)} {...args} />,
  argTypes: { pressed: { control: 'boolean' }, busy: { control: 'boolean' } },
  args: { productName: 'Nước mắm Phú Quốc 500 ml', pressed: false, onToggle: fn() },
} satisfies Meta<typeof FavoriteToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavourite: Story = { name: 'Chưa yêu thích' };
export const Favourite: Story = { name: 'Đã yêu thích', args: { pressed: true } };
export const Busy: Story = { name: 'Đang cập nhật', args: { pressed: true, busy: true } };
