import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { MaintenanceScreen } from './maintenance-screen';

const meta = {
  title: 'Nền tảng/Màn hình lỗi và bảo trì',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    supportPhone: { control: 'text' },
    supportEmail: { control: 'text' },
    onRetry: { action: 'retry' },
  },
  args: { supportPhone: '1900 6868', supportEmail: 'hotro@gio.vn', autoFocus: false },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TemporarilyUnavailable: Story = { name: 'Tạm thời không khả dụng' };

export const WithoutRetry: Story = { name: 'Không có nút thử lại', args: { onRetry: undefined } };

export const Maintenance: Story = {
  name: 'Bảo trì',
  render: (args) => <MaintenanceScreen supportPhone={args.supportPhone} supportEmail={args.supportEmail} backAt="22:00 hôm nay" />,
};

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Không đọc được dữ liệu trang');
  return <p>Trang danh mục Rau củ quả hiển thị bình thường.</p>;
}

function BoundaryDemo(args: { supportPhone: string; supportEmail: string }) {
  const [broken, setBroken] = useState(true);
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <ErrorScreen
          supportPhone={args.supportPhone}
          supportEmail={args.supportEmail}
          autoFocus={false}
          onRetry={() => {
            setBroken(false);
            reset();
          }}
        />
      )}
    >
      <Fragile broken={broken} />
      <Button onClick={() => setBroken(true)}>Gây lỗi lại</Button>
    </ErrorBoundary>
  );
}

export const RenderErrorBoundary: Story = {
  name: 'Lỗi hiển thị bắt bởi ErrorBoundary',
  render: (args) => <BoundaryDemo supportPhone={args.supportPhone} supportEmail={args.supportEmail} />,
};
