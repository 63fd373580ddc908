// On a sell: the shares of the chosen symbol the person owns in the account in use, and "Sell all",
// which fills the form with exactly the shares a new order may sell (owned, less what open sell
// orders hold) as a market order by shares, so the sale leaves zero, not a dust remainder
// (spec §5: shares have five decimals). The figures are the portfolio's own (GET /portfolio).
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { Position } from '@/contract/portfolio';
import { portfolioQuery } from '@/features/portfolio';
import { ApiError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';

/** "0.5337 shares", "1 share": the share count in words, for a sentence. */
function sharesText(units: number): string {
  const number = formatShareUnits(units).replace(/ sh$/, '');
  return `${number} ${units === 100_000 ? 'share' : 'shares'}`;
}

export function SharesOwned({
  symbol,
  onSellAll,
}: {
  symbol: string;
  onSellAll: (availableE5: number) => void;
}) {
  useSignals();
  // An order placed marks the holdings stale, and back online they are asked for again: the
  // query cache does both (platform/queries).
  const { state, reload } = useApiQuery(portfolioQuery(undefined));
  const online = isOnline.value;
  const reasonId = useId();

  if (symbol === '') return null;
  if (state.status === 'loading') {
    return (
      <Box data-testid="shares-owned">
        <Spinner size="small" label={`Checking the ${symbol} shares you own`} />
      </Box>
    );
  }
  if (state.status === 'error') {
    const offline = !online || (state.error instanceof ApiError && state.error.isOffline);
    return (
      <Box data-testid="shares-owned" role="status">
        <Line>
          {offline
            ? 'Offline: the shares you own show once you are connected.'
            : 'We could not load the shares you own.'}{' '}
          <Button variant="link" type="button" onClick={reload}>
            Try again
          </Button>
        </Line>
      </Box>
    );
  }
  const position: Position | undefined = state.data.positions.find((row) => row.symbol === symbol);
  const available = position ? position.quantity_e5 - position.held_quantity_e5 : 0;
  const reason = !position
    ? `You own no ${symbol} shares in this account, so there is nothing to sell.`
    : available <= 0
      ? `Open sell orders hold all your ${symbol} shares: cancel one to sell them another way.`
      : null;
  return (
    <Box data-testid="shares-owned" aria-live="polite">
      {position ? (
        <Line>
          You own <strong>{sharesText(position.quantity_e5)}</strong> ·{' '}
          <Money cents={position.market_value_cents} />
          {position.held_quantity_e5 > 0
            ? ` (open sell orders hold ${sharesText(position.held_quantity_e5)}; you can sell ${sharesText(available)})`
            : ''}
        </Line>
      ) : null}
      {reason ? <Line id={reasonId}>{reason}</Line> : null}
      <Button
        type="button"
        variant="secondary"
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => onSellAll(available)}
      >
        Sell all
      </Button>
    </Box>
  );
}

const Box = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2 $3',
  margin: '0 0 $4',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
});
const Line = styled('p', {
  margin: 0,
  flex: '1 1 12rem',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
