export { loadAccounts } from './api';
