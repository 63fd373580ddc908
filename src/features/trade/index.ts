// The trade feature's public surface (an explicit list: barrels hurt tree-shaking).
export { PaperResetCard } from './PaperResetCard';
export { openOrdersQuery } from './api';
export { describeOrder } from './order-text';
