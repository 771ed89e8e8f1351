import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoResults } from './no-results';

const topSearches = ['gạo ST25', 'sữa tươi', 'trứng gà', 'rau muống', 'nước mắm'].map((label) => ({
  label,
  href: `/products/search/${encodeURIComponent(label)}`,
}));

const meta = {
  title: 'Thương mại/NoResults',
  component: NoResults,
  argTypes: {
    term: { control: 'text' },
    suggestions: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  args: { term: 'bánh tráng trộn', suggestions: topSearches, headingLevel: 2 },
} satisfies Meta<typeof NoResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = { name: 'Không có kết quả, gợi ý tìm kiếm phổ biến' };
export const WithoutSuggestions: Story = { name: 'Không có gợi ý', args: { suggestions: [] } };
