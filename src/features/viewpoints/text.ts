// How the viewpoint screens word counts and dates.
import { dateTimeFormat } from '@/ui/intl';
const dateFormat = dateTimeFormat({ dateStyle: 'medium' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const subscriberText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'subscriber' : 'subscribers'}`;

export const viewpointText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'viewpoint' : 'viewpoints'}`;
