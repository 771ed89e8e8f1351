export * from './lib/loyalty-status';
export * from './lib/member-state';
export * from './lib/expired-banner';
export * from './lib/points';
export * from './lib/voucher-paging';
/** storefront.md §9 "Reward amounts are in cents (divide by 100)": the rule lives in @gio/domain-pricing. */
export { rewardAmountFromCents } from '@gio/domain-pricing';
