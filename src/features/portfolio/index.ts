// What other features may use from the portfolio (an explicit list, CONVENTIONS "Shape").
export { loadPortfolio } from './api';
