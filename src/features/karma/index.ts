// The karma (XP) feature's public surface (an explicit list: barrels hurt tree-shaking).
export { applyServerKarma, karmaTotal, reachedDailyMax } from './state';
export { XpBadge } from './XpBadge';
