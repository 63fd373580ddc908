// Who moves an ACAT transfer (spec §2 "ACAT transfer request" modal): an AcatProvider, the
// clearing firm that asks the delivering broker for the account's assets. No clearing partner is
// reachable from this server, so the built-in one is a SANDBOX that behaves as clearing firms'
// sandboxes do: it decides on its own, from documented test values (docs/features.md "Sandboxes
// and gaps"), half of ACAT_SANDBOX_DELAY_MS after the request (validated by the delivering firm:
// in progress, or rejected) and the whole delay after it (delivered).

/** What the provider is told of a request. */
interface AcatRequestFacts {
  fromBroker: string;
  /** The last four digits of the account at the other broker (the rest stays encrypted). */
  lastFour: string;
  transferType: 'full' | 'partial';
}

/** One security the delivering firm sends, with the cost basis it reports. */
interface DeliveredAsset {
  symbol: string;
  quantityE5: number;
  costBasisCents: number;
}

export interface AcatDelivery {
  assets: DeliveredAsset[];
  /** Cash swept with the assets (a full transfer closes the account there). */
  cashCents: number;
}

export interface AcatProvider {
  /** Recorded as the ledger memo's source. */
  readonly name: string;
  /** From the request to the delivery; the delivering firm answers at half of it. */
  readonly delayMs: number;
  /** The delivering firm's answer to the request: null to go ahead, else the reason it refuses. */
  validate(request: AcatRequestFacts): string | null;
  /** What arrives once the transfer completes. */
  deliver(request: AcatRequestFacts): AcatDelivery;
}

/** ACAT_SANDBOX_DELAY_MS's default: a minute to see it move (ACATS itself takes about a week). */
export const DEFAULT_ACAT_SANDBOX_DELAY_MS = 60_000;

/** The sandbox's test account numbers, by their last four digits; any other is delivered. */
const SANDBOX_REJECTIONS: Record<string, (broker: string) => string> = {
  '0000': (broker) =>
    `${broker} found no account with this number. Check it against a recent ${broker} statement and request the transfer again.`,
  '0001': (broker) =>
    `The name on the account at ${broker} does not match yours. Transfers move only between accounts in the same name.`,
};

/**
 * The delivering account's holdings in the sandbox: three securities of the universe, their
 * quantities and cost bases varied by the account's last four digits so that two test accounts
 * differ, with believable gains (cost at 70–99 % of the base price).
 */
const SANDBOX_HOLDINGS = [
  { symbol: 'AAPL', baseCents: 243_00 },
  { symbol: 'VTI', baseCents: 290_00 },
  { symbol: 'KO', baseCents: 62_30 },
] as const;

export function sandboxAcatProvider(delayMs: number): AcatProvider {
  return {
    name: 'sandbox',
    delayMs,
    validate({ fromBroker, lastFour }) {
      return SANDBOX_REJECTIONS[lastFour]?.(fromBroker) ?? null;
    },
    deliver({ lastFour, transferType }) {
      const digits = Number(lastFour.replace(/\D/g, '') || '0');
      const holdings = SANDBOX_HOLDINGS.map(({ symbol, baseCents }, i) => {
        const shares = 5 + ((digits >> i) % 20);
        const costPercent = 70 + ((digits + i * 7) % 30);
        return {
          symbol,
          quantityE5: shares * 100_000,
          costBasisCents: Math.round((shares * baseCents * costPercent) / 100),
        };
      });
      // A partial transfer moves securities only; its cash stays at the other broker. The modal
      // asks for no list of securities (spec §2), so the sandbox sends the first two.
      return transferType === 'full'
        ? { assets: holdings, cashCents: 1_000_00 + (digits % 5_000) * 100 + (digits % 100) }
        : { assets: holdings.slice(0, 2), cashCents: 0 };
    },
  };
}
