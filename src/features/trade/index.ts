// The trade feature's public surface (an explicit list: barrels hurt tree-shaking).
export { PaperResetCard } from './PaperResetCard';
export { loadOpenOrders } from './api';
export { describeOrder } from './order-text';
