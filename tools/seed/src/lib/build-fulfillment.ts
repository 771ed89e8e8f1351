import { FulfillerType, FulfillmentMethod, SHIPPING_SPEED_TYPE_FREE } from '@gio/domain-enums';
import { SELLER_SEEDS } from './catalog-data';
import { prefixedId, type SeedContext } from './context';
import {
  ShippingSpeedType,
  type Artwork,
  type ExpressDeliverySlotTemplate,
  type Fulfiller,
  type FulfillerLocation,
  type ShippingConfig,
  type Warehouse,
} from './model';
import type { SlugRegistry } from './slug';

export interface FulfillmentData {
  fulfillers: Fulfiller[];
  warehouses: Warehouse[];
  fulfillerLocations: FulfillerLocation[];
  shippingConfigs: ShippingConfig[];
  expressDeliverySlotTemplates: ExpressDeliverySlotTemplate[];
  artworks: Artwork[];
  express: Fulfiller;
  standard: Fulfiller;
  /** Sellers in SELLER_SEEDS order. */
  sellers: Fulfiller[];
  /** Locations per fulfiller id, in creation order. */
  locationsByFulfiller: Map<string, FulfillerLocation[]>;
}

interface WarehouseSeed {
  name: string;
  addressLine1: string;
  ward: string;
  district: string;
  city: string;
  postalCode: string;
}

/** Giỏ Nhanh dark stores: two-hour delivery and pick-up in the big cities. */
const EXPRESS_STORES: readonly WarehouseSeed[] = [
  { name: 'Giỏ Nhanh Quận 1', addressLine1: '86 Lê Thánh Tôn', ward: 'Phường Bến Nghé', district: 'Quận 1', city: 'Thành phố Hồ Chí Minh', postalCode: '71006' },
  { name: 'Giỏ Nhanh Quận 7', addressLine1: '1058 Nguyễn Văn Linh', ward: 'Phường Tân Phong', district: 'Quận 7', city: 'Thành phố Hồ Chí Minh', postalCode: '72908' },
  { name: 'Giỏ Nhanh Thủ Đức', addressLine1: '216 Võ Văn Ngân', ward: 'Phường Bình Thọ', district: 'Thành phố Thủ Đức', city: 'Thành phố Hồ Chí Minh', postalCode: '71308' },
  { name: 'Giỏ Nhanh Cầu Giấy', addressLine1: '91 Trần Duy Hưng', ward: 'Phường Trung Hòa', district: 'Quận Cầu Giấy', city: 'Hà Nội', postalCode: '11312' },
];

/** Giỏ Toàn Quốc distribution centres: carrier delivery nationwide. */
const STANDARD_CENTRES: readonly WarehouseSeed[] = [
  { name: 'Kho Giỏ Bình Dương', addressLine1: 'Lô C2, KCN VSIP II', ward: 'Phường Hòa Phú', district: 'Thành phố Thủ Dầu Một', city: 'Bình Dương', postalCode: '75100' },
  { name: 'Kho Giỏ Bắc Ninh', addressLine1: 'Lô E4, KCN Yên Phong', ward: 'Xã Long Châu', district: 'Huyện Yên Phong', city: 'Bắc Ninh', postalCode: '16300' },
];

/** Delivery windows offered every day by each express store; evenings cost more. */
const EXPRESS_WINDOWS: readonly (readonly [start: string, end: string, price: number])[] = [
  ['08:00', '10:00', 15_000],
  ['10:00', '12:00', 15_000],
  ['14:00', '16:00', 15_000],
  ['16:00', '18:00', 20_000],
  ['18:00', '20:00', 25_000],
];

export function buildFulfillment(context: SeedContext, slugs: SlugRegistry): FulfillmentData {
  const { random } = context;
  const fulfillers: Fulfiller[] = [];
  const warehouses: Warehouse[] = [];
  const fulfillerLocations: FulfillerLocation[] = [];
  const artworks: Artwork[] = [];
  const locationsByFulfiller = new Map<string, FulfillerLocation[]>();

  const addFulfiller = (
    name: string,
    description: string,
    type: FulfillerType,
    color: string,
    tagline: string,
  ): Fulfiller => {
    const n = fulfillers.length + 1;
    const gid = String(700 + n);
    const images = [`fulfiller/${gid}/logo`, `fulfiller/${gid}/cover`];
    const fulfiller: Fulfiller = {
      id: prefixedId('ful', n),
      gid,
      slug: slugs.claim(name),
      name,
      description,
      type,
      images,
    };
    fulfillers.push(fulfiller);
    locationsByFulfiller.set(fulfiller.id, []);
    artworks.push(
      { key: images[0] as string, kind: 'fulfiller', label: name, sublabel: '', background: '#ffffff', foreground: color, accent: color, motif: 'box', width: 400, height: 400 },
      { key: images[1] as string, kind: 'fulfiller', label: name, sublabel: tagline, background: color, foreground: '#ffffff', accent: '#ffffff', motif: 'box', width: 1200, height: 400 },
    );
    return fulfiller;
  };

  const addLocation = (
    fulfiller: Fulfiller,
    seed: WarehouseSeed,
    state: string,
    leadTime: number,
    methods: FulfillmentMethod[],
  ): void => {
    const warehouse: Warehouse = {
      id: prefixedId('wh', warehouses.length + 1),
      name: seed.name,
      fulfillerId: fulfiller.id,
      address: {
        addressLine1: seed.addressLine1,
        ward: seed.ward,
        district: seed.district,
        city: seed.city,
        state,
        postalCode: seed.postalCode,
      },
    };
    warehouses.push(warehouse);
    const location: FulfillerLocation = {
      id: prefixedId('loc', fulfillerLocations.length + 1),
      fulfillerId: fulfiller.id,
      warehouseId: warehouse.id,
      name: seed.name,
      leadTime,
      fulfillmentMethodTypes: methods,
    };
    fulfillerLocations.push(location);
    locationsByFulfiller.get(fulfiller.id)?.push(location);
  };

  const express = addFulfiller(
    'Giỏ Nhanh',
    'Giao nhanh trong 2 giờ từ cửa hàng Giỏ gần bạn, hoặc đặt trước và nhận tại cửa hàng. Rau, thịt, cá luôn được giữ lạnh đến tay bạn.',
    FulfillerType.EXPRESS,
    '#2e7d32',
    'Giao trong 2 giờ',
  );
  const standard = addFulfiller(
    'Giỏ Toàn Quốc',
    'Hàng khô, hóa phẩm và đồ gia dụng giao toàn quốc qua đối tác vận chuyển trong 2–5 ngày.',
    FulfillerType.ORDER_FULFILLMENT,
    '#00695c',
    'Giao toàn quốc 2–5 ngày',
  );
  for (const store of EXPRESS_STORES) {
    addLocation(express, store, store.city, 2, [FulfillmentMethod.LOCAL_DELIVERY, FulfillmentMethod.IN_STORE_PICKUP]);
  }
  for (const centre of STANDARD_CENTRES) {
    addLocation(standard, centre, centre.city, 72, [FulfillmentMethod.CARRIER_DELIVERY]);
  }
  const sellers = SELLER_SEEDS.map((seed) => {
    const seller = addFulfiller(seed.name, seed.description, FulfillerType.SELLER, seed.color, 'Người bán trên Giỏ');
    addLocation(
      seller,
      { name: `Kho ${seed.name}`, addressLine1: seed.addressLine1, ward: seed.ward, district: seed.district, city: seed.city, postalCode: seed.postalCode },
      seed.city,
      random.int(48, 96),
      [FulfillmentMethod.CARRIER_DELIVERY, FulfillmentMethod.IN_STORE_PICKUP],
    );
    return seller;
  });

  const shippingConfigs: ShippingConfig[] = [];
  const addShipping = (
    fulfillerType: FulfillerType,
    fulfillmentMethodType: FulfillmentMethod,
    fulfillerId: string | null,
    name: string,
    price: number,
    flatPrice: number,
    speedType: ShippingSpeedType,
  ): void => {
    shippingConfigs.push({
      id: prefixedId('ship', shippingConfigs.length + 1),
      fulfillerType,
      fulfillmentMethodType,
      fulfillerId,
      name,
      price,
      flatPrice,
      speedType,
    });
  };
  const FREE = SHIPPING_SPEED_TYPE_FREE as ShippingSpeedType;
  addShipping(FulfillerType.EXPRESS, FulfillmentMethod.LOCAL_DELIVERY, null, 'Giao trong 2 giờ', 0, 25_000, ShippingSpeedType.TWO_HOUR);
  addShipping(FulfillerType.EXPRESS, FulfillmentMethod.LOCAL_DELIVERY, null, 'Miễn phí giao 2 giờ cho đơn từ 500.000 đ', 500_000, 0, FREE);
  // Pick-up costs nothing at any amount: the free rate with threshold 0.
  addShipping(FulfillerType.EXPRESS, FulfillmentMethod.IN_STORE_PICKUP, null, 'Nhận tại cửa hàng', 0, 0, FREE);
  addShipping(FulfillerType.ORDER_FULFILLMENT, FulfillmentMethod.CARRIER_DELIVERY, null, 'Giao tiêu chuẩn 3–5 ngày', 0, 30_000, ShippingSpeedType.STANDARD);
  addShipping(FulfillerType.ORDER_FULFILLMENT, FulfillmentMethod.CARRIER_DELIVERY, null, 'Giao nhanh 1–2 ngày', 0, 45_000, ShippingSpeedType.FAST);
  addShipping(FulfillerType.ORDER_FULFILLMENT, FulfillmentMethod.CARRIER_DELIVERY, null, 'Miễn phí giao hàng cho đơn từ 300.000 đ', 300_000, 0, FREE);
  addShipping(FulfillerType.SELLER, FulfillmentMethod.CARRIER_DELIVERY, null, 'Người bán giao hàng', 0, 35_000, ShippingSpeedType.STANDARD);
  addShipping(FulfillerType.SELLER, FulfillmentMethod.IN_STORE_PICKUP, null, 'Nhận tại kho người bán', 0, 0, FREE);
  const generousSeller = sellers[0];
  if (generousSeller) {
    addShipping(FulfillerType.SELLER, FulfillmentMethod.CARRIER_DELIVERY, generousSeller.id, `${generousSeller.name}: miễn phí giao từ 199.000 đ`, 199_000, 0, FREE);
  }

  const expressDeliverySlotTemplates: ExpressDeliverySlotTemplate[] = [];
  for (const location of locationsByFulfiller.get(express.id) ?? []) {
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek += 1) {
      for (const [startTime, endTime, price] of EXPRESS_WINDOWS) {
        expressDeliverySlotTemplates.push({
          id: prefixedId('slot', expressDeliverySlotTemplates.length + 1),
          fulfillerLocationId: location.id,
          dayOfWeek,
          startTime,
          endTime,
          // Weekends are busier: stores staff more pickers.
          capacity: (dayOfWeek === 0 || dayOfWeek === 6 ? 40 : 25) + random.int(0, 10),
          price,
        });
      }
    }
  }

  return {
    fulfillers,
    warehouses,
    fulfillerLocations,
    shippingConfigs,
    expressDeliverySlotTemplates,
    artworks,
    express,
    standard,
    sellers,
    locationsByFulfiller,
  };
}
