import { FulfillmentMethod, PromoType } from '@gio/domain-enums';
import { LAST_FEW_THRESHOLD } from './build-catalog';
import { isoAfter, prefixedId, type SeedContext } from './context';
import type { PromoCode, SearchTerm, SiteConfig, TextPage } from './model';

export function buildSiteConfig(rootCategoryId: string): SiteConfig {
  return {
    siteName: 'Giỏ',
    currency: 'VND',
    locale: 'vi-VN',
    timezone: 'Asia/Ho_Chi_Minh',
    country: 'VN',
    features: {
      exitSurvey: true,
      coupons: true,
      webOtp: true,
      loyaltyOnWeb: true,
      fasspay: false,
      ipay88: true,
      payoo: true,
      hideInterstitial: false,
      maintenanceMode: false,
      limitedProductsMode: false,
      invitesEnabled: true,
      firstOrderFreeShipping: true,
      hasVat: true,
      telephoneRequiredAtCheckout: true,
      socialSignIn: { google: true, facebook: true, apple: true },
    },
    lastFewThreshold: LAST_FEW_THRESHOLD,
    addToCartMaxAtOnce: 50,
    maxCountOfSamplesAddToCart: 3,
    maxCountPerSampleAddToCart: 1,
    minimumSpendByFulfillmentMethod: {
      [FulfillmentMethod.LOCAL_DELIVERY]: 100_000,
      [FulfillmentMethod.IN_STORE_PICKUP]: 50_000,
      [FulfillmentMethod.CARRIER_DELIVERY]: 0,
    },
    support: {
      email: 'hotro@gio.vn',
      telephone: '1900 6868',
      hours: 'Từ 7:00 đến 22:00 mỗi ngày, kể cả ngày lễ',
      maintenanceMessage: 'Giỏ đang tạm ngưng để nâng cấp. Vui lòng quay lại sau ít phút hoặc gọi 1900 6868 nếu cần hỗ trợ đơn hàng.',
    },
    appStoreLinks: {
      ios: 'https://apps.apple.com/vn/app/gio-di-cho-online/id6443210001',
      android: 'https://play.google.com/store/apps/details?id=vn.gio.shop',
    },
    freeShippingMessages: {
      guest: 'Đăng nhập để nhận miễn phí giao hàng cho đơn đầu tiên',
      customer: 'Miễn phí giao 2 giờ cho đơn từ 500.000 đ, giao toàn quốc từ 300.000 đ',
      firstOrder: 'Đơn đầu tiên của bạn được miễn phí giao hàng',
      business: 'Khách hàng doanh nghiệp: miễn phí giao cho đơn từ 2.000.000 đ',
      loyaltyMember: 'Thành viên: miễn phí giao 2 giờ cho đơn từ 300.000 đ',
    },
    rootCategoryId,
    checkoutUrl: '/checkout',
  };
}

const TEXT_PAGES: readonly (readonly [slug: string, title: string, description: string, bodyHtml: string])[] = [
  [
    'gioi-thieu',
    'Giới thiệu về Giỏ',
    'Giỏ là siêu thị trực tuyến cho thực phẩm tươi, hàng khô và đồ dùng gia đình, giao nhanh trong 2 giờ.',
    `<h1>Giới thiệu về Giỏ</h1>
<p>Giỏ là siêu thị trực tuyến dành cho các gia đình Việt: rau củ, thịt cá tươi, sữa, hàng khô và đồ dùng gia đình được chọn lọc và giao tận nhà. Chúng tôi tin rằng đi chợ nên nhanh, minh bạch và tiết kiệm.</p>
<h2>Tươi mỗi ngày</h2>
<p>Rau củ được thu hoạch vào buổi sáng từ các hợp tác xã đạt chuẩn VietGAP ở Lâm Đồng, Củ Chi và Mộc Châu. Thịt, cá được giữ lạnh liên tục từ kho đến tay bạn. Mỗi sản phẩm tươi đều ghi rõ hạn sử dụng trên trang sản phẩm.</p>
<h2>Giỏ Nhanh, Giỏ Toàn Quốc và người bán</h2>
<p><strong>Giỏ Nhanh</strong> giao trong 2 giờ từ các cửa hàng tại Thành phố Hồ Chí Minh và Hà Nội, hoặc bạn có thể đặt trước và nhận tại cửa hàng. <strong>Giỏ Toàn Quốc</strong> giao hàng khô và đồ gia dụng đến 63 tỉnh thành trong 2–5 ngày. Các <strong>người bán</strong> trên Giỏ mang đến đặc sản vùng miền và hàng chuyên biệt; Giỏ kiểm duyệt từng gian hàng.</p>
<h2>Cam kết của chúng tôi</h2>
<ul>
<li>Giá niêm yết rõ ràng bằng đồng, đã gồm thuế giá trị gia tăng.</li>
<li>Đổi trả trong 7 ngày với hàng khô và trong 24 giờ với hàng tươi.</li>
<li>Hỗ trợ qua tổng đài 1900 6868 từ 7:00 đến 22:00 mỗi ngày.</li>
</ul>
<p>Giỏ là dự án mã nguồn mở. Mọi góp ý xin gửi về hotro@gio.vn.</p>`,
  ],
  [
    'chinh-sach-doi-tra',
    'Chính sách đổi trả',
    'Điều kiện, thời hạn và cách thức đổi trả, hoàn tiền khi mua hàng tại Giỏ.',
    `<h1>Chính sách đổi trả</h1>
<p>Giỏ muốn bạn hài lòng với từng sản phẩm. Nếu hàng nhận được không đúng, hư hỏng hoặc không đạt chất lượng, bạn có thể đổi hoặc trả theo các điều kiện dưới đây.</p>
<h2>Thời hạn đổi trả</h2>
<ul>
<li><strong>Hàng tươi sống</strong> (rau củ, trái cây, thịt, cá, hải sản): báo trong vòng 24 giờ kể từ khi nhận hàng, kèm hình ảnh sản phẩm.</li>
<li><strong>Hàng khô, đồ uống, hóa phẩm, đồ gia dụng</strong>: trong vòng 7 ngày, sản phẩm còn nguyên tem, nhãn và bao bì.</li>
<li><strong>Hàng của người bán</strong>: theo chính sách của từng gian hàng, tối thiểu 7 ngày với lỗi do nhà sản xuất.</li>
</ul>
<h2>Trường hợp không áp dụng</h2>
<ul>
<li>Sản phẩm đã qua sử dụng hoặc đã mở bao bì, trừ khi có lỗi chất lượng.</li>
<li>Rượu, bia đã mở nắp; sữa bột trẻ em đã mở nắp.</li>
<li>Hàng dùng thử và quà tặng kèm.</li>
</ul>
<h2>Cách đổi trả</h2>
<ol>
<li>Vào <em>Tài khoản → Đơn hàng</em>, chọn đơn và bấm <em>Yêu cầu đổi trả</em>, hoặc gọi 1900 6868.</li>
<li>Nhân viên giao hàng của Giỏ sẽ đến lấy hàng miễn phí trong 1–2 ngày làm việc.</li>
<li>Giỏ hoàn tiền trong 3–7 ngày làm việc về phương thức thanh toán ban đầu. Đơn thanh toán khi nhận hàng được hoàn vào ví tín dụng Giỏ hoặc chuyển khoản ngân hàng.</li>
</ol>
<p>Phiếu giảm giá và mã khuyến mãi đã dùng cho đơn bị trả sẽ không được hoàn lại.</p>`,
  ],
  [
    'chinh-sach-giao-hang',
    'Chính sách giao hàng',
    'Khu vực, thời gian và phí giao hàng của Giỏ Nhanh, Giỏ Toàn Quốc và người bán.',
    `<h1>Chính sách giao hàng</h1>
<h2>Giỏ Nhanh – giao trong 2 giờ</h2>
<p>Áp dụng tại Thành phố Hồ Chí Minh (Quận 1, Quận 7, Thành phố Thủ Đức và các quận lân cận) và Hà Nội (Cầu Giấy và các quận lân cận). Bạn chọn khung giờ nhận hàng từ 8:00 đến 20:00. Phí giao 15.000–25.000 đ theo khung giờ; miễn phí cho đơn từ 500.000 đ. Giá trị đơn tối thiểu 100.000 đ.</p>
<h2>Nhận tại cửa hàng</h2>
<p>Đặt trước và nhận tại cửa hàng Giỏ Nhanh sau 2 giờ, miễn phí, đơn tối thiểu 50.000 đ.</p>
<h2>Giỏ Toàn Quốc</h2>
<p>Giao tiêu chuẩn 3–5 ngày với phí 30.000 đ, giao nhanh 1–2 ngày với phí 45.000 đ; miễn phí giao tiêu chuẩn cho đơn từ 300.000 đ.</p>
<h2>Người bán</h2>
<p>Người bán tự giao hàng hoặc cho nhận tại kho. Phí và thời gian hiển thị ở bước thanh toán cho từng gian hàng.</p>`,
  ],
  [
    'cau-hoi-thuong-gap',
    'Câu hỏi thường gặp',
    'Giải đáp nhanh về đặt hàng, thanh toán, giao hàng và tài khoản tại Giỏ.',
    `<h1>Câu hỏi thường gặp</h1>
<h2>Tôi có thể thanh toán bằng cách nào?</h2>
<p>Thẻ ngân hàng nội địa và quốc tế, ví điện tử qua Payoo, trả góp qua iPay88, hoặc thanh toán khi nhận hàng. Khách hàng doanh nghiệp có thể thanh toán bằng hóa đơn công nợ.</p>
<h2>Vì sao tôi phải xác nhận tuổi?</h2>
<p>Theo quy định, Giỏ chỉ bán rượu, bia cho người từ 18 tuổi trở lên. Bạn xác nhận tuổi một lần trong mỗi phiên mua sắm.</p>
<h2>Sản phẩm hết hàng thì sao?</h2>
<p>Bấm <em>Báo khi có hàng</em> trên trang sản phẩm; chúng tôi gửi thông báo ngay khi hàng về.</p>
<h2>Tôi có cần xuất hóa đơn VAT?</h2>
<p>Nhập mã số thuế và thông tin công ty ở bước VAT khi thanh toán; hóa đơn điện tử được gửi qua email trong 24 giờ.</p>`,
  ],
];

export function buildTextPages(context: SeedContext): TextPage[] {
  return TEXT_PAGES.map(([slug, title, description, bodyHtml], i) => ({
    id: prefixedId('text', i + 1),
    slug,
    title,
    bodyHtml,
    seo: { title: `${title} | Giỏ`, description, canonicalPath: `/t/${slug}` },
    updatedAt: isoAfter(context, -(30 + i * 11)),
  }));
}

const TOP_SEARCHES = ['sữa tươi', 'mì gói', 'trứng gà', 'gạo ST25', 'bia', 'nước mắm', 'dầu ăn', 'tã quần', 'cà phê', 'trái cây', 'thịt heo', 'nước giặt'];
const NO_RESULT_SUGGESTIONS = ['rau củ', 'sữa chua', 'bánh quy', 'nước suối', 'snack', 'khăn giấy', 'dầu gội', 'thịt bò'];

export function buildSearchTerms(): { topSearches: SearchTerm[]; searchNoResultsSuggestions: SearchTerm[] } {
  return {
    topSearches: TOP_SEARCHES.map((term, position) => ({ term, position })),
    searchNoResultsSuggestions: NO_RESULT_SUGGESTIONS.map((term, position) => ({ term, position })),
  };
}

export function buildPromoCodes(context: SeedContext): PromoCode[] {
  const codes: Omit<PromoCode, 'id'>[] = [
    { code: 'GIO50K', promoType: PromoType.STANDARD, description: 'Giảm 50.000 đ cho đơn từ 300.000 đ', discountType: 'AMOUNT', value: 50_000, maxDiscount: null, minimumPurchase: 300_000, firstOrderOnly: false, usesPerCustomer: 1, startDate: isoAfter(context, -15), endDate: isoAfter(context, 30) },
    { code: 'CHAOBANMOI', promoType: PromoType.STANDARD, description: 'Giảm 20% tối đa 100.000 đ cho đơn đầu tiên từ 200.000 đ', discountType: 'PERCENT', value: 20, maxDiscount: 100_000, minimumPurchase: 200_000, firstOrderOnly: true, usesPerCustomer: 1, startDate: isoAfter(context, -90), endDate: isoAfter(context, 275) },
    { code: 'MOIBANBE', promoType: PromoType.INVITE_CODE, description: 'Mã mời bạn: giảm 100.000 đ cho đơn đầu tiên từ 400.000 đ', discountType: 'AMOUNT', value: 100_000, maxDiscount: null, minimumPurchase: 400_000, firstOrderOnly: true, usesPerCustomer: 1, startDate: isoAfter(context, -90), endDate: isoAfter(context, 275) },
    { code: 'FREESHIP', promoType: PromoType.STANDARD, description: 'Miễn phí giao hàng cho đơn từ 150.000 đ', discountType: 'FREE_SHIPPING', value: 0, maxDiscount: null, minimumPurchase: 150_000, firstOrderOnly: false, usesPerCustomer: 3, startDate: isoAfter(context, -1), endDate: isoAfter(context, 6) },
    { code: 'TET2027', promoType: PromoType.STANDARD, description: 'Giảm 10% tối đa 200.000 đ mua sắm Tết', discountType: 'PERCENT', value: 10, maxDiscount: 200_000, minimumPurchase: 500_000, firstOrderOnly: false, usesPerCustomer: 2, startDate: isoAfter(context, 60), endDate: isoAfter(context, 100) },
    { code: 'HETHAN10', promoType: PromoType.STANDARD, description: 'Mã đã hết hạn: giảm 10.000 đ', discountType: 'AMOUNT', value: 10_000, maxDiscount: null, minimumPurchase: 100_000, firstOrderOnly: false, usesPerCustomer: 1, startDate: isoAfter(context, -60), endDate: isoAfter(context, -30) },
  ];
  return codes.map((code, i) => ({ id: prefixedId('pc', i + 1), ...code }));
}
