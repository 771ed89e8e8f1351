export {
  isDiscontinued,
  isLimitedQuantity,
  isOutOfStock,
  isUnavailable,
  stockStatus,
} from './lib/stock-status';
export type { StockInfo, StockStatus } from './lib/stock-status';
