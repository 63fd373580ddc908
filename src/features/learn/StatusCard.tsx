// The learn home's status (spec §4): no status → the next lesson's preview; otherwise the status's
// title (the spec's words: 'Come back tomorrow for new lessons!', 'More lessons coming soon'), the
// server's sentence, the 'until' time in Eastern time and where to go next.
import { LEARN_STATUS_TITLE, type LearnState } from '@/contract/learn';
import { Card, Heading, Muted } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { untilLabel } from './course';
import { NextLessonCard } from './NextLessonCard';
import { ActionLink } from './pieces';

/** `embedded`: inside another card (the reader's end), so without a card of its own. */
const Plain = styled('section', { marginTop: '$4' });

export function StatusCard({ state, embedded = false }: { state: LearnState; embedded?: boolean }) {
  const status = state.status;
  if (status === null) {
    const next = state.nextLessonId ? state.lessonData[state.nextLessonId] : undefined;
    return next ? <NextLessonCard lesson={next} state={state} /> : null;
  }
  const messaging = state.messagingStates[status];
  const until = untilLabel(messaging?.until ?? null, messaging?.until_label ?? null);
  const Box = embedded ? Plain : Card;
  return (
    <Box aria-labelledby="learn-status-title" data-testid="learn-status" data-status={status}>
      <Heading level={2} as={embedded ? 'h3' : 'h2'} id="learn-status-title">
        {LEARN_STATUS_TITLE[status]}
      </Heading>
      {messaging?.body ? <Muted>{messaging.body}</Muted> : null}
      {/* The server's sentence may already name the time: say it once. */}
      {until && !messaging?.body.includes(until) ? (
        <Muted data-testid="learn-until">
          Next lesson opens <time dateTime={messaging?.until ?? undefined}>{until}</time>.
        </Muted>
      ) : null}
      {messaging?.action ? (
        <ActionLink href={messaging.action.path}>{messaging.action.label}</ActionLink>
      ) : null}
    </Box>
  );
}
