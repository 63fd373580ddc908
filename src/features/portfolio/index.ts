// What other features may use from the portfolio (an explicit list, CONVENTIONS "Shape").
export { historyQuery, LIVE_REFRESH_MS, portfolioQuery } from './api';
export { dayChangeLabel } from './day-label';
export { Gain } from './Gain';
export { RangePicker } from './RangePicker';
