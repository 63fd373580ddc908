// The value of each open account (spec §1: paper and live side by side once the live account is
// open), with the day's change, refreshed live (one request with the positions below: the query
// cache shares it). A live account not open yet says where its
// application stands instead of a value of nothing.
import { Link } from 'wouter';
import type { Account } from '@/contract/accounts';
import type { AccountType } from '@/contract/users';
import { fundingPaths } from '@/features/funding';
import { liveAccountPaths } from '@/features/live-accounts';
import { dayChangeLabel, Gain, LIVE_REFRESH_MS, portfolioQuery } from '@/features/portfolio';
import type { QueryState } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { SectionBody } from './Section';

const accountName = (type: AccountType) => (type === 'live' ? 'Live account' : 'Paper account');

export function AccountCards({
  inUse,
  state,
  reload,
}: {
  inUse: AccountType;
  state: QueryState<{ accounts: Account[] }>;
  reload: () => void;
}) {
  return (
    <Row role="group" aria-label="Your accounts">
      <SectionBody
        state={state}
        reload={reload}
        label="Loading your accounts"
        lines={2}
        reserve={173}
      >
        {(data) =>
          data.accounts
            .filter((account) => account.status !== 'closed')
            .map((account) =>
              account.status === 'open' ? (
                <ValueCard key={account.id} account={account} inUse={account.type === inUse} />
              ) : (
                <PendingCard key={account.id} account={account} />
              ),
            )
        }
      </SectionBody>
    </Row>
  );
}

function ValueCard({ account, inUse }: { account: Account; inUse: boolean }) {
  const type = account.type;
  const { state, reload, keptAt } = useApiQuery(portfolioQuery(type), {
    refreshEveryMs: LIVE_REFRESH_MS,
  });
  const name = accountName(type);
  return (
    // account-<type>: the id browser tests have always found the account by.
    <Tile data-testid={`account-${type}`}>
      <Value
        aria-labelledby={`home-${type}-name`}
        data-testid={`home-account-${type}`}
        data-account-status={account.status}
      >
        <Name id={`home-${type}-name`}>
          {name}
          {inUse ? <InUse>In use</InUse> : null}
        </Name>
        <SectionBody
          state={state}
          reload={reload}
          label={`Loading the ${name} value`}
          lines={2}
          reserve={112}
        >
          {(data) => (
            <>
              <Big data-testid="home-value">
                <Money cents={data.equity_cents} />
              </Big>
              <Day data-testid="home-day-change">
                <Gain cents={data.day_gain_cents} bp={data.day_gain_bp} />
                <Small>{dayChangeLabel(keptAt)}</Small>
              </Day>
              <Small as="p" css={{ margin: '$2 0 0' }}>
                Cash <Money cents={data.cash_cents} />
              </Small>
              {type === 'live' ? (
                <TileLink href={fundingPaths.funding}>Deposit or withdraw</TileLink>
              ) : null}
            </>
          )}
        </SectionBody>
      </Value>
    </Tile>
  );
}

/** The live account before approval: no value yet, the way to the application instead. */
function PendingCard({ account }: { account: Account }) {
  return (
    <Tile data-testid={`account-${account.type}`}>
      <Value aria-labelledby={`home-${account.type}-name`}>
        <Name id={`home-${account.type}-name`}>{accountName(account.type)}</Name>
        <Small as="p" css={{ margin: '$1 0' }}>
          Not open yet
        </Small>
        {/* /app/onboard resumes the application where it stopped, or shows its review status. */}
        <TileLink href={liveAccountPaths.onboard}>Open or continue your application</TileLink>
      </Value>
    </Tile>
  );
}

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  gap: '$3',
  marginBottom: '$4',
});
const Tile = styled('div', { minWidth: 0, display: 'flex' });
const Value = styled('section', {
  flex: 1,
  minWidth: 0,
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  // The value's size follows the card's width: two cards side by side on a phone still fit it.
  containerType: 'inline-size',
});
const Name = styled('h2', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
  fontSize: '$sm',
  fontWeight: 600,
  color: '$textMuted',
  margin: '0 0 $1',
});
const InUse = styled('span', {
  padding: '1px $2',
  borderRadius: '$pill',
  fontSize: '$xs',
  backgroundColor: '$badge',
  color: '$buttonText',
  whiteSpace: 'nowrap',
});
const Big = styled('p', {
  fontSize: 'clamp(18px, 12cqi, 40px)',
  fontWeight: 800,
  margin: '0 0 $1',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
const Day = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  fontSize: '$sm',
});
const Small = styled('span', { color: '$textMuted', fontSize: '$sm', fontWeight: 400 });
const TileLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: 600,
  fontSize: '$sm',
});
