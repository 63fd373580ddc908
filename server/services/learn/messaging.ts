// What the learn screen says about the status (spec §4): its title (LEARN_STATUS_TITLE, the
// spec's words), a sentence, and where to go next. The server decides, so every client shows the
// same thing. Paths are the client's (src/features/live-accounts/paths.ts, funding/paths.ts):
// the server may import only src/contract, so they are repeated here.
import { LEARN_STATUS_TITLE, type LearnMessaging, type LearnStatus } from '@/contract/learn';
import { easternLabel } from './cooldown';
import type { Gates } from './gates';

const LEARN_ACTION_PATHS = {
  /** Resume onboarding: sends the member to the first live-account step they have not done. */
  finishAccountSetup: '/app/finish-account-setup',
  /** Where a submitted application stands (in review, action required, rejected). */
  submissionStatus: '/app/live-account-submission-status',
  deposit: '/app/funding/deposit',
} as const;

const SUBMITTED = new Set(['submitted', 'in_review', 'action_required', 'rejected']);

export interface MessagingInput {
  status: LearnStatus | null;
  freeLessons: number;
  gates: Gates;
  /** COME_BACK_TOMORROW: when the next lesson opens. */
  until: Date | null;
}

export function messagingFor(input: MessagingInput): Record<string, LearnMessaging> {
  const { status } = input;
  if (status === null) return {};
  const base = { title: LEARN_STATUS_TITLE[status], until: null, until_label: null };
  const lessons = input.freeLessons === 1 ? 'lesson' : 'lessons';
  switch (status) {
    case 'NO_MORE_LESSONS':
      return {
        [status]: {
          ...base,
          body: 'You have completed every lesson we have. New ones are on the way: check back soon.',
          action: null,
        },
      };
    case 'COME_BACK_TOMORROW':
      return {
        [status]: {
          ...base,
          body: `You have finished today's lesson. The next one opens at midnight New York time (${easternLabel(input.until!)}).`,
          action: null,
          until: input.until!.toISOString(),
          until_label: easternLabel(input.until!),
        },
      };
    case 'LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED': {
      const submitted = SUBMITTED.has(input.gates.applicationStatus ?? '');
      return {
        [status]: {
          ...base,
          body: submitted
            ? `You have taken your ${input.freeLessons} free ${lessons}. The rest open once your live account is approved and you make your first deposit. Your application is being looked at.`
            : `You have taken your ${input.freeLessons} free ${lessons}. Open a live account and make your first deposit to keep learning and earning.`,
          action: submitted
            ? { label: 'Check my application', path: LEARN_ACTION_PATHS.submissionStatus }
            : { label: 'Open a live account', path: LEARN_ACTION_PATHS.finishAccountSetup },
        },
      };
    }
    case 'DEPOSIT_REQUIRED':
      return {
        [status]: {
          ...base,
          body: 'Your live account is open. Make your first deposit to unlock the rest of the lessons; they open once it has settled.',
          action: { label: 'Make a deposit', path: LEARN_ACTION_PATHS.deposit },
        },
      };
  }
}
