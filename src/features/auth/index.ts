// The auth feature's public surface (an explicit list: barrels hurt tree-shaking).
export { authStatus, currentUser, mergeCurrentUser, sessionOpenAtStart } from './state';
export { logOut, refreshSession } from './api';
