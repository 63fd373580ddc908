// Which broker an account's orders go to. Paper (simulated) accounts always use the built-in one;
// live accounts use it too until a clearing partner is configured, and docs/features.md "Sandboxes and gaps" says so plainly.
import type { AccountType } from '@/contract/users';
import type { QuoteProvider } from '../market';
import type { Broker } from './broker';
import { BuiltInBroker } from './built-in';

export type { Execution } from './broker';
export type BrokerFor = (accountType: AccountType) => Broker;

export function createBrokers(quotes: QuoteProvider): BrokerFor {
  const builtIn = new BuiltInBroker(quotes);
  // A live partner would be chosen here by configuration; there is none yet.
  return () => builtIn;
}
