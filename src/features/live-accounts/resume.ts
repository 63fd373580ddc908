// Where /app/onboard and /app/finish-account-setup send a person (spec §2 "resume onboarding"):
// the first unfinished step, the review once all are saved, the status once submitted.
import {
  APPLICATION_STEPS,
  type ApplicationProgress,
  type ApplicationStep,
} from '@/contract/live-accounts';
import { liveAccountPaths } from './paths';
import { stepHref } from './steps';

export function resumeHref(progress: Pick<ApplicationProgress, 'next_step'>): string {
  const next = progress.next_step;
  if (next === 'confirmation') return liveAccountPaths.confirmation;
  if (next === 'almost_there') return liveAccountPaths.submissionStatus;
  return stepHref(next satisfies ApplicationStep);
}

/** Steps are editable only before submission. */
export const isDraft = (progress: Pick<ApplicationProgress, 'status'>): boolean =>
  progress.status === 'not_started' || progress.status === 'in_progress';

export const stepNumber = (step: ApplicationStep): number => APPLICATION_STEPS.indexOf(step) + 1;
