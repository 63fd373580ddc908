// What each application status means to the applicant (/app/live-account-submission-status).
import type { ApplicationStatus } from '@/contract/live-accounts';

export const STATUS_TEXT: Record<
  ApplicationStatus,
  { label: string; detail: string; tone: 'neutral' | 'positive' | 'negative' | 'warning' }
> = {
  not_started: {
    label: 'Not started',
    detail: 'You have not started your live account application yet.',
    tone: 'neutral',
  },
  in_progress: {
    label: 'In progress',
    detail: 'Your application is not submitted yet. Pick up where you left off.',
    tone: 'neutral',
  },
  submitted: {
    label: 'Submitted',
    detail: 'We have your application. It joins the review queue shortly.',
    tone: 'neutral',
  },
  in_review: {
    label: 'In review',
    detail: 'Our team is reviewing your application, usually within one to two business days.',
    tone: 'neutral',
  },
  action_required: {
    label: 'Action required',
    detail: 'The review needs something from you before it can go on.',
    tone: 'warning',
  },
  approved: {
    label: 'Approved',
    detail: 'Your live account is open. Fund it to start investing.',
    tone: 'positive',
  },
  rejected: {
    label: 'Not approved',
    detail: 'We could not open a live account for you. Your paper account stays available.',
    tone: 'negative',
  },
};
