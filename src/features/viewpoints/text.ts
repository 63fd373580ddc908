// How the viewpoint screens word counts and dates.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const subscriberText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'subscriber' : 'subscribers'}`;

export const viewpointText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'viewpoint' : 'viewpoints'}`;
