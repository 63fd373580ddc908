// /app/referrals (spec §2 "/referrals: rewards"): the member's referral link,
// how many people joined and funded through it, the reward cards to turn over, the chances of each
// prize, the reward balance with the way to redeem it, the first-deposit funding bonus, and the
// rules (marketing /referral_rules and /rewards_rules). A referrer earns one card when a referred member's first deposit settles.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { RewardsOverview } from '@/contract/rewards';
import { socialPaths } from '@/features/social';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { marketingPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { PlainInput } from '@/ui/TextArea';
import { styled } from '@/ui/theme/stitches';
import { rewardsQuery } from './api';
import { rewardsPaths } from './paths';
import { FundingBonusCard } from './FundingBonusCard';
import { PrizeOddsTable } from './PrizeOddsTable';
import { RewardCardTile } from './RewardCardTile';
import { Stats } from './Stats';

export default function ReferralsScreen() {
  const { state, reload } = useApiQuery(rewardsQuery);
  return (
    <Page title="Rewards" testId="referrals-screen">
      <Heading>Rewards</Heading>
      <Muted>
        Invite friends with your link. When someone joins with it and their first deposit settles,
        you get a reward card: turn it over to see what you won.
      </Muted>
      <QueryView state={state} reload={reload} loadingLabel="Loading your rewards" staleNotice>
        {(data) => <RewardsContent data={data} />}
      </QueryView>
    </Page>
  );
}

function RewardsContent({ data }: { data: RewardsOverview }) {
  useSignals();
  const offline = !isOnline.value;
  // Revealed cards and the new balance replace the loaded ones without reloading the screen,
  // which would swap the flipping card for a spinner.
  const [cards, setCards] = useState(data.cards);
  const [balance, setBalance] = useState(data.balance_cents);
  useEffect(() => {
    setCards(data.cards);
    setBalance(data.balance_cents);
  }, [data]);
  const link = new URL(data.referrals.short_url, window.location.origin).href;

  return (
    <>
      <Card aria-labelledby="link-title">
        <Heading as="h2" level={2} id="link-title">
          Your referral link
        </Heading>
        <PlainInput
          aria-labelledby="link-title"
          readOnly
          value={link}
          data-testid="referral-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Muted css={{ margin: '$3 0 0' }}>
          <Link href={socialPaths.inviteFriends}>Send it to friends</Link> by e-mail, message or
          from your contacts.
        </Muted>
      </Card>
      <Stats
        label="Your referrals"
        items={[
          ['Joined with your link', data.referrals.referred_count, 'referred-count'],
          ['Funded an account', data.referrals.funded_count, 'funded-count'],
          ['Reward cards earned', data.referrals.rewards_earned, 'rewards-earned'],
        ]}
      />
      <Balance aria-labelledby="balance-title">
        <div>
          <Heading as="h2" level={2} id="balance-title">
            Reward balance
          </Heading>
          <Amount data-testid="reward-balance">
            <Money cents={balance} />
          </Amount>
        </div>
        <Button as={Link} href={rewardsPaths.redemption} variant="secondary">
          Redeem into cash
        </Button>
      </Balance>
      <FundingBonusCard bonus={data.funding_bonus} />
      <section aria-labelledby="cards-title">
        <Heading as="h2" level={2} id="cards-title">
          Your reward cards
        </Heading>
        {cards.length === 0 ? (
          <Muted data-testid="no-reward-cards">
            No reward cards yet. You get one for each friend who joins with your link and funds
            their account.
          </Muted>
        ) : (
          <Grid>
            {cards.map((card) => (
              <RewardCardTile
                key={card.id}
                card={card}
                offline={offline}
                onRevealed={(revealed, newBalance) => {
                  setCards((all) => all.map((c) => (c.id === revealed.id ? revealed : c)));
                  setBalance(newBalance);
                }}
              />
            ))}
          </Grid>
        )}
      </section>
      <PrizeOddsTable odds={data.prize_table} />
      <Muted css={{ marginTop: '$4' }}>
        <a href={marketingPaths.referralRules}>Referral rules</a> ·{' '}
        <a href={marketingPaths.rewardsRules}>Rewards rules</a>
      </Muted>
    </>
  );
}

const Balance = styled(Card, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  margin: '$4 0',
  backgroundColor: '$redeemableRewardCard',
  '& h2': { margin: 0 },
});

const Amount = styled('p', { margin: '$1 0 0', fontSize: '$xl', fontWeight: 700 });

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: '$4',
  padding: 0,
  margin: '0 0 $4',
});
