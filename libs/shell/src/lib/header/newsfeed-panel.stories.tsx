import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../testing/story-shell';
import { NewsfeedPanel } from './newsfeed-panel';
import type { NewsfeedState } from './use-newsfeed';

const items: NewsfeedState['items'] = [
  {
    id: 'n-1',
    kind: 'promotion',
    title: 'Giảm 20% rau củ Đà Lạt',
    body: 'Đến hết Chủ nhật, mọi loại rau củ Đà Lạt giảm 20%.',
    url: '/m/uu-dai',
    publishedAt: '2026-11-20T08:00:00.000Z',
    isNew: true,
  },
  {
    id: 'n-2',
    kind: 'reward',
    title: 'Phiếu quà tặng thành viên',
    body: 'Đổi 10.000 điểm WAON lấy phiếu 50.000 ₫.',
    url: '/waon-member-vouchers',
    publishedAt: '2026-11-18T08:00:00.000Z',
    isNew: false,
  },
  {
    id: 'n-3',
    kind: 'announcement',
    title: 'Giờ giao hàng dịp Tết',
    body: 'Từ 28 tháng Chạp, giao hàng đến 18:00.',
    url: null,
    publishedAt: '2026-11-10T08:00:00.000Z',
    isNew: false,
  },
];

const feed = (state: Partial<NewsfeedState>): NewsfeedState => ({
  status: 'ready',
  items,
  hasMore: false,
  unread: 0,
  loadMore: () => undefined,
  ...state,
});

const meta = {
  title: 'Khung trang/NewsfeedPanel',
  component: NewsfeedPanel,
  decorators: [withShell],
  args: { feed: feed({}) },
} satisfies Meta<typeof NewsfeedPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = { name: 'Tin mới và tin cũ' };

export const MorePages: Story = {
  name: 'Còn trang sau',
  args: { feed: feed({ hasMore: true }) },
};

export const Loading: Story = {
  name: 'Đang tải',
  args: { feed: feed({ status: 'loading', items: [] }) },
};

export const Empty: Story = {
  name: 'Chưa có tin',
  args: { feed: feed({ items: [] }) },
};

export const Failed: Story = {
  name: 'Không tải được',
  args: { feed: feed({ status: 'error', items: [] }) },
};
