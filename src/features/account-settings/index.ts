// The account-settings feature's public surface (an explicit list: barrels hurt tree-shaking).
export { accountSettingsPaths } from './paths';
