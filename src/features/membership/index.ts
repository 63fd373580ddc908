// The membership feature's public surface (an explicit list: barrels hurt tree-shaking).
export { membershipPaths } from './paths';
export { CardForm } from './CardForm';
export { loadTestCards, subscribeToContributor } from './api';
export { ViewpointSubscriptionSuccess } from './ViewpointSubscriptionSuccess';
