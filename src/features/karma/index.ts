// The karma (XP) feature's public surface (an explicit list: barrels hurt tree-shaking).
export { loadKarma } from './api';
export {
  addKarma,
  applyServerKarma,
  karmaKnown,
  karmaTotal,
  reachedDailyMax,
  resetKarma,
  setReachedDailyMax,
  updateKarma,
} from './state';
export { XpBadge } from './XpBadge';
