// The contributor application feature's public surface (an explicit list).
export { ContributorApplicationPanel } from './ContributorApplicationPanel';
