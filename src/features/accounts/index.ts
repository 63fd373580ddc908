export { accountsQuery } from './api';
