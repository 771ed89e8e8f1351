import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { FormInput } from '../form/form-input';
import { Modal, type ModalProps } from './modal';
import { ModalCarousel } from './modal-carousel';
import { ModalProvider, useModal } from './modal-provider';
import { MODAL_VARIANTS } from './modal.machine';

type DemoProps = Omit<ModalProps, 'onClose'> & { triggerLabel?: string; footerActions?: boolean };

/** A trigger button and its modal, open at first so the story shows the dialog. */
function ModalDemo({ open: initiallyOpen, triggerLabel = 'Mở hộp thoại', footerActions = false, children, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [lastReason, setLastReason] = useState<string | null>(null);
  const footer: ReactNode = footerActions ? (
    <>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        Để sau
      </Button>
      <Button onClick={() => setOpen(false)}>Xem giỏ hàng</Button>
    </>
  ) : undefined;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      {lastReason && <p>Lần đóng gần nhất: {lastReason}</p>}
      <Modal
        {...props}
        footer={props.footer ?? footer}
        open={open}
        onClose={(reason) => {
          setOpen(false);
          setLastReason(reason);
        }}
      >
        {children}
      </Modal>
    </>
  );
}

const meta = {
  title: 'Nền tảng/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  parameters: { layout: 'padded' },
  argTypes: {
    variant: { control: 'select', options: [...MODAL_VARIANTS] },
    locked: { control: 'boolean' },
    fadeOut: { control: 'boolean' },
    hideTitle: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    open: { control: false },
    onClose: { control: false },
  },
  args: {
    open: true,
    variant: 'plain',
    title: 'Giỏ hàng đã được gộp',
    description: 'Chúng tôi đã gộp giỏ hàng từ lần mua trước của bạn.',
    locked: false,
    fadeOut: false,
    children: (
      <ul>
        <li>Sữa tươi tiệt trùng Đà Lạt 1 L × 2</li>
        <li>Gạo ST25 túi 5 kg × 1</li>
        <li>Trứng gà ta hộp 10 quả × 1</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = { name: 'Cơ bản', args: { footerActions: true } as Partial<DemoProps> };

export const Small: Story = {
  name: 'Nhỏ (xác nhận)',
  args: {
    variant: 'small',
    title: 'Xoá sản phẩm khỏi giỏ?',
    description: undefined,
    children: <p>Bạn có chắc muốn xoá “Cá hồi Na Uy phi lê 300 g” khỏi giỏ hàng không?</p>,
  },
};

export const Large: Story = {
  name: 'Lớn',
  args: {
    variant: 'large',
    title: 'Thể lệ chương trình “Tuần lễ trái cây Việt”',
    description: 'Áp dụng từ 01/07 đến 07/07 cho mọi đơn hàng giao tận nhà.',
    children: (
      <ol>
        <li>Giảm 20% cho xoài cát Hoà Lộc, thanh long ruột đỏ và vải thiều Lục Ngạn.</li>
        <li>Mỗi khách hàng được mua tối đa 5 kg cho mỗi loại trái cây trong chương trình.</li>
        <li>Không áp dụng đồng thời với mã giảm giá khác.</li>
        <li>Giỏ có quyền thay đổi thể lệ khi nguồn hàng thay đổi và sẽ thông báo trên trang này.</li>
      </ol>
    ),
  },
};

export const FullPage: Story = {
  name: 'Toàn trang',
  args: {
    variant: 'full-page',
    title: 'Đăng nhập để nhận thông báo khi có hàng',
    description: 'Sau khi đăng nhập, bạn sẽ quay lại đúng trang sản phẩm này.',
    children: (
      <p>
        Chúng tôi sẽ gửi email cho bạn ngay khi “Nước mắm Phú Quốc 40 độ đạm 500 ml” có hàng trở lại.
      </p>
    ),
  },
};

export const Peek: Story = {
  name: 'Hé từ dưới lên',
  args: {
    variant: 'peek',
    title: 'Đã thêm vào giỏ',
    description: undefined,
    footerActions: true,
    children: <p>Bánh mì sandwich lúa mạch 400 g — 32.000 ₫</p>,
  } as Partial<DemoProps>,
};

export const Login: Story = {
  name: 'Đăng nhập',
  args: {
    variant: 'login',
    title: 'Đăng nhập vào Giỏ',
    description: 'Dùng email và mật khẩu của bạn.',
    children: (
      <form style={{ display: 'grid', gap: '0.75rem' }} noValidate onSubmit={(event) => event.preventDefault()}>
        <FormInput name="email" type="email" label="Email" autoComplete="email" defaultValue="lan.nguyen@example.vn" required />
        <FormInput name="password" type="password" label="Mật khẩu" autoComplete="current-password" required />
        <Button type="submit" fullWidth>
          Đăng nhập
        </Button>
      </form>
    ),
  },
};

export const MobileOnly: Story = {
  name: 'Chỉ trên điện thoại',
  args: {
    variant: 'mobile-only',
    title: 'Sắp xếp sản phẩm',
    description: 'Hộp thoại này chỉ mở khi màn hình hẹp hơn 600 px.',
    triggerLabel: 'Sắp xếp',
    children: (
      <ul>
        <li>Phổ biến nhất</li>
        <li>Giá thấp đến cao</li>
        <li>Giá cao đến thấp</li>
      </ul>
    ),
  } as Partial<DemoProps>,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

const suggestions = [
  { id: 'xoai', name: 'Xoài cát Hoà Lộc', price: '89.000 ₫/kg' },
  { id: 'thanh-long', name: 'Thanh long ruột đỏ', price: '45.000 ₫/kg' },
  { id: 'vai', name: 'Vải thiều Lục Ngạn', price: '65.000 ₫/kg' },
  { id: 'buoi', name: 'Bưởi da xanh', price: '59.000 ₫/quả' },
  { id: 'sau-rieng', name: 'Sầu riêng Ri6', price: '135.000 ₫/kg' },
];

export const ProductCarousel: Story = {
  name: 'Băng chuyền sản phẩm',
  args: {
    variant: 'product-carousel',
    title: 'Trái cây Việt đang giảm giá',
    description: undefined,
    children: (
      <ModalCarousel
        items={suggestions.map((item) => ({
          id: item.id,
          content: (
            <article>
              <h3>{item.name}</h3>
              <p>{item.price}</p>
            </article>
          ),
        }))}
      />
    ),
  },
};

function LockedDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  const [store, setStore] = useState<string | null>(null);
  const choose = (name: string) => {
    setStore(name);
    setOpen(false);
  };
  return (
    <>
      <p>{store ? `Đã chọn: ${store}` : 'Chưa chọn nơi nhận hàng.'}</p>
      <Button onClick={() => setOpen(true)}>Đổi nơi nhận hàng</Button>
      <Modal {...args} open={open} onClose={() => setOpen(false)}>
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          <Button variant="secondary" onClick={() => choose('Giao tận nhà — Quận 3, TP. Hồ Chí Minh')}>
            Giao tận nhà — Quận 3, TP. Hồ Chí Minh
          </Button>
          <Button variant="secondary" onClick={() => choose('Nhận tại cửa hàng Giỏ Nguyễn Thị Minh Khai')}>
            Nhận tại cửa hàng Giỏ Nguyễn Thị Minh Khai
          </Button>
        </div>
      </Modal>
    </>
  );
}

export const Locked: Story = {
  name: 'Khoá (phải chọn mới đóng được)',
  render: (args) => <LockedDemo {...args} />,
  args: {
    locked: true,
    title: 'Bạn muốn nhận hàng ở đâu?',
    description: 'Chọn nơi nhận để xem đúng giá và hàng có sẵn gần bạn.',
    children: undefined,
  },
};

export const FadeOut: Story = {
  name: 'Tự mờ dần',
  args: {
    variant: 'small',
    fadeOut: true,
    title: 'Đã thêm vào danh sách yêu thích',
    description: undefined,
    children: <p>Hộp thoại tự ẩn nội dung sau 4 giây và đóng sau 4,5 giây.</p>,
  },
};

function ProviderDemo() {
  const modal = useModal();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          modal.open({
            id: 'cart-merge',
            title: 'Giỏ hàng đã được gộp',
            content: ({ close }) => (
              <>
                <p>Hai sản phẩm từ lần mua trước đã có trong giỏ hàng.</p>
                <Button
                  variant="ghost"
                  onClick={() =>
                    modal.open({ id: 'price-change', variant: 'small', title: 'Giá đã thay đổi', content: <p>Giá mới của Gạo ST25 là 185.000 ₫.</p> })
                  }
                >
                  Xem thay đổi giá
                </Button>
                <Button onClick={close}>Đã hiểu</Button>
              </>
            ),
          })
        }
      >
        Mở hộp thoại gộp giỏ
      </Button>
      <p aria-live="polite">Đang mở: {modal.activeId ?? 'không có'}</p>
    </div>
  );
}

export const WithProvider: Story = {
  name: 'Qua ModalProvider (một hộp thoại một lúc)',
  render: () => (
    <ModalProvider>
      <ProviderDemo />
    </ModalProvider>
  ),
};
