// What other features may use from the portfolio (an explicit list, CONVENTIONS "Shape").
export { loadHistory, loadPortfolio } from './api';
export { EquityChart } from './EquityChart';
export { Gain } from './Gain';
export { RangePicker } from './RangePicker';
export { useLiveQuery } from './use-live-query';
