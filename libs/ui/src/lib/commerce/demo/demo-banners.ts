import type { BannerData } from '../banner-slider/banner';
import { demoSecondsFromNow } from './demo-data';

/** Demo banners (storefront.md §3 Banner) covering each link kind, a countdown and a long text. */
export const demoBanners: BannerData[] = [
  {
    id: 'b-tet',
    text: 'Sale Tết: giảm đến 50% rau củ, trái cây tươi mỗi ngày',
    action: { entityType: 'ACTION', references: ['tet-2027'], referenceClientTitle: 'Sale Tết' },
    theme: 'dark',
    countdownTimer: { enabled: true },
    endTimestamp: demoSecondsFromNow(2 * 86_400 + 5 * 3600 + 30 * 60 + 12),
  },
  {
    id: 'b-gao',
    text:
      'Gạo ST25 Sóc Trăng — hạt dài, thơm dẻo, từng được vinh danh là gạo ngon nhất thế giới. Mua túi 5 kg ' +
      'hôm nay để nhận thêm ưu đãi giao hàng miễn phí trong nội thành Hà Nội và TP. Hồ Chí Minh, áp dụng đến hết tháng.',
    action: { entityType: 'PRODUCT', references: ['v-gao', 'gao-st25-soc-trang'] },
    theme: 'accent',
  },
  {
    id: 'b-rau',
    text: 'Rau sạch Đà Lạt về mỗi sáng',
    action: { entityType: 'CATEGORY', references: ['c-1', 'rau-cu-qua'] },
  },
  {
    id: 'b-ngoai',
    text: 'Đọc cẩm nang nấu ăn ngày Tết trên blog của chúng tôi',
    action: { entityType: 'URL', references: ['https://blog.gio.example/cam-nang-tet'] },
  },
];
