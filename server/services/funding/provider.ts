// Bank linking behind an interface: a built-in sandbox institution picker behind a
// BankLinkProvider interface stands in for an aggregator such as Plaid. A real
// aggregator implements the same three calls; nothing else in the server knows which one runs.
import { randomInt } from 'node:crypto';
import type { Institution } from '@/contract/funding';

interface LinkedAccount {
  institutionName: string;
  accountType: 'checking' | 'savings';
  /** The full number, handed straight to encryption (crypto.ts); never logged or returned. */
  accountNumber: string;
  routingNumber: string;
}

export interface BankLinkProvider {
  /** Shown in responses so a client can tell a sandbox from a real aggregator. */
  readonly name: string;
  institutions(): Institution[];
  /** Instant link: the user signed in to their bank in the provider's widget. Null: no such institution. */
  instantLink(institutionId: string): Promise<LinkedAccount | null>;
  /** Sends two deposits under $1 to the account; returns their amounts in cents (1–99 each). */
  sendMicroDeposits(account: {
    routingNumber: string;
    accountNumber: string;
  }): Promise<[number, number]>;
  /**
   * Whether the bank sends a deposit back (an ACH return) instead of paying it, asked when the
   * deposit would settle; null: it settles. A real ACH processor reports returns by webhook; the
   * sandbox answers by its test account numbers.
   */
  depositReturn(account: { lastFour: string }): AchReturn | null;
}

export interface AchReturn {
  /** The NACHA return code, e.g. R01. */
  code: string;
  reason: string;
}

/**
 * The sandbox's test account numbers for returns (docs/features.md "Sandboxes and gaps"), by
 * their last four digits, as ACH processors' sandboxes document theirs. Any other number pays.
 */
const SANDBOX_RETURNS: Record<string, AchReturn> = {
  '0001': { code: 'R01', reason: 'Insufficient funds' },
  '0002': { code: 'R02', reason: 'Account closed' },
};

/**
 * SANDBOX: the built-in provider. Its institutions are made up (names say "sandbox"; routing
 * numbers pass the ABA checksum but belong to no bank), an instant link returns a freshly made-up
 * checking account, and micro-deposits move no real money: their random amounts are only stored.
 */
const SANDBOX_INSTITUTIONS: ReadonlyArray<Institution & { routingNumber: string }> = [
  {
    id: 'sandbox_first_platypus',
    name: 'First Platypus Bank (sandbox)',
    routingNumber: '110000000',
  },
  { id: 'sandbox_tartan', name: 'Tartan Bank (sandbox)', routingNumber: '123456780' },
  {
    id: 'sandbox_houndstooth',
    name: 'Houndstooth Credit Union (sandbox)',
    routingNumber: '222222226',
  },
];

export const sandboxBankLinkProvider: BankLinkProvider = {
  name: 'sandbox',
  institutions: () => SANDBOX_INSTITUTIONS.map(({ id, name }) => ({ id, name })),
  async instantLink(institutionId) {
    const institution = SANDBOX_INSTITUTIONS.find((i) => i.id === institutionId);
    if (!institution) return null;
    // Never one of the test numbers that return deposits: an instant link always pays.
    let accountNumber: string;
    do {
      accountNumber = Array.from({ length: 10 }, () => randomInt(0, 10)).join('');
    } while (accountNumber.slice(-4) in SANDBOX_RETURNS);
    return {
      institutionName: institution.name,
      accountType: 'checking',
      accountNumber,
      routingNumber: institution.routingNumber,
    };
  },
  async sendMicroDeposits() {
    // Random cents 1–99 (randomInt's upper bound is exclusive).
    return [randomInt(1, 100), randomInt(1, 100)];
  },
  depositReturn: ({ lastFour }) => SANDBOX_RETURNS[lastFour] ?? null,
};
