// /app/learn-and-earn-more-info (spec §2): how the programme works, in plain
// words and with the member's own numbers (free lessons from the learn state), so nobody is
// surprised by the cooldown, the live-account requirement or the XP maximum (spec §1, §4).
import { Link } from 'wouter';
import { LEARN_STATUS_TITLE, type LearnState } from '@/contract/learn';
import { rewardsPaths } from '@/features/rewards';
import { marketingPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { learnPaths } from './paths';
import { LinkRow } from './pieces';
import { useLearnState } from './use-learn-state';

const Steps = styled('ol', {
  lineHeight: 1.6,
  margin: '0 0 $4',
  paddingLeft: '$5',
  '& li + li': { marginTop: '$3' },
});

function Explanation({ state }: { state: LearnState }) {
  const free = state.free_lessons;
  return (
    <Card aria-labelledby="how-title">
      <Heading level={2} as="h2" id="how-title">
        How it works
      </Heading>
      <Steps>
        <li>
          <strong>One lesson a day.</strong> Each lesson takes a few minutes. Once you complete one,
          the next opens at midnight New York time (Eastern time): until then you will see “
          {LEARN_STATUS_TITLE.COME_BACK_TOMORROW}”.
        </li>
        <li>
          <strong>
            The first {free} {free === 1 ? 'lesson is' : 'lessons are'} free for everyone.
          </strong>{' '}
          After that, lessons need an approved live (brokerage) account and a first deposit that has
          settled. A practice (paper) account alone is not enough.
        </li>
        <li>
          <strong>XP for every lesson, up to a daily maximum.</strong> Completing a lesson adds its
          XP to your total, the same XP you earn in the community. XP has a daily maximum: XP past
          it that day is not added, though the lesson still counts as completed.
        </li>
        <li>
          <strong>Some lessons pay a cash reward.</strong> It goes to your reward balance, not
          straight to your account; you redeem it into cash on the{' '}
          <Link href={rewardsPaths.redemption}>rewards page</Link>.
        </li>
        <li>
          <strong>Each lesson pays once.</strong> Completing a lesson again, or on two devices,
          never pays twice. A lesson you complete offline is sent when you reconnect, and its award
          is decided then (the one-a-day rule still applies).
        </li>
        <li>
          <strong>Sponsored sections are marked “Sponsored”.</strong> Some lessons include offers
          from partners. Following one is up to you and never needed to complete the lesson; the
          partner may learn that you came from this app.
        </li>
      </Steps>
      <Muted>
        When every published lesson is done, you will see “{LEARN_STATUS_TITLE.NO_MORE_LESSONS}”.
        The full terms are in the{' '}
        <Link href={marketingPaths.learnAndEarnRules}>learn and earn rules</Link>.
      </Muted>
    </Card>
  );
}

export default function MoreInfoScreen() {
  const { view, reload } = useLearnState();
  return (
    <Page title="How learn and earn works" testId="learn-more-info">
      <Heading>How learn and earn works</Heading>
      <QueryView staleNotice state={view} reload={reload} loadingLabel="Loading">
        {({ state }) => <Explanation state={state} />}
      </QueryView>
      <LinkRow>
        <Link href={learnPaths.home}>Back to your lessons</Link>
        <Link href={learnPaths.progress}>Your progress</Link>
      </LinkRow>
    </Page>
  );
}
