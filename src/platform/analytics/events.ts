// The analytics events of spec §3 and their value sets, schema-checked before sending (§5): button
// clicked, idea viewed, modal viewed, pro/con viewed and tab viewed forbid extra properties and
// require every field (superstruct `object`); the other three require theirs and allow more
// (`type`). An event that fails its schema is not sent.
import {
  boolean,
  enums,
  integer,
  min,
  object,
  optional,
  size,
  string,
  type,
  validate,
  type Infer,
  type Struct,
} from 'superstruct';
import { ACCOUNT_TYPES } from '@/contract/users';
import { shellPlatform } from '@/platform/shell/detect';
import { sendEvent } from './sender';

// §3 value sets.
const BUTTON_TYPES = ['button', 'link'] as const;
const NODE_LOCATIONS = ['body', 'footer', 'header'] as const;
const PLATFORMS = ['android', 'ios', 'web'] as const;
/**
 * Spec §3's product platforms. No event carries one today.
 * @public
 */
export const PRODUCT_PLATFORMS = ['mobileApp', 'webApp'] as const;
const IDEA_TYPES = ['buy', 'sell'] as const;
const PRO_OR_CON = ['pro', 'con'] as const;
const ButtonType = enums(BUTTON_TYPES);
const NodeLocation = enums(NODE_LOCATIONS);
const Platform = enums(PLATFORMS);
const AccountType = enums(ACCOUNT_TYPES);
const IdeaType = enums(IDEA_TYPES);
const ProOrCon = enums(PRO_OR_CON);

const Context = size(string(), 1, 200);
const TickerSymbol = size(string(), 1, 16);

/** The eight events of §3, keyed by event type. */
export const EVENT_SCHEMAS = {
  'account type selected': type({ account_type: AccountType }),
  'button clicked': object({
    button_type: ButtonType,
    context: Context,
    description: string(),
    position: NodeLocation,
    platform: Platform,
  }),
  'feed loaded': type({ item_count: min(integer(), 0) }),
  'idea viewed': object({ context: Context, idea_type: IdeaType, ticker_symbol: TickerSymbol }),
  'modal viewed': object({
    context: Context,
    is_error: boolean(),
    message: string(),
    modal_type: size(string(), 1, 100),
  }),
  // The page name of spec §2 rides along with the location.
  'page viewed': type({ location: string(), page_name: optional(string()) }),
  'pro/con viewed': object({ context: Context, pro_or_con: ProOrCon, ticker_symbol: TickerSymbol }),
  'tab viewed': object({
    context: Context,
    platform: Platform,
    position: NodeLocation,
    description: string(),
  }),
} as const;

export type AnalyticsEventType = keyof typeof EVENT_SCHEMAS;
type EventProperties<T extends AnalyticsEventType> = Infer<(typeof EVENT_SCHEMAS)[T]>;

/** Sends the event if it passes its schema (§5); returns whether it was sent. */
function track<T extends AnalyticsEventType>(
  eventType: T,
  properties: EventProperties<T>,
): boolean {
  const schema: Struct<unknown, unknown> = EVENT_SCHEMAS[eventType] as Struct<unknown, unknown>;
  const [error] = validate(properties, schema);
  if (error) {
    if (import.meta.env.DEV) console.error(`Analytics: '${eventType}' not sent: ${error.message}`);
    return false;
  }
  // §3 platforms: the one the app runs on (the TWA, the iOS shell or the web), whatever the caller
  // passed; asked on every event so the wrapper's start parameter is kept from the first one.
  const platform = shellPlatform();
  sendEvent(eventType, 'platform' in properties ? { ...properties, platform } : { ...properties });
  return true;
}

type Props<T extends AnalyticsEventType> = EventProperties<T>;
export const trackAccountTypeSelected = (p: Props<'account type selected'>) =>
  track('account type selected', p);
export const trackButtonClicked = (p: Props<'button clicked'>) => track('button clicked', p);
export const trackFeedLoaded = (p: Props<'feed loaded'>) => track('feed loaded', p);
export const trackIdeaViewed = (p: Props<'idea viewed'>) => track('idea viewed', p);
export const trackModalViewed = (p: Props<'modal viewed'>) => track('modal viewed', p);
export const trackPageViewed = (p: Props<'page viewed'>) => track('page viewed', p);
export const trackProConViewed = (p: Props<'pro/con viewed'>) => track('pro/con viewed', p);
export const trackTabViewed = (p: Props<'tab viewed'>) => track('tab viewed', p);
