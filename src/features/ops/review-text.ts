// The words the identity review screens use for an application's statuses and decisions.
import type { RequiredAction, ReviewDecision } from '@/contract/live-accounts';
import type { OpsIdentityQueue } from '@/contract/ops';

type Status = OpsIdentityQueue['applications'][number]['status'];

export const APPLICATION_STATUS_LABELS: Record<Status, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  action_required: 'Action required',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const DECISION_LABELS: Record<ReviewDecision, string> = {
  in_review: 'Take it into review',
  action_required: 'Ask the applicant for an action',
  approved: 'Approve (opens the live account)',
  rejected: 'Reject',
};

export const REQUIRED_ACTION_LABELS: Record<RequiredAction, string> = {
  resubmit_address: 'Enter the address again',
  upload_documents: 'Upload documents',
};
