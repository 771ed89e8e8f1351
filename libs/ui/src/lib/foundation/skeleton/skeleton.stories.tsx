import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Nền tảng/Skeleton',
  component: Skeleton,
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'tile'] },
    lines: { control: { type: 'range', min: 1, max: 8 } },
    width: { control: 'text' },
    height: { control: 'text' },
    announce: { control: 'boolean' },
  },
  args: { variant: 'text', lines: 3, announce: true },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { name: 'Dòng chữ' };
export const Rect: Story = { name: 'Khối (banner)', args: { variant: 'rect', width: '100%', height: '10rem' } };
export const Tile: Story = {
  name: 'Ô sản phẩm',
  args: { variant: 'tile' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const ProductGrid: Story = {
  name: 'Lưới sản phẩm đang tải',
  render: () => (
    <section aria-busy="true" aria-label="Rau củ quả">
      <Skeleton variant="text" lines={1} width="12rem" announce />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '1rem', marginTop: '1rem' }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="tile" />
        ))}
      </div>
    </section>
  ),
};
