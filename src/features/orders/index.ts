// The orders feature's public surface, the trade screen at /app/orders (an explicit list: barrels
// hurt tree-shaking).
export { PaperResetCard } from './PaperResetCard';
export { openOrdersQuery } from './api';
export { describeOrder } from './order-text';
