// The notifications feature's public surface (an explicit list: barrels hurt tree-shaking).
export { NotificationBell } from './NotificationBell';
export { PushDeviceSetting } from './PushDeviceSetting';
