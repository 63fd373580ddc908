// The membership feature's public surface (an explicit list: barrels hurt tree-shaking).
export { membershipPaths } from './paths';
export { CardForm } from './CardForm';
export { subscribeToContributor, testCardsQuery } from './api';
export { ViewpointSubscriptionSuccess } from './ViewpointSubscriptionSuccess';
