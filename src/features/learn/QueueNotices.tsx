// What the learn screens say about completions kept on this device: how many wait to be sent,
// and what the server said about those it has received (the server decides the
// award, DESIGN.md "Client state and offline"; a refusal shows the server's message).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { LearnState } from '@/contract/learn';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { formatRewardCents } from '@/ui/format';
import {
  completionNotices,
  dismissCompletionNotice,
  pendingCompletions,
  refreshPendingCompletions,
} from './completion-queue';
import { formatXp } from './pieces';

export function QueueNotices({ userId, state }: { userId: string; state: LearnState }) {
  useSignals();
  useEffect(() => {
    void refreshPendingCompletions(userId).catch(() => undefined);
  }, [userId]);
  const pending = pendingCompletions.value;
  const titleOf = (id: string) => state.lessonData[id]?.title ?? id;
  return (
    <div data-testid="learn-queue">
      {pending.length > 0 ? (
        <Notice tone="warning">
          <span data-testid="learn-pending">
            {pending.length === 1
              ? `“${titleOf(pending[0]!.lessonId)}” was completed on this device and will be sent when you are back online.`
              : `${pending.length} completed lessons will be sent when you are back online.`}{' '}
            The award is decided when it arrives.
          </span>
        </Notice>
      ) : null}
      {completionNotices.value.map((notice) => (
        <Notice
          key={notice.key}
          tone={notice.kind === 'refused' ? 'error' : 'info'}
          action={
            <Button variant="link" onClick={() => dismissCompletionNotice(notice.key)}>
              Dismiss
            </Button>
          }
        >
          {notice.kind === 'awarded'
            ? `“${titleOf(notice.lessonId)}” was received: you earned ${formatXp(notice.xp)}${
                notice.cents > 0 ? ` and ${formatRewardCents(notice.cents)}` : ''
              }.`
            : notice.kind === 'already'
              ? `“${titleOf(notice.lessonId)}” had already been completed: nothing more was awarded.`
              : `“${titleOf(notice.lessonId)}” could not be completed: ${notice.message}`}
        </Notice>
      ))}
    </div>
  );
}
