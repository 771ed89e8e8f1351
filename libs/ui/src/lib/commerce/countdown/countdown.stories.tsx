import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoSecondsFromNow, runningDemoClock } from '../demo/demo-data';
import { Countdown } from './countdown';

const meta = {
  title: 'Thương mại/Countdown',
  component: Countdown,
  argTypes: {
    appearance: { control: 'inline-radio', options: ['boxes', 'inline'] },
    endTimestamp: {
      control: { type: 'number' },
      description: 'Giây kể từ epoch (Banner.endTimestamp)',
    },
  },
  args: {
    endTimestamp: demoSecondsFromNow(2 * 86_400 + 3 * 3600 + 4 * 60 + 5),
    appearance: 'boxes',
    clock: runningDemoClock(),
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Boxes: Story = { name: 'Dạng ô (banner)' };

export const Inline: Story = { name: 'Nội dòng (nhãn khuyến mãi)', args: { appearance: 'inline' } };

export const LastSeconds: Story = {
  name: 'Còn vài giây rồi dừng ở 0',
  args: { endTimestamp: demoSecondsFromNow(8) },
};

export const Ended: Story = {
  name: 'Đã kết thúc',
  args: { endTimestamp: demoSecondsFromNow(-60) },
};
