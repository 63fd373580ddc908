// The analytics platform module: an explicit export list (no `export *`, CONVENTIONS "Shape").
// The service worker imports `./worker` directly so it pulls in no page code.
export { trackProConViewed } from './events';
