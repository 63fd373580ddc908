// What the demo featured contributors have published: one open viewpoint each,
// so a newcomer can judge the writing, and subscriber-only ones that show locked until subscribed.
export interface DemoViewpoint {
  by: number;
  daysAgo: number;
  subscriberOnly: boolean;
  title: string;
  body: string;
}

export const DEMO_VIEWPOINTS: readonly DemoViewpoint[] = [
  {
    by: 1,
    daysAgo: 12,
    subscriberOnly: false,
    title: 'How I read a semiconductor cycle',
    body: 'Chip stocks move on the second derivative: not whether demand is growing, but whether growth is speeding up or slowing down. I watch three things. Inventory days at the biggest customers, because they order ahead when they fear shortages and stop abruptly when they do not. Lead times quoted by distributors, which stretch before prices rise. And capital spending plans, which tell you how much supply arrives in two years. When all three turn together, the cycle has turned, whatever the headlines say.',
  },
  {
    by: 1,
    daysAgo: 3,
    subscriberOnly: true,
    title: 'Where I would add, and where I am trimming',
    body: 'This quarter I am trimming the names whose valuations assume the current order book lasts forever, and adding to equipment makers whose customers cannot delay the next node without losing share. The reasoning, position by position, follows: the first is a design house priced for perfection, the second a memory maker early in its upturn, the third a toolmaker whose backlog already covers next year.',
  },
  {
    by: 2,
    daysAgo: 15,
    subscriberOnly: false,
    title: 'The dividend is a promise, not a yield',
    body: 'A high yield is usually the market telling you the payment is at risk. I look instead for companies that have raised their dividend through recessions, pay it from free cash flow rather than debt, and keep the payout ratio low enough to survive a bad year. Those companies rarely have the highest yield on the screen. They do have the most reliable income over a decade, which is what a dividend investor is actually buying.',
  },
  {
    by: 2,
    daysAgo: 4,
    subscriberOnly: true,
    title: 'Five dividend growers I would hold for ten years',
    body: 'Each of these five has raised its payment for more than twenty years, funds it comfortably from cash flow, and sells something people keep buying when money is tight. For each I give the payout ratio I consider safe, the debt level that would make me nervous, and the price at which I would add more.',
  },
  {
    by: 3,
    daysAgo: 10,
    subscriberOnly: false,
    title: 'Reading a bank earnings release in ten minutes',
    body: 'Skip the headline earnings. Go straight to net interest margin and its direction, then deposit costs, then the provision for credit losses compared with actual charge-offs. If provisions run well above charge-offs, management expects trouble. If deposit costs rise faster than loan yields, margins will keep shrinking. Capital ratios come last: they tell you whether the buyback will survive the next stress test.',
  },
  {
    by: 3,
    daysAgo: 2,
    subscriberOnly: true,
    title: 'Regional banks: which balance sheets worry me',
    body: 'Commercial property loans coming up for refinancing at higher rates are the pressure point. I rank the regional banks I follow by that exposure, by their reliance on uninsured deposits, and by unrealised losses on their bond portfolios, and explain which two I would avoid.',
  },
  {
    by: 4,
    daysAgo: 14,
    subscriberOnly: false,
    title: 'Energy stocks are a bet on discipline',
    body: 'Oil companies used to destroy value at the top of every cycle by drilling too much. Since the last bust, most have promised to return cash instead. The investment case today depends less on the oil price than on whether those promises hold when prices are high and the temptation to grow returns. Watch capital spending guidance, not the spot price.',
  },
  {
    by: 4,
    daysAgo: 5,
    subscriberOnly: true,
    title: 'Copper, the quiet winner of electrification',
    body: 'Grids, chargers and data centres all need copper, and new mines take a decade. My supply and demand model for the next five years, the producers with the lowest costs, and why I prefer them to the metal itself.',
  },
  {
    by: 5,
    daysAgo: 11,
    subscriberOnly: false,
    title: 'What a store visit tells you that a filing cannot',
    body: 'Empty shelves, long checkout lines, discount stickers on new-season stock: a retailer shows its health on the shop floor weeks before it reports. I visit the same stores every month, note the same things, and compare. It is slow, unglamorous work, and it has kept me out of more bad retail stocks than any spreadsheet.',
  },
  {
    by: 5,
    daysAgo: 1,
    subscriberOnly: true,
    title: 'Holiday season notes from twelve store visits',
    body: 'Traffic, inventory and discounting at twelve chains this month, what changed since the autumn, and the two retailers whose stores looked healthier than their share prices suggest.',
  },
];
