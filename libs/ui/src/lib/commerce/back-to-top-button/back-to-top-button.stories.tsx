import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackToTopButton } from './back-to-top-button';

const meta = {
  title: 'Thương mại/BackToTopButton',
  component: BackToTopButton,
  argTypes: { forceVisible: { control: 'boolean' } },
  args: { forceVisible: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BackToTopButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = { name: 'Đang hiện' };

export const OnLongPage: Story = {
  name: 'Trên trang dài (cuộn quá 35 % để hiện)',
  args: { forceVisible: false, focusTargetId: 'dau-trang' },
  render: (args) => (
    <div>
      <h1 id="dau-trang" style={{ margin: 16 }}>
        Rau củ quả
      </h1>
      {Array.from({ length: 60 }, (_, index) => (
        <p key={index} style={{ margin: 16 }}>
          Sản phẩm tươi ngon số {index + 1} — cuộn xuống để thấy nút lên đầu trang.
        </p>
      ))}
      <BackToTopButton {...args} />
    </div>
  ),
};
