import type { ArtworkMotif, UnitType } from './model';

/**
 * The demo category tree (department → aisle → shelf) and, per shelf, templates from which
 * products are built: each base name × each brand is one product, each option × size one of
 * its variants. Prices are typical shelf prices in đồng for the size; the generator varies
 * them a little per brand and rounds them.
 */

/** Label shown on the pack, amount of `unitType` in the pack, unit, typical price in đồng. */
export type SizeSeed = readonly [label: string, unitCount: number, unitType: UnitType, price: number];

export interface ProductTemplate {
  bases: readonly string[];
  brands: readonly string[];
  sizes: readonly SizeSeed[];
  /** Further variants of one product, for example flavours. */
  options?: { readonly name: string; readonly values: readonly string[] };
  /** False when the product line already names itself (“Mì Hảo Hảo”) or for loose produce. */
  brandInName?: boolean;
  motif: ArtworkMotif;
  /** Fresh and chilled goods: days until expiry; such goods go only by express. */
  shelfLifeDays?: number;
  ingredients?: string;
  storage?: string;
}

export interface ShelfSeed {
  name: string;
  templates: readonly ProductTemplate[];
}

export interface AisleSeed {
  name: string;
  shelves: readonly ShelfSeed[];
}

export interface DepartmentSeed {
  name: string;
  displayName: string;
  color: string;
  /** Beer, wine and spirits: every product is age-gated. */
  ageGated?: boolean;
  /** Opening paragraph of the department's long description. */
  description: string;
  aisles: readonly AisleSeed[];
}

const FRESH_PRODUCE = 'Bảo quản ngăn mát tủ lạnh, dùng trong 3 ngày.';
const CHILLED = 'Bảo quản lạnh từ 0–4°C.';
const FROZEN = 'Bảo quản đông lạnh dưới -18°C.';
const DRY = 'Bảo quản nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp.';

export const DEPARTMENTS: readonly DepartmentSeed[] = [
  {
    name: 'Rau củ quả',
    displayName: 'Rau củ quả tươi mỗi ngày',
    color: '#2e7d32',
    description: 'Rau lá, củ quả và nấm được thu hoạch trong ngày từ các nông trại đạt chuẩn VietGAP.',
    aisles: [
      {
        name: 'Rau lá',
        shelves: [
          {
            name: 'Rau ăn lá',
            templates: [
              {
                bases: ['Rau muống', 'Cải ngọt', 'Cải thìa', 'Xà lách lô lô xanh', 'Rau mồng tơi', 'Rau dền đỏ', 'Cải bó xôi', 'Cải xoăn kale', 'Rau ngót', 'Bông cải xanh', 'Bắp cải'],
                brands: ['Giỏ Tươi', 'Đà Lạt GAP'],
                sizes: [['300g', 300, 'g', 12000], ['500g', 500, 'g', 19000], ['1kg', 1, 'kg', 36000]],
                brandInName: false,
                motif: 'produce',
                shelfLifeDays: 3,
                storage: FRESH_PRODUCE,
              },
            ],
          },
          {
            name: 'Rau thơm',
            templates: [
              {
                bases: ['Hành lá', 'Ngò rí', 'Húng quế', 'Tía tô', 'Rau răm', 'Thì là'],
                brands: ['Giỏ Tươi', 'Đà Lạt GAP'],
                sizes: [['100g', 100, 'g', 6000], ['200g', 200, 'g', 11000]],
                brandInName: false,
                motif: 'produce',
                shelfLifeDays: 3,
                storage: FRESH_PRODUCE,
              },
            ],
          },
        ],
      },
      {
        name: 'Củ quả',
        shelves: [
          {
            name: 'Rau củ',
            templates: [
              {
                bases: ['Khoai tây', 'Cà rốt', 'Khoai lang Nhật', 'Củ cải trắng', 'Hành tây', 'Củ dền', 'Gừng', 'Tỏi Lý Sơn', 'Hành tím'],
                brands: ['Đà Lạt GAP', 'Giỏ Tươi'],
                sizes: [['500g', 500, 'g', 18000], ['1kg', 1, 'kg', 32000], ['2kg', 2, 'kg', 60000]],
                brandInName: false,
                motif: 'produce',
                shelfLifeDays: 7,
                storage: FRESH_PRODUCE,
              },
            ],
          },
          {
            name: 'Rau ăn quả',
            templates: [
              {
                bases: ['Cà chua', 'Dưa leo', 'Bí đỏ hồ lô', 'Ớt chuông đỏ', 'Mướp hương', 'Đậu que', 'Bắp Mỹ', 'Cà tím', 'Khổ qua', 'Bầu sao', 'Su su'],
                brands: ['Đà Lạt GAP', 'Giỏ Tươi'],
                sizes: [['500g', 500, 'g', 20000], ['1kg', 1, 'kg', 36000]],
                brandInName: false,
                motif: 'produce',
                shelfLifeDays: 5,
                storage: FRESH_PRODUCE,
              },
            ],
          },
        ],
      },
      {
        name: 'Nấm',
        shelves: [
          {
            name: 'Nấm tươi',
            templates: [
              {
                bases: ['Nấm kim châm', 'Nấm đùi gà', 'Nấm rơm', 'Nấm bào ngư xám', 'Nấm hương tươi'],
                brands: ['Giỏ Tươi', 'Đà Lạt GAP'],
                sizes: [['150g', 150, 'g', 15000], ['300g', 300, 'g', 28000], ['500g', 500, 'g', 45000]],
                brandInName: false,
                motif: 'tray',
                shelfLifeDays: 4,
                storage: FRESH_PRODUCE,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Trái cây',
    displayName: 'Trái cây tươi trong nước và nhập khẩu',
    color: '#f9a825',
    description: 'Trái cây chín cây từ miền Tây, Tây Nguyên và hàng nhập khẩu chính ngạch.',
    aisles: [
      {
        name: 'Trái cây Việt Nam',
        shelves: [
          {
            name: 'Trái cây nhiệt đới',
            templates: [
              {
                bases: ['Xoài cát Hòa Lộc', 'Thanh long ruột đỏ', 'Bưởi da xanh', 'Măng cụt', 'Chôm chôm nhãn', 'Sầu riêng Ri6', 'Dưa hấu không hạt'],
                brands: ['Giỏ Tươi'],
                sizes: [['1kg', 1, 'kg', 65000], ['2kg', 2, 'kg', 125000], ['3kg', 3, 'kg', 179000]],
                brandInName: false,
                motif: 'produce',
                shelfLifeDays: 5,
                storage: FRESH_PRODUCE,
              },
              {
                bases: ['Chuối già Nam Mỹ'],
                brands: ['Dole', 'Giỏ Tươi'],
                sizes: [['1kg', 1, 'kg', 32000]],
                motif: 'produce',
                shelfLifeDays: 5,
                storage: 'Bảo quản nhiệt độ phòng.',
              },
            ],
          },
          {
            name: 'Trái cây cắt sẵn',
            templates: [
              {
                bases: ['Dưa hấu cắt sẵn', 'Thơm cắt sẵn', 'Xoài cắt sẵn', 'Trái cây thập cẩm cắt sẵn', 'Ổi cắt sẵn'],
                brands: ['Giỏ Tươi'],
                sizes: [['Hộp 300g', 300, 'g', 29000], ['Hộp 500g', 500, 'g', 45000]],
                brandInName: false,
                motif: 'tray',
                shelfLifeDays: 2,
                storage: CHILLED,
              },
            ],
          },
          {
            name: 'Cam, quýt, chanh',
            templates: [
              {
                bases: ['Cam sành', 'Quýt đường', 'Chanh không hạt', 'Cam xoàn'],
                brands: ['Giỏ Tươi'],
                sizes: [['1kg', 1, 'kg', 45000]],
                brandInName: false,
                motif: 'produce',
                shelfLifeDays: 10,
                storage: FRESH_PRODUCE,
              },
            ],
          },
        ],
      },
      {
        name: 'Trái cây nhập khẩu',
        shelves: [
          {
            name: 'Táo, lê, nho',
            templates: [
              {
                bases: ['Táo Envy New Zealand', 'Táo Gala Mỹ', 'Lê Hàn Quốc', 'Nho xanh không hạt Úc', 'Nho đen Mỹ', 'Cam vàng Úc', 'Lê Nam Phi', 'Cherry đỏ Úc'],
                brands: ['Giỏ Tươi'],
                sizes: [['500g', 500, 'g', 85000], ['1kg', 1, 'kg', 160000]],
                brandInName: false,
                motif: 'produce',
                shelfLifeDays: 14,
                storage: FRESH_PRODUCE,
              },
            ],
          },
          {
            name: 'Kiwi, quả mọng',
            templates: [
              {
                bases: ['Kiwi vàng', 'Kiwi xanh'],
                brands: ['Zespri'],
                sizes: [['Hộp 500g', 500, 'g', 99000], ['Hộp 1kg', 1, 'kg', 189000]],
                motif: 'tray',
                shelfLifeDays: 14,
                storage: FRESH_PRODUCE,
              },
              {
                bases: ['Việt quất', 'Dâu tây', 'Mâm xôi'],
                brands: ["Driscoll's"],
                sizes: [['Hộp 125g', 125, 'g', 89000]],
                motif: 'tray',
                shelfLifeDays: 5,
                storage: FRESH_PRODUCE,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Thịt',
    displayName: 'Thịt tươi, thịt mát và trứng',
    color: '#c62828',
    description: 'Thịt heo mát, thịt bò, gà và trứng từ các nhà cung cấp có truy xuất nguồn gốc.',
    aisles: [
      {
        name: 'Thịt heo',
        shelves: [
          {
            name: 'Thịt heo tươi',
            templates: [
              {
                bases: ['Ba rọi heo', 'Nạc vai heo', 'Sườn non heo', 'Thịt heo xay', 'Nạc dăm heo', 'Chân giò heo'],
                brands: ['Meat Deli', 'CP', 'Vissan', 'Dabaco'],
                sizes: [['300g', 300, 'g', 45000], ['500g', 500, 'g', 72000], ['1kg', 1, 'kg', 139000]],
                motif: 'tray',
                shelfLifeDays: 3,
                storage: CHILLED,
              },
            ],
          },
          {
            name: 'Thịt chế biến',
            templates: [
              {
                bases: ['Xúc xích tiệt trùng', 'Xúc xích heo xông khói', 'Giò lụa', 'Lạp xưởng', 'Thịt nguội'],
                brands: ['Vissan', 'CP', 'Đức Việt', 'Meat Deli'],
                sizes: [['200g', 200, 'g', 35000], ['500g', 500, 'g', 82000]],
                motif: 'pack',
                shelfLifeDays: 30,
                ingredients: 'Thịt heo, mỡ heo, nước, muối, đường, gia vị, chất ổn định (E450, E451).',
                storage: CHILLED,
              },
            ],
          },
        ],
      },
      {
        name: 'Thịt bò, gà',
        shelves: [
          {
            name: 'Thịt bò',
            templates: [
              {
                bases: ['Thăn bò Úc', 'Ba chỉ bò Mỹ', 'Bắp bò', 'Thịt bò xay', 'Gầu bò'],
                brands: ['Giỏ Tươi', 'Vissan'],
                sizes: [['250g', 250, 'g', 89000], ['500g', 500, 'g', 169000], ['1kg', 1, 'kg', 329000]],
                motif: 'tray',
                shelfLifeDays: 3,
                storage: CHILLED,
              },
            ],
          },
          {
            name: 'Thịt gà, vịt',
            templates: [
              {
                bases: ['Đùi gà góc tư', 'Ức gà phi lê', 'Cánh gà', 'Gà ta nguyên con', 'Má đùi gà', 'Gà ác', 'Chân gà'],
                brands: ['CP', 'Dabaco', 'Giỏ Tươi'],
                sizes: [['500g', 500, 'g', 49000], ['1kg', 1, 'kg', 92000]],
                motif: 'tray',
                shelfLifeDays: 3,
                storage: CHILLED,
              },
            ],
          },
        ],
      },
      {
        name: 'Trứng',
        shelves: [
          {
            name: 'Trứng gà, vịt',
            templates: [
              {
                bases: ['Trứng gà ta', 'Trứng gà tươi', 'Trứng vịt', 'Trứng gà omega 3'],
                brands: ['Ba Huân', 'Vĩnh Thành Đạt', 'CP'],
                sizes: [['Hộp 10 quả', 10, 'cái', 35000], ['Hộp 30 quả', 30, 'cái', 99000]],
                motif: 'box',
                shelfLifeDays: 21,
                storage: 'Bảo quản nơi thoáng mát hoặc ngăn mát tủ lạnh.',
              },
              {
                bases: ['Trứng cút'],
                brands: ['Ba Huân'],
                sizes: [['Vỉ 30 quả', 30, 'cái', 29000]],
                motif: 'box',
                shelfLifeDays: 21,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Cá & hải sản',
    displayName: 'Cá và hải sản tươi, đông lạnh',
    color: '#0277bd',
    description: 'Cá nước ngọt, cá biển và hải sản được sơ chế sạch, đóng khay giữ lạnh.',
    aisles: [
      {
        name: 'Cá tươi',
        shelves: [
          {
            name: 'Cá nước ngọt',
            templates: [
              {
                bases: ['Cá basa phi lê', 'Cá diêu hồng làm sạch', 'Cá lóc làm sạch', 'Cá rô phi'],
                brands: ['Giỏ Tươi', 'Vĩnh Hoàn'],
                sizes: [['500g', 500, 'g', 55000], ['1kg', 1, 'kg', 99000]],
                motif: 'tray',
                shelfLifeDays: 2,
                storage: CHILLED,
              },
            ],
          },
          {
            name: 'Cá biển',
            templates: [
              {
                bases: ['Cá thu cắt khúc', 'Cá hồi Na Uy phi lê', 'Cá ngừ đại dương', 'Cá nục', 'Cá chim trắng', 'Cá bạc má', 'Cá saba Nhật'],
                brands: ['Giỏ Tươi'],
                sizes: [['300g', 300, 'g', 95000], ['500g', 500, 'g', 155000]],
                brandInName: false,
                motif: 'tray',
                shelfLifeDays: 2,
                storage: CHILLED,
              },
            ],
          },
        ],
      },
      {
        name: 'Hải sản',
        shelves: [
          {
            name: 'Tôm, mực',
            templates: [
              {
                bases: ['Tôm thẻ', 'Tôm sú', 'Mực ống', 'Bạch tuộc', 'Tôm càng xanh', 'Mực lá'],
                brands: ['Giỏ Tươi'],
                sizes: [['500g', 500, 'g', 135000], ['1kg', 1, 'kg', 259000]],
                brandInName: false,
                motif: 'tray',
                shelfLifeDays: 2,
                storage: CHILLED,
              },
            ],
          },
          {
            name: 'Nghêu, sò, cua',
            templates: [
              {
                bases: ['Nghêu trắng', 'Sò huyết', 'Cua biển Cà Mau', 'Ốc hương'],
                brands: ['Giỏ Tươi'],
                sizes: [['500g', 500, 'g', 85000], ['1kg', 1, 'kg', 160000]],
                brandInName: false,
                motif: 'tray',
                shelfLifeDays: 1,
                storage: CHILLED,
              },
            ],
          },
        ],
      },
      {
        name: 'Hải sản đông lạnh',
        shelves: [
          {
            name: 'Chả, viên, há cảo',
            templates: [
              {
                bases: ['Chả cá thác lác', 'Tôm viên', 'Cá viên chiên', 'Há cảo tôm thịt', 'Chả giò rế hải sản'],
                brands: ['Cầu Tre', 'Sa Giang', 'Bibigo', 'Vissan'],
                sizes: [['200g', 200, 'g', 42000], ['500g', 500, 'g', 95000]],
                motif: 'bag',
                shelfLifeDays: 180,
                ingredients: 'Thịt cá, tôm, tinh bột, hành, tiêu, muối, đường.',
                storage: FROZEN,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Đông lạnh & đồ hộp',
    displayName: 'Thực phẩm đông lạnh, kem và đồ hộp',
    color: '#00897b',
    description: 'Chả giò, há cảo, kem và đồ hộp tiện lợi cho bữa ăn nhanh.',
    aisles: [
      {
        name: 'Thực phẩm đông lạnh',
        shelves: [
          {
            name: 'Chả giò, há cảo, bánh bao',
            templates: [
              {
                bases: ['Chả giò rế tôm cua', 'Chả giò thịt heo', 'Há cảo tôm', 'Bánh bao nhân thịt', 'Mandu kim chi', 'Xíu mại'],
                brands: ['Cầu Tre', 'Bibigo', 'Vissan', 'CP'],
                sizes: [['Gói 300g', 300, 'g', 55000], ['Gói 500g', 500, 'g', 89000]],
                motif: 'bag',
                shelfLifeDays: 180,
                ingredients: 'Thịt heo, tôm, bột mì, củ sắn, cà rốt, hành, gia vị.',
                storage: FROZEN,
              },
            ],
          },
          {
            name: 'Viên, xúc xích đông lạnh',
            templates: [
              {
                bases: ['Bò viên', 'Heo viên', 'Gà viên', 'Xúc xích Đức'],
                brands: ['Vissan', 'CP', 'Đức Việt'],
                sizes: [['Gói 200g', 200, 'g', 35000], ['Gói 500g', 500, 'g', 79000]],
                motif: 'bag',
                shelfLifeDays: 180,
                storage: FROZEN,
              },
            ],
          },
          {
            name: 'Kem',
            templates: [
              {
                bases: ['Kem que'],
                brands: ['Vinamilk', 'TH true MILK', 'Kinh Đô'],
                sizes: [['Que 60g', 60, 'g', 10000], ['Lốc 5 que 60g', 300, 'g', 45000]],
                options: { name: 'Hương vị', values: ['vani', 'socola', 'dâu', 'sầu riêng'] },
                motif: 'pack',
                shelfLifeDays: 180,
                storage: FROZEN,
              },
              {
                bases: ['Kem hộp'],
                brands: ['Vinamilk', 'TH true MILK', 'Kinh Đô'],
                sizes: [['Hộp 450ml', 450, 'ml', 55000], ['Hộp 900ml', 900, 'ml', 99000]],
                options: { name: 'Hương vị', values: ['vani', 'socola', 'dâu', 'sầu riêng'] },
                motif: 'box',
                shelfLifeDays: 180,
                storage: FROZEN,
              },
            ],
          },
        ],
      },
      {
        name: 'Đồ hộp',
        shelves: [
          {
            name: 'Cá hộp, thịt hộp',
            templates: [
              {
                bases: ['Cá mòi sốt cà', 'Cá ngừ ngâm dầu', 'Pate gan heo', 'Thịt heo hầm', 'Bò hầm tiêu xanh'],
                brands: ['Hạ Long', 'Vissan'],
                sizes: [['Hộp 155g', 155, 'g', 22000], ['Hộp 300g', 300, 'g', 39000], ['Lốc 3 hộp 155g', 465, 'g', 63000]],
                motif: 'can',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Rau củ, trái cây đóng hộp',
            templates: [
              {
                bases: ['Bắp ngọt đóng hộp', 'Đậu Hà Lan đóng hộp', 'Dứa khoanh đóng hộp', 'Nấm rơm đóng hộp', 'Vải thiều đóng hộp'],
                brands: ['Hạ Long', 'Giỏ Chọn'],
                sizes: [['Hộp 425g', 425, 'g', 29000], ['Hộp 820g', 820, 'g', 52000]],
                motif: 'can',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Sữa & sản phẩm từ sữa',
    displayName: 'Sữa, sữa chua và phô mai',
    color: '#1565c0',
    description: 'Sữa tươi, sữa hạt, sữa chua và phô mai từ các nhãn hàng trong nước và nhập khẩu.',
    aisles: [
      {
        name: 'Sữa nước',
        shelves: [
          {
            name: 'Sữa tươi',
            templates: [
              {
                bases: ['Sữa tươi tiệt trùng'],
                brands: ['Vinamilk', 'TH true MILK', 'Dalat Milk', 'Mộc Châu Milk', 'Dutch Lady', 'Nutifood', 'Meiji'],
                sizes: [['Lốc 4 hộp 110ml', 440, 'ml', 24000], ['Lốc 4 hộp 180ml', 720, 'ml', 33000], ['1L', 1, 'l', 36000]],
                options: { name: 'Hương vị', values: ['có đường', 'ít đường', 'không đường'] },
                motif: 'box',
                ingredients: 'Sữa bò tươi (97%), đường, chất ổn định (471, 460(i), 407), vitamin A, D3.',
                storage: 'Bảo quản nơi khô ráo; sau khi mở hộp giữ lạnh và dùng trong 2 ngày.',
              },
              {
                bases: ['Sữa tươi thanh trùng'],
                brands: ['TH true MILK', 'Dalat Milk', 'Vinamilk'],
                sizes: [['450ml', 450, 'ml', 21000], ['880ml', 880, 'ml', 39000]],
                motif: 'bottle',
                shelfLifeDays: 10,
                ingredients: 'Sữa bò tươi 100%.',
                storage: CHILLED,
              },
            ],
          },
          {
            name: 'Sữa đậu nành, sữa hạt',
            templates: [
              {
                bases: ['Sữa đậu nành'],
                brands: ['Vinasoy', 'Vinamilk'],
                sizes: [['Lốc 6 hộp 200ml', 1200, 'ml', 36000], ['1L', 1, 'l', 28000]],
                options: { name: 'Hương vị', values: ['nguyên chất', 'ít đường', 'mè đen'] },
                motif: 'box',
                ingredients: 'Nước, đậu nành (12%), đường, chất ổn định, muối.',
                storage: DRY,
              },
              {
                bases: ['Sữa hạt óc chó', 'Sữa hạt hạnh nhân'],
                brands: ['TH true MILK', 'Vinamilk'],
                sizes: [['Lốc 4 hộp 180ml', 720, 'ml', 42000]],
                motif: 'box',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Sữa chua, phô mai',
        shelves: [
          {
            name: 'Sữa chua',
            templates: [
              {
                bases: ['Sữa chua ăn'],
                brands: ['Vinamilk', 'TH true MILK', 'Meiji', 'Nutifood'],
                sizes: [['Lốc 4 hộp 100g', 400, 'g', 26000], ['Lốc 8 hộp 100g', 800, 'g', 50000]],
                options: { name: 'Hương vị', values: ['có đường', 'không đường', 'nha đam', 'dâu'] },
                motif: 'jar',
                shelfLifeDays: 30,
                ingredients: 'Sữa bò tươi, đường, men Streptococcus thermophilus và Lactobacillus bulgaricus.',
                storage: CHILLED,
              },
              {
                bases: ['Sữa chua uống'],
                brands: ['Vinamilk', 'Meiji', 'Nutifood'],
                sizes: [['Lốc 4 chai 80ml', 320, 'ml', 24000]],
                motif: 'bottle',
                shelfLifeDays: 30,
                storage: CHILLED,
              },
            ],
          },
          {
            name: 'Phô mai, bơ',
            templates: [
              {
                bases: ['Phô mai tam giác'],
                brands: ['Con Bò Cười'],
                sizes: [['Hộp 8 miếng 120g', 120, 'g', 38000], ['Hộp 16 miếng 224g', 224, 'g', 69000]],
                motif: 'box',
                shelfLifeDays: 180,
                storage: CHILLED,
              },
              {
                bases: ['Bơ lạt', 'Phô mai lát cheddar'],
                brands: ['Anchor'],
                sizes: [['200g', 200, 'g', 79000], ['454g', 454, 'g', 165000]],
                motif: 'pack',
                shelfLifeDays: 180,
                storage: CHILLED,
              },
            ],
          },
        ],
      },
      {
        name: 'Sữa bột người lớn',
        shelves: [
          {
            name: 'Sữa bột dinh dưỡng',
            templates: [
              {
                bases: ['Sữa bột Ensure Gold'],
                brands: ['Abbott'],
                sizes: [['400g', 400, 'g', 465000], ['850g', 850, 'g', 905000]],
                brandInName: false,
                motif: 'can',
                storage: DRY,
              },
              {
                bases: ['Sữa bột Sure Prevent Gold', 'Sữa bột Canxi Pro'],
                brands: ['Vinamilk', 'Nutifood'],
                sizes: [['400g', 400, 'g', 215000], ['900g', 900, 'g', 435000]],
                motif: 'can',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Đồ uống',
    displayName: 'Nước giải khát, cà phê và trà',
    color: '#00838f',
    description: 'Nước ngọt, nước suối, cà phê và trà cho mọi bữa tiệc và buổi làm việc.',
    aisles: [
      {
        name: 'Nước giải khát',
        shelves: [
          {
            name: 'Nước ngọt có ga',
            templates: [
              {
                bases: ['Nước ngọt Coca-Cola', 'Nước ngọt Sprite', 'Nước ngọt Fanta cam'],
                brands: ['Coca-Cola'],
                sizes: [['Lon 320ml', 320, 'ml', 10000], ['Lốc 6 lon 320ml', 1920, 'ml', 58000], ['Chai 1.5L', 1.5, 'l', 21000]],
                brandInName: false,
                motif: 'can',
                ingredients: 'Nước bão hòa CO2, đường mía, màu tự nhiên, chất điều chỉnh độ axit, hương liệu.',
                storage: DRY,
              },
              {
                bases: ['Nước ngọt Pepsi', 'Nước ngọt 7Up', 'Nước ngọt Mirinda cam'],
                brands: ['Pepsi'],
                sizes: [['Lon 320ml', 320, 'ml', 10000], ['Lốc 6 lon 320ml', 1920, 'ml', 56000], ['Chai 1.5L', 1.5, 'l', 20000]],
                brandInName: false,
                motif: 'can',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Nước ép trái cây',
            templates: [
              {
                bases: ['Nước ép cam', 'Nước ép táo', 'Nước ép nho', 'Nước ép ổi'],
                brands: ['Vinamilk', 'TH true MILK', 'Giỏ Chọn'],
                sizes: [['Chai 350ml', 350, 'ml', 15000], ['Lốc 4 hộp 180ml', 720, 'ml', 30000], ['Hộp 1L', 1, 'l', 32000]],
                motif: 'box',
                ingredients: 'Nước ép trái cây cô đặc hoàn nguyên, nước, vitamin C.',
                storage: 'Bảo quản nơi khô ráo; sau khi mở giữ lạnh và dùng trong 3 ngày.',
              },
            ],
          },
          {
            name: 'Trà, nước tăng lực',
            templates: [
              {
                bases: ['Trà xanh Không Độ', 'Trà thảo mộc Dr Thanh', 'Nước tăng lực Number 1'],
                brands: ['Tân Hiệp Phát'],
                sizes: [['Chai 455ml', 455, 'ml', 10000], ['Lốc 6 chai 455ml', 2730, 'ml', 57000]],
                brandInName: false,
                motif: 'bottle',
                storage: DRY,
              },
              {
                bases: ['Trà xanh C2', 'Trà Rồng Đỏ'],
                brands: ['URC'],
                sizes: [['Chai 455ml', 455, 'ml', 9000]],
                options: { name: 'Hương vị', values: ['chanh', 'đào', 'táo'] },
                brandInName: false,
                motif: 'bottle',
                storage: DRY,
              },
              {
                bases: ['Nước tăng lực Red Bull'],
                brands: ['Red Bull'],
                sizes: [['Lon 250ml', 250, 'ml', 12000], ['Lốc 6 lon 250ml', 1500, 'ml', 69000]],
                brandInName: false,
                motif: 'can',
                storage: DRY,
              },
              {
                bases: ['Nước tăng lực Sting'],
                brands: ['Pepsi'],
                sizes: [['Chai 330ml', 330, 'ml', 10000]],
                options: { name: 'Hương vị', values: ['dâu', 'vàng'] },
                brandInName: false,
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Nước suối',
        shelves: [
          {
            name: 'Nước khoáng, nước tinh khiết',
            templates: [
              {
                bases: ['Nước khoáng thiên nhiên'],
                brands: ['Lavie', 'Vĩnh Hảo'],
                sizes: [['Chai 500ml', 500, 'ml', 5000], ['Chai 1.5L', 1.5, 'l', 11000], ['Thùng 24 chai 500ml', 12, 'l', 110000]],
                motif: 'bottle',
                storage: DRY,
              },
              {
                bases: ['Nước tinh khiết'],
                brands: ['Aquafina', 'Giỏ Chọn'],
                sizes: [['Chai 500ml', 500, 'ml', 5000], ['Chai 1.5L', 1.5, 'l', 10000], ['Thùng 24 chai 500ml', 12, 'l', 99000]],
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Cà phê, trà',
        shelves: [
          {
            name: 'Cà phê',
            templates: [
              {
                bases: ['Cà phê hòa tan 3in1'],
                brands: ['Trung Nguyên', 'Nescafé', 'Vinacafé', 'Highlands Coffee'],
                sizes: [['Hộp 20 gói 16g', 320, 'g', 52000], ['Bịch 50 gói 16g', 800, 'g', 125000]],
                options: { name: 'Loại', values: ['cà phê sữa', 'cà phê đen', 'cappuccino'] },
                motif: 'box',
                ingredients: 'Đường, bột kem thực vật, cà phê hòa tan (15%), hương cà phê tổng hợp.',
                storage: DRY,
              },
              {
                bases: ['Cà phê rang xay', 'Cà phê hạt rang'],
                brands: ['Trung Nguyên', 'Highlands Coffee', 'Phúc Long'],
                sizes: [['250g', 250, 'g', 65000], ['500g', 500, 'g', 125000], ['1kg', 1, 'kg', 239000]],
                motif: 'bag',
                ingredients: 'Cà phê Robusta và Arabica rang.',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Trà túi lọc',
            templates: [
              {
                bases: ['Trà túi lọc'],
                brands: ['Lipton', 'Cozy', 'Phúc Long'],
                sizes: [['Hộp 25 gói', 25, 'gói', 35000], ['Hộp 100 gói', 100, 'gói', 125000]],
                options: { name: 'Hương vị', values: ['trà đen', 'trà xanh', 'trà đào', 'trà gừng'] },
                motif: 'box',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bia & rượu',
    displayName: 'Bia, rượu vang và rượu mạnh',
    color: '#6d4c41',
    ageGated: true,
    description: 'Chỉ bán cho khách hàng từ 18 tuổi trở lên. Uống có trách nhiệm, đã uống rượu bia không lái xe.',
    aisles: [
      {
        name: 'Bia',
        shelves: [
          {
            name: 'Bia lon, bia chai',
            templates: [
              {
                bases: ['Bia'],
                brands: ['Heineken', 'Tiger', 'Bia Sài Gòn', 'Bia Hà Nội', 'Larue', 'Budweiser', 'Sapporo'],
                sizes: [['Lon 330ml', 330, 'ml', 19000], ['Lốc 6 lon 330ml', 1980, 'ml', 108000], ['Thùng 24 lon 330ml', 7920, 'ml', 415000]],
                motif: 'can',
                ingredients: 'Nước, malt đại mạch, gạo, hoa bia. Độ cồn 4,3–5%.',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Rượu vang',
        shelves: [
          {
            name: 'Vang đỏ',
            templates: [
              {
                bases: ['Rượu vang đỏ Cabernet Sauvignon', 'Rượu vang đỏ Shiraz', 'Rượu vang đỏ Merlot'],
                brands: ['Vang Đà Lạt', "Jacob's Creek", 'Penfolds'],
                sizes: [['Chai 375ml', 375, 'ml', 155000], ['Chai 750ml', 750, 'ml', 285000]],
                motif: 'bottle',
                ingredients: 'Nho lên men. Độ cồn 12–14%. Có chứa sulfite.',
                storage: 'Bảo quản nằm ngang, nơi mát, tránh ánh sáng.',
              },
            ],
          },
          {
            name: 'Vang trắng',
            templates: [
              {
                bases: ['Rượu vang trắng Chardonnay', 'Rượu vang trắng Sauvignon Blanc'],
                brands: ['Vang Đà Lạt', "Jacob's Creek"],
                sizes: [['Chai 375ml', 375, 'ml', 145000], ['Chai 750ml', 750, 'ml', 265000]],
                motif: 'bottle',
                storage: 'Bảo quản nằm ngang, nơi mát, tránh ánh sáng.',
              },
            ],
          },
        ],
      },
      {
        name: 'Rượu mạnh',
        shelves: [
          {
            name: 'Vodka, soju',
            templates: [
              {
                bases: ['Rượu Vodka Hà Nội'],
                brands: ['Halico'],
                sizes: [['Chai 300ml', 300, 'ml', 45000], ['Chai 500ml', 500, 'ml', 69000]],
                brandInName: false,
                motif: 'bottle',
                storage: DRY,
              },
              {
                bases: ['Rượu Soju'],
                brands: ['Jinro'],
                sizes: [['Chai 360ml', 360, 'ml', 59000]],
                options: { name: 'Hương vị', values: ['nguyên bản', 'đào', 'nho xanh', 'việt quất'] },
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bánh kẹo & đồ ăn vặt',
    displayName: 'Bánh kẹo, snack và hạt',
    color: '#ef6c00',
    description: 'Bánh quy, snack, kẹo và các loại hạt cho giờ giải lao và những buổi họp mặt.',
    aisles: [
      {
        name: 'Bánh',
        shelves: [
          {
            name: 'Bánh quy',
            templates: [
              {
                bases: ['Bánh quy bơ', 'Bánh quy socola chip', 'Bánh quy dừa'],
                brands: ['Danisa', 'Kinh Đô'],
                sizes: [['Hộp thiếc 454g', 454, 'g', 145000], ['Hộp 200g', 200, 'g', 62000]],
                motif: 'box',
                ingredients: 'Bột mì, bơ (18%), đường, trứng, sữa bột, muối, bột nở.',
                storage: DRY,
              },
              {
                bases: ['Bánh quy kem Oreo'],
                brands: ['Oreo'],
                sizes: [['Gói 119,6g', 119.6, 'g', 19000], ['Hộp 266g', 266, 'g', 42000]],
                options: { name: 'Hương vị', values: ['vani', 'socola', 'dâu'] },
                brandInName: false,
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Bánh mì, bánh ngọt',
            templates: [
              {
                bases: ['Bánh mì sandwich', 'Bánh mì hoa cúc', 'Bánh bông lan cuộn', 'Bánh su kem', 'Bánh croissant'],
                brands: ['Kinh Đô', 'Bibica', 'Giỏ Chọn'],
                sizes: [['Gói 250g', 250, 'g', 25000], ['Gói 500g', 500, 'g', 45000]],
                motif: 'bag',
                shelfLifeDays: 7,
                ingredients: 'Bột mì, đường, trứng, bơ, sữa, men nở, muối.',
                storage: 'Bảo quản nơi thoáng mát, dùng ngon nhất trong 3 ngày.',
              },
            ],
          },
          {
            name: 'Bánh bông lan, bánh xốp',
            templates: [
              {
                bases: ['Bánh Chocopie', 'Bánh Custas kem trứng'],
                brands: ['Orion'],
                sizes: [['Hộp 6 cái', 6, 'cái', 32000], ['Hộp 12 cái', 12, 'cái', 58000]],
                brandInName: false,
                motif: 'box',
                storage: DRY,
              },
              {
                bases: ['Bánh bông lan Solite', 'Bánh quy Cosy'],
                brands: ['Kinh Đô'],
                sizes: [['Hộp 360g', 360, 'g', 55000]],
                brandInName: false,
                motif: 'box',
                storage: DRY,
              },
              {
                bases: ['Bánh bông lan Hura'],
                brands: ['Bibica'],
                sizes: [['Hộp 10 cái', 10, 'cái', 39000]],
                brandInName: false,
                motif: 'box',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Snack',
        shelves: [
          {
            name: 'Snack khoai tây, snack tôm',
            templates: [
              {
                bases: ['Snack khoai tây'],
                brands: ["Lay's", 'Orion', 'Oishi'],
                sizes: [['Gói 52g', 52, 'g', 12000], ['Gói 95g', 95, 'g', 21000]],
                options: { name: 'Hương vị', values: ['tự nhiên', 'tảo biển', 'kem chua hành', 'bò nướng'] },
                motif: 'bag',
                storage: DRY,
              },
              {
                bases: ['Snack tôm cay', 'Snack bắp ngọt', 'Snack mực', 'Snack rong biển'],
                brands: ['Oishi'],
                sizes: [['Gói 40g', 40, 'g', 6000], ['Gói 90g', 90, 'g', 12000]],
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Hạt, trái cây sấy',
            templates: [
              {
                bases: ['Hạt điều rang muối', 'Đậu phộng da cá', 'Hạt macca sấy', 'Hạt hướng dương', 'Hạt bí xanh'],
                brands: ['Tân Tân', 'Giỏ Chọn'],
                sizes: [['Hũ 250g', 250, 'g', 89000], ['Hũ 500g', 500, 'g', 169000]],
                motif: 'jar',
                storage: DRY,
              },
              {
                bases: ['Mít sấy', 'Chuối sấy', 'Khoai lang sấy', 'Thập cẩm sấy'],
                brands: ['Vinamit'],
                sizes: [['Gói 100g', 100, 'g', 35000], ['Gói 250g', 250, 'g', 79000]],
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Kẹo',
        shelves: [
          {
            name: 'Socola',
            templates: [
              {
                bases: ['Socola sữa', 'Socola đen 70%', 'Socola hạnh nhân'],
                brands: ['Meiji', 'Giỏ Chọn'],
                sizes: [['Thanh 50g', 50, 'g', 25000], ['Hộp 120g', 120, 'g', 59000]],
                motif: 'pack',
                storage: 'Bảo quản nơi khô ráo, dưới 25°C.',
              },
              {
                bases: ['Bánh xốp KitKat'],
                brands: ['Nestlé'],
                sizes: [['Thanh 4 lá 35g', 35, 'g', 15000], ['Hộp 12 thanh 35g', 420, 'g', 165000]],
                options: { name: 'Hương vị', values: ['socola', 'trà xanh matcha', 'dâu'] },
                brandInName: false,
                motif: 'pack',
                storage: 'Bảo quản nơi khô ráo, dưới 25°C.',
              },
            ],
          },
          {
            name: 'Kẹo',
            templates: [
              {
                bases: ['Kẹo sữa caramel'],
                brands: ['Alpenliebe'],
                sizes: [['Gói 120g', 120, 'g', 22000]],
                motif: 'bag',
                storage: DRY,
              },
              {
                bases: ['Kẹo dẻo Goldbears', 'Kẹo dẻo Happy Cola'],
                brands: ['Haribo'],
                sizes: [['Gói 80g', 80, 'g', 25000], ['Gói 200g', 200, 'g', 55000]],
                brandInName: false,
                motif: 'bag',
                storage: DRY,
              },
              {
                bases: ['Kẹo cốm', 'Kẹo chanh muối', 'Kẹo gừng'],
                brands: ['Hải Hà'],
                sizes: [['Gói 200g', 200, 'g', 24000]],
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Gia vị',
    displayName: 'Gia vị, nước chấm và dầu ăn',
    color: '#8d6e63',
    description: 'Nước mắm, nước tương, hạt nêm, dầu ăn: đủ vị cho bữa cơm nhà.',
    aisles: [
      {
        name: 'Nước chấm',
        shelves: [
          {
            name: 'Nước mắm',
            templates: [
              {
                bases: ['Nước mắm'],
                brands: ['Nam Ngư', 'Chin-su', 'Hưng Thịnh', 'Giỏ Chọn'],
                sizes: [['Chai 250ml', 250, 'ml', 18000], ['Chai 500ml', 500, 'ml', 32000], ['Chai 900ml', 900, 'ml', 52000]],
                options: { name: 'Độ đạm', values: ['10 độ đạm', '30 độ đạm', '40 độ đạm'] },
                motif: 'bottle',
                ingredients: 'Cá cơm, muối, nước, đường, chất điều vị.',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Nước tương, tương ớt',
            templates: [
              {
                bases: ['Nước tương đậu nành'],
                brands: ['Chin-su', 'Maggi'],
                sizes: [['Chai 330ml', 330, 'ml', 18000], ['Chai 700ml', 700, 'ml', 34000]],
                motif: 'bottle',
                storage: DRY,
              },
              {
                bases: ['Tương ớt', 'Tương cà', 'Tương đen', 'Sa tế tôm'],
                brands: ['Chin-su', 'Cholimex'],
                sizes: [['Chai 250g', 250, 'g', 14000], ['Chai 520g', 520, 'g', 26000]],
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Gia vị khô',
        shelves: [
          {
            name: 'Sốt, gia vị ướp',
            templates: [
              {
                bases: ['Sốt ướp thịt nướng', 'Sốt bò bít tết', 'Sốt lẩu thái', 'Sốt cà chua'],
                brands: ['Barona', 'Cholimex', 'Chin-su'],
                sizes: [['Gói 80g', 80, 'g', 12000], ['Chai 250g', 250, 'g', 29000]],
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Hạt nêm, bột ngọt',
            templates: [
              {
                bases: ['Hạt nêm thịt thăn xương ống', 'Hạt nêm nấm hương'],
                brands: ['Knorr', 'Maggi', 'Ajinomoto'],
                sizes: [['Gói 170g', 170, 'g', 18000], ['Gói 400g', 400, 'g', 39000], ['Gói 900g', 900, 'g', 82000]],
                motif: 'bag',
                storage: DRY,
              },
              {
                bases: ['Bột ngọt'],
                brands: ['Ajinomoto'],
                sizes: [['Gói 454g', 454, 'g', 35000], ['Gói 1kg', 1, 'kg', 72000]],
                motif: 'bag',
                storage: DRY,
              },
              {
                bases: ['Gia vị nấu phở bò', 'Gia vị nấu bò kho', 'Gia vị nấu lẩu thái'],
                brands: ['Barona'],
                sizes: [['Gói 80g', 80, 'g', 12000]],
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Đường, bột, giấm',
            templates: [
              {
                bases: ['Đường cát trắng', 'Đường phèn', 'Bột mì đa dụng', 'Bột chiên giòn', 'Giấm gạo'],
                brands: ['Meizan', 'Ajinomoto', 'Giỏ Chọn'],
                sizes: [['Gói 500g', 500, 'g', 18000], ['Gói 1kg', 1, 'kg', 32000]],
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Muối, tiêu, ớt',
            templates: [
              {
                bases: ['Muối biển tinh', 'Tiêu đen xay', 'Ớt bột', 'Muối tôm Tây Ninh'],
                brands: ['Guyumi', 'Giỏ Chọn'],
                sizes: [['Hũ 100g', 100, 'g', 25000], ['Gói 500g', 500, 'g', 59000]],
                motif: 'jar',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Dầu ăn',
        shelves: [
          {
            name: 'Dầu ăn thực vật',
            templates: [
              {
                bases: ['Dầu ăn', 'Dầu đậu nành', 'Dầu gạo lứt'],
                brands: ['Neptune', 'Simply', 'Tường An', 'Meizan'],
                sizes: [['Chai 1L', 1, 'l', 52000], ['Chai 2L', 2, 'l', 99000], ['Can 5L', 5, 'l', 235000]],
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Gạo & ngũ cốc',
    displayName: 'Gạo, mì, bún và ngũ cốc',
    color: '#9e9d24',
    description: 'Gạo đặc sản, mì gói, bún phở khô và ngũ cốc ăn sáng cho cả nhà.',
    aisles: [
      {
        name: 'Gạo',
        shelves: [
          {
            name: 'Gạo thơm',
            templates: [
              {
                bases: ['Gạo ST25', 'Gạo Jasmine', 'Gạo Nàng Hoa', 'Gạo Tám Thơm Điện Biên', 'Gạo Lài Sữa', 'Gạo Hương Lài', 'Gạo Japonica'],
                brands: ['Lộc Trời', 'Hạt Ngọc Trời', 'Vinaseed', 'Giỏ Chọn'],
                sizes: [['Túi 2kg', 2, 'kg', 62000], ['Túi 5kg', 5, 'kg', 145000], ['Bao 10kg', 10, 'kg', 279000]],
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Gạo nếp, gạo lứt',
            templates: [
              {
                bases: ['Gạo nếp cái hoa vàng', 'Gạo lứt đỏ', 'Gạo lứt đen'],
                brands: ['Lộc Trời', 'Giỏ Chọn'],
                sizes: [['Túi 1kg', 1, 'kg', 45000], ['Túi 2kg', 2, 'kg', 86000]],
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Mì, bún, phở',
        shelves: [
          {
            name: 'Mì gói',
            templates: [
              {
                bases: ['Mì Hảo Hảo', 'Mì Đệ Nhất', 'Mì Hảo 100'],
                brands: ['Acecook'],
                sizes: [['Gói 75g', 75, 'g', 4500], ['Thùng 30 gói 75g', 2250, 'g', 125000]],
                options: { name: 'Hương vị', values: ['tôm chua cay', 'sa tế hành', 'gà vàng', 'chay rau nấm'] },
                brandInName: false,
                motif: 'pack',
                ingredients: 'Vắt mì: bột mì, dầu thực vật, tinh bột khoai mì, muối. Gói gia vị: muối, đường, bột ngọt, tôm, ớt, hành.',
                storage: DRY,
              },
              {
                bases: ['Mì Omachi', 'Mì Kokomi', 'Mì Kokomi Đại'],
                brands: ['Masan'],
                sizes: [['Gói 80g', 80, 'g', 8000], ['Thùng 30 gói 80g', 2400, 'g', 225000]],
                options: { name: 'Hương vị', values: ['sườn hầm ngũ quả', 'bò hầm xốt vang', 'tôm chua cay'] },
                brandInName: false,
                motif: 'pack',
                storage: DRY,
              },
              {
                bases: ['Mì 3 Miền'],
                brands: ['Uniben'],
                sizes: [['Gói 65g', 65, 'g', 3500], ['Thùng 30 gói 65g', 1950, 'g', 99000]],
                options: { name: 'Hương vị', values: ['tôm chua cay', 'gà sợi phở', 'bò hầm'] },
                brandInName: false,
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Bún, phở khô',
            templates: [
              {
                bases: ['Phở bò ăn liền', 'Bún bò Huế ăn liền', 'Hủ tiếu Nam Vang ăn liền'],
                brands: ['Vifon', 'Acecook'],
                sizes: [['Gói 65g', 65, 'g', 9000], ['Thùng 30 gói 65g', 1950, 'g', 255000]],
                motif: 'pack',
                storage: DRY,
              },
              {
                bases: ['Bún gạo khô', 'Bánh phở khô', 'Hủ tiếu khô'],
                brands: ['Bích Chi', 'Giỏ Chọn'],
                sizes: [['Gói 400g', 400, 'g', 22000]],
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Ngũ cốc',
        shelves: [
          {
            name: 'Ngũ cốc ăn sáng',
            templates: [
              {
                bases: ['Ngũ cốc ăn sáng Milo', 'Ngũ cốc ăn sáng Koko Krunch'],
                brands: ['Nestlé'],
                sizes: [['Hộp 330g', 330, 'g', 89000]],
                brandInName: false,
                motif: 'box',
                storage: DRY,
              },
              {
                bases: ['Yến mạch cán dẹt', 'Yến mạch ăn liền'],
                brands: ['Quaker', 'Xuân An'],
                sizes: [['Hộp 500g', 500, 'g', 79000], ['Túi 1kg', 1, 'kg', 145000]],
                motif: 'box',
                storage: DRY,
              },
              {
                bases: ['Bột ngũ cốc dinh dưỡng'],
                brands: ['Xuân An', 'Nutifood'],
                sizes: [['Bịch 500g', 500, 'g', 69000]],
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Đồ gia dụng',
    displayName: 'Giặt giũ, vệ sinh nhà cửa và đồ dùng nhà bếp',
    color: '#546e7a',
    description: 'Nước giặt, nước rửa chén, giấy và đồ dùng nhà bếp cho ngôi nhà sạch sẽ.',
    aisles: [
      {
        name: 'Giặt giũ',
        shelves: [
          {
            name: 'Nước giặt, bột giặt',
            templates: [
              {
                bases: ['Nước giặt', 'Bột giặt'],
                brands: ['OMO', 'Ariel', 'Lix'],
                sizes: [['Túi 2kg', 2, 'kg', 125000], ['Túi 3,6kg', 3.6, 'kg', 209000]],
                options: { name: 'Loại', values: ['cửa trên', 'cửa trước', 'hương ngàn hoa'] },
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Nước xả vải',
            templates: [
              {
                bases: ['Nước xả vải'],
                brands: ['Comfort', 'Downy'],
                sizes: [['Túi 1,6L', 1.6, 'l', 89000], ['Túi 3,2L', 3.2, 'l', 169000]],
                options: { name: 'Hương', values: ['hương ban mai', 'hương nước hoa', 'đậm đặc'] },
                motif: 'bag',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Vệ sinh nhà cửa',
        shelves: [
          {
            name: 'Nước rửa chén',
            templates: [
              {
                bases: ['Nước rửa chén'],
                brands: ['Sunlight', 'Mỹ Hảo', 'Lix'],
                sizes: [['Chai 750g', 750, 'g', 29000], ['Can 3,6kg', 3.6, 'kg', 109000]],
                options: { name: 'Hương', values: ['chanh', 'trà xanh', 'muối khoáng'] },
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Nước tẩy rửa',
            templates: [
              {
                bases: ['Nước tẩy bồn cầu', 'Nước tẩy đa năng', 'Nước rửa rau quả'],
                brands: ['Gift', 'Lix', 'Sunlight'],
                sizes: [['Chai 500ml', 500, 'ml', 32000], ['Chai 900ml', 900, 'ml', 52000]],
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Nước lau sàn, lau kính',
            templates: [
              {
                bases: ['Nước lau sàn', 'Nước lau kính'],
                brands: ['Sunlight', 'Gift'],
                sizes: [['Chai 1kg', 1, 'kg', 35000], ['Can 3,8kg', 3.8, 'kg', 115000]],
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Giấy, khăn giấy',
        shelves: [
          {
            name: 'Túi đựng rác',
            templates: [
              {
                bases: ['Túi đựng rác tự hủy', 'Túi đựng rác có quai'],
                brands: ['Ringo', 'An An', 'Giỏ Chọn'],
                sizes: [['Cuộn 30 túi', 30, 'cái', 25000], ['Lốc 3 cuộn', 90, 'cái', 69000]],
                options: { name: 'Màu', values: ['đen', 'xanh lá', 'tím'] },
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Giấy vệ sinh, khăn giấy',
            templates: [
              {
                bases: ['Giấy vệ sinh 3 lớp', 'Khăn giấy rút', 'Khăn giấy bỏ túi'],
                brands: ['Pulppy', 'Bless You', 'An An'],
                sizes: [['Lốc 10 cuộn', 10, 'cuộn', 79000], ['Lốc 4 gói', 4, 'gói', 45000]],
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Đồ dùng nhà bếp',
        shelves: [
          {
            name: 'Hộp, màng bọc thực phẩm',
            templates: [
              {
                bases: ['Hộp nhựa đựng thực phẩm', 'Hộp thủy tinh chịu nhiệt'],
                brands: ['Lock&Lock', 'Sunhouse'],
                sizes: [['Bộ 3 hộp', 3, 'cái', 189000], ['Hộp 1L', 1, 'cái', 99000]],
                motif: 'box',
                storage: DRY,
              },
              {
                bases: ['Màng bọc thực phẩm'],
                brands: ['Ringo', 'Giỏ Chọn'],
                sizes: [['Cuộn 30cm x 100m', 1, 'cuộn', 49000], ['Cuộn 45cm x 200m', 1, 'cuộn', 119000]],
                motif: 'box',
                storage: DRY,
              },
              {
                bases: ['Túi zip đựng thực phẩm'],
                brands: ['Ringo', 'Giỏ Chọn'],
                sizes: [['Hộp 50 túi', 50, 'cái', 39000], ['Hộp 100 túi', 100, 'cái', 69000]],
                motif: 'box',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Chăm sóc cá nhân',
    displayName: 'Chăm sóc răng miệng, tóc và cơ thể',
    color: '#ad1457',
    description: 'Kem đánh răng, dầu gội, sữa tắm và sản phẩm chăm sóc da chính hãng.',
    aisles: [
      {
        name: 'Răng miệng',
        shelves: [
          {
            name: 'Nước súc miệng',
            templates: [
              {
                bases: ['Nước súc miệng'],
                brands: ['Colgate', 'P/S', 'Sensodyne'],
                sizes: [['Chai 250ml', 250, 'ml', 49000], ['Chai 500ml', 500, 'ml', 89000]],
                options: { name: 'Hương', values: ['bạc hà', 'trà xanh', 'muối'] },
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Kem đánh răng',
            templates: [
              {
                bases: ['Kem đánh răng'],
                brands: ['P/S', 'Colgate', 'Sensodyne'],
                sizes: [['Tuýp 100g', 100, 'g', 29000], ['Tuýp 230g', 230, 'g', 55000]],
                options: { name: 'Loại', values: ['bảo vệ 123', 'than hoạt tính', 'trà xanh', 'muối hồng'] },
                motif: 'tube',
                storage: DRY,
              },
              {
                bases: ['Bàn chải đánh răng lông tơ'],
                brands: ['P/S', 'Colgate'],
                sizes: [['Vỉ 1 cây', 1, 'cái', 25000], ['Vỉ 3 cây', 3, 'cái', 59000]],
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Chăm sóc tóc',
        shelves: [
          {
            name: 'Dầu gội, dầu xả',
            templates: [
              {
                bases: ['Dầu gội', 'Dầu xả'],
                brands: ['Clear', 'Sunsilk', 'Head & Shoulders', 'Thái Dương', 'Cocoon'],
                sizes: [['Chai 340g', 340, 'g', 95000], ['Chai 650g', 650, 'g', 169000], ['Chai 900g', 900, 'g', 219000]],
                options: { name: 'Loại', values: ['sạch gàu', 'suôn mượt', 'bạc hà mát lạnh'] },
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Chăm sóc cơ thể',
        shelves: [
          {
            name: 'Sữa tắm, xà phòng',
            templates: [
              {
                bases: ['Sữa tắm', 'Nước rửa tay'],
                brands: ['Dove', 'Lifebuoy', 'Nivea', 'Cocoon'],
                sizes: [['Chai 500g', 500, 'g', 119000], ['Chai 900g', 900, 'g', 199000]],
                options: { name: 'Loại', values: ['dưỡng ẩm', 'bảo vệ vượt trội', 'hương trà xanh'] },
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Chăm sóc da, khử mùi',
            templates: [
              {
                bases: ['Lăn khử mùi', 'Sữa dưỡng thể'],
                brands: ['Nivea', 'Dove'],
                sizes: [['Chai 50ml', 50, 'ml', 69000], ['Chai 200ml', 200, 'ml', 115000]],
                motif: 'bottle',
                storage: DRY,
              },
              {
                bases: ['Dung dịch dưỡng ẩm', 'Sữa rửa mặt'],
                brands: ['Hada Labo', 'Cocoon'],
                sizes: [['Chai 100ml', 100, 'ml', 159000], ['Chai 170ml', 170, 'ml', 229000]],
                motif: 'tube',
                storage: DRY,
              },
              {
                bases: ['Băng vệ sinh siêu thấm'],
                brands: ['Diana'],
                sizes: [['Gói 8 miếng', 8, 'cái', 22000], ['Gói 20 miếng', 20, 'cái', 49000]],
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Mẹ & bé',
    displayName: 'Sản phẩm cho mẹ và bé',
    color: '#7b1fa2',
    description: 'Tã, sữa bột, khăn ướt và đồ tắm gội cho bé, chính hãng từ nhà phân phối.',
    aisles: [
      {
        name: 'Tã, bỉm',
        shelves: [
          {
            name: 'Tã dán, tã quần',
            templates: [
              {
                bases: ['Tã dán', 'Tã quần'],
                brands: ['Bobby', 'Huggies', 'Merries', 'Moony'],
                sizes: [['Gói 40 miếng', 40, 'cái', 249000], ['Gói 60 miếng', 60, 'cái', 359000]],
                options: { name: 'Cỡ', values: ['size S', 'size M', 'size L', 'size XL'] },
                motif: 'pack',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Sữa cho bé',
        shelves: [
          {
            name: 'Sữa bột trẻ em',
            templates: [
              {
                bases: ['Sữa bột Friso Gold'],
                brands: ['Friso'],
                sizes: [['Lon 850g', 850, 'g', 579000], ['Lon 1,4kg', 1.4, 'kg', 899000]],
                options: { name: 'Độ tuổi', values: ['số 3 (1–2 tuổi)', 'số 4 (2–6 tuổi)'] },
                brandInName: false,
                motif: 'can',
                storage: DRY,
              },
              {
                bases: ['Sữa bột Similac', 'Sữa bột Grow Plus'],
                brands: ['Abbott'],
                sizes: [['Lon 900g', 900, 'g', 599000]],
                brandInName: false,
                motif: 'can',
                storage: DRY,
              },
              {
                bases: ['Sữa bột Dielac Grow Plus', 'Sữa bột Optimum Gold'],
                brands: ['Vinamilk'],
                sizes: [['Lon 850g', 850, 'g', 429000]],
                motif: 'can',
                storage: DRY,
              },
            ],
          },
          {
            name: 'Sữa pha sẵn',
            templates: [
              {
                bases: ['Sữa trái cây'],
                brands: ['Kun', 'Nutifood'],
                sizes: [['Lốc 4 hộp 110ml', 440, 'ml', 22000]],
                options: { name: 'Hương vị', values: ['cam', 'nho', 'dâu'] },
                motif: 'box',
                storage: DRY,
              },
            ],
          },
        ],
      },
      {
        name: 'Đồ dùng cho bé',
        shelves: [
          {
            name: 'Khăn ướt, tắm gội',
            templates: [
              {
                bases: ['Khăn ướt không mùi'],
                brands: ['Bobby', 'Huggies', 'Moony', 'Merries'],
                sizes: [['Gói 80 tờ', 80, 'cái', 39000], ['Lốc 3 gói 80 tờ', 240, 'cái', 105000]],
                motif: 'pack',
                storage: DRY,
              },
              {
                bases: ['Sữa tắm gội toàn thân cho bé', 'Phấn rôm em bé'],
                brands: ["Johnson's Baby"],
                sizes: [['Chai 200ml', 200, 'ml', 79000], ['Chai 500ml', 500, 'ml', 159000]],
                motif: 'bottle',
                storage: DRY,
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Free samples (product type 1). `shelf` names the shelf they are filed under. Each has one
 * variant at price 0.
 */
export interface SampleSeed {
  base: string;
  brand: string;
  shelf: string;
  size: SizeSeed;
  motif: ArtworkMotif;
  allowed: number;
}

export const SAMPLE_SEEDS: readonly SampleSeed[] = [
  { base: 'Gói dùng thử dầu gội sạch gàu', brand: 'Clear', shelf: 'Dầu gội, dầu xả', size: ['Gói 6g', 6, 'g', 0], motif: 'pack', allowed: 2 },
  { base: 'Gói dùng thử dầu gội suôn mượt', brand: 'Sunsilk', shelf: 'Dầu gội, dầu xả', size: ['Gói 6g', 6, 'g', 0], motif: 'pack', allowed: 2 },
  { base: 'Gói dùng thử cà phê G7', brand: 'Trung Nguyên', shelf: 'Cà phê', size: ['Gói 16g', 16, 'g', 0], motif: 'pack', allowed: 1 },
  { base: 'Gói dùng thử cà phê sữa đá', brand: 'Nescafé', shelf: 'Cà phê', size: ['Gói 17g', 17, 'g', 0], motif: 'pack', allowed: 1 },
  { base: 'Hộp dùng thử sữa chua Probi', brand: 'Vinamilk', shelf: 'Sữa chua', size: ['Chai 65ml', 65, 'ml', 0], motif: 'bottle', allowed: 1 },
  { base: 'Mẫu thử kem đánh răng than hoạt tính', brand: 'P/S', shelf: 'Kem đánh răng', size: ['Tuýp 20g', 20, 'g', 0], motif: 'tube', allowed: 1 },
  { base: 'Gói dùng thử nước giặt', brand: 'OMO', shelf: 'Nước giặt, bột giặt', size: ['Gói 60g', 60, 'g', 0], motif: 'pack', allowed: 2 },
  { base: 'Tã dùng thử size M', brand: 'Bobby', shelf: 'Tã dán, tã quần', size: ['Gói 2 miếng', 2, 'cái', 0], motif: 'pack', allowed: 1 },
  { base: 'Mẫu thử dung dịch dưỡng ẩm', brand: 'Hada Labo', shelf: 'Chăm sóc da, khử mùi', size: ['Gói 3ml', 3, 'ml', 0], motif: 'tube', allowed: 1 },
  { base: 'Gói dùng thử hạt nêm', brand: 'Knorr', shelf: 'Hạt nêm, bột ngọt', size: ['Gói 10g', 10, 'g', 0], motif: 'pack', allowed: 1 },
];

/** Marketplace sellers (fulfiller type 8): name, slug source, description, departments. */
export interface SellerSeed {
  name: string;
  description: string;
  color: string;
  departments: readonly string[];
  city: string;
  district: string;
  ward: string;
  addressLine1: string;
  postalCode: string;
}

export const SELLER_SEEDS: readonly SellerSeed[] = [
  {
    name: 'Đặc Sản Ba Miền',
    description: 'Gian hàng đặc sản khô từ khắp ba miền: hạt điều Bình Phước, trái cây sấy Đà Lạt, nước mắm Phú Quốc, muối tôm Tây Ninh. Đóng gói tại xưởng, giao toàn quốc.',
    color: '#bf360c',
    departments: ['Bánh kẹo & đồ ăn vặt', 'Gia vị', 'Gạo & ngũ cốc'],
    city: 'Thành phố Hồ Chí Minh',
    district: 'Quận Tân Bình',
    ward: 'Phường 4',
    addressLine1: '128 Hoàng Văn Thụ',
    postalCode: '72100',
  },
  {
    name: 'Cà Phê Cầu Đất Farm',
    description: 'Nông trại cà phê Arabica Cầu Đất và trà Ô Long Bảo Lộc. Rang mới mỗi tuần, giao hàng trong 2–4 ngày.',
    color: '#4e342e',
    departments: ['Đồ uống'],
    city: 'Lâm Đồng',
    district: 'Thành phố Đà Lạt',
    ward: 'Xã Xuân Trường',
    addressLine1: 'Thôn Trường Thọ',
    postalCode: '66100',
  },
  {
    name: 'Gia Dụng Sài Gòn',
    description: 'Nhà phân phối đồ gia dụng và hóa phẩm chính hãng: nước giặt, nước rửa chén, hộp đựng thực phẩm. Nhận hàng tại kho Gò Vấp.',
    color: '#37474f',
    departments: ['Đồ gia dụng', 'Chăm sóc cá nhân'],
    city: 'Thành phố Hồ Chí Minh',
    district: 'Quận Gò Vấp',
    ward: 'Phường 10',
    addressLine1: '45 Phan Văn Trị',
    postalCode: '71400',
  },
  {
    name: 'Mẹ Và Bé Hạnh Phúc',
    description: 'Chuỗi cửa hàng mẹ và bé với tã, sữa bột và đồ dùng chính hãng, có hóa đơn từ nhà phân phối.',
    color: '#8e24aa',
    departments: ['Mẹ & bé'],
    city: 'Hà Nội',
    district: 'Quận Cầu Giấy',
    ward: 'Phường Dịch Vọng',
    addressLine1: '201 Trần Thái Tông',
    postalCode: '11300',
  },
];
