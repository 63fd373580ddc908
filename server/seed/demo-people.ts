// The people a fresh install's community starts with, so that no community screen is empty for a
// new user. All are invented, and say so in their bios: a post must never put words in a real
// person's mouth. Ids are fixed so seeding twice changes nothing.
import type { ProfileKind } from '@/contract/community';

export interface DemoPerson {
  /** Last two hex digits of the fixed id. */
  n: number;
  name: string;
  kind: Exclude<ProfileKind, 'member'>;
  bio: string;
}

export const demoUserId = (n: number) =>
  `00000000-5eed-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Addresses under .invalid (RFC 2606) can never reach anyone. */
export const demoEmail = (n: number) => `demo-${n}@demo.stockroom.invalid`;

const DEMO = 'Demo profile.';

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  // Featured contributors (viewpoints, spec §1).
  {
    n: 1,
    name: 'Maya Lindqvist',
    kind: 'featured_contributor',
    bio: `${DEMO} Former sell-side semiconductor analyst; writes about chips, cycles and capital spending.`,
  },
  {
    n: 2,
    name: 'Tomás Oyelaran',
    kind: 'featured_contributor',
    bio: `${DEMO} Dividend investor for twenty years. Cash flow first, narratives second.`,
  },
  {
    n: 3,
    name: 'Priya Raman',
    kind: 'featured_contributor',
    bio: `${DEMO} Covers banks and insurers; reads footnotes so you do not have to.`,
  },
  {
    n: 4,
    name: 'Jonah Whitfield',
    kind: 'featured_contributor',
    bio: `${DEMO} Energy and materials. Believes every cycle is different until it is not.`,
  },
  {
    n: 5,
    name: 'Aiko Brennan',
    kind: 'featured_contributor',
    bio: `${DEMO} Consumer brands and retail; visits stores before buying shares.`,
  },
  // Thought leaders.
  {
    n: 6,
    name: 'Daniel Okafor',
    kind: 'thought_leader',
    bio: `${DEMO} Index investor who writes about fees, taxes and staying the course.`,
  },
  {
    n: 7,
    name: 'Sofia Marchetti',
    kind: 'thought_leader',
    bio: `${DEMO} Growth investor focused on software margins and retention.`,
  },
  {
    n: 8,
    name: 'Ravi Chandrasekar',
    kind: 'thought_leader',
    bio: `${DEMO} Quant hobbyist. Backtests everything, trusts little.`,
  },
  {
    n: 9,
    name: 'Elena Voss',
    kind: 'thought_leader',
    bio: `${DEMO} Healthcare and biotech; pipelines, patents and trial readouts.`,
  },
  {
    n: 10,
    name: 'Marcus Bell',
    kind: 'thought_leader',
    bio: `${DEMO} Value investor looking for boring businesses at boring prices.`,
  },
  // Famous investors of this demo world (invented, like everyone here).
  {
    n: 11,
    name: 'Harriet Calloway',
    kind: 'famous_investor',
    bio: `${DEMO} Fictional fund manager known for concentrated, long-held positions.`,
  },
  {
    n: 12,
    name: 'Victor Anand',
    kind: 'famous_investor',
    bio: `${DEMO} Fictional macro investor; thinks in rates, currencies and commodities.`,
  },
  {
    n: 13,
    name: 'Greta Solberg',
    kind: 'famous_investor',
    bio: `${DEMO} Fictional activist investor who pushes boards on capital allocation.`,
  },
  {
    n: 14,
    name: 'Leon Achterberg',
    kind: 'famous_investor',
    bio: `${DEMO} Fictional contrarian; buys what the market hates, slowly.`,
  },
  {
    n: 15,
    name: 'Nadia Quist',
    kind: 'famous_investor',
    bio: `${DEMO} Fictional technology investor from the first internet boom.`,
  },
];
