// Support requests (spec §2 mobile "support and create support request"). A
// member files a request with a category, a subject and a message; the operator answers or
// closes it (`npm run ops -- support …`). A request sent while a membership is in force is a
// priority request: the membership plan's "priority support" benefit, answered first.
import { array, boolean, define, enums, object, string, type, type Infer } from './structs';

/** The categories, in the order the form offers them, with the words a person reads. */
export const SUPPORT_CATEGORY_LABELS = {
  account: 'Account and sign-in',
  trading: 'Trading and orders',
  funding: 'Deposits and withdrawals',
  live_account: 'Live account application',
  rewards: 'Rewards and membership',
  technical: 'Technical problem',
  other: 'Something else',
} as const;
export type SupportCategory = keyof typeof SUPPORT_CATEGORY_LABELS;
export const SUPPORT_CATEGORIES = Object.keys(SUPPORT_CATEGORY_LABELS) as SupportCategory[];

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_SUBJECT_MAX_CHARS = 120;
export const SUPPORT_MESSAGE_MIN_CHARS = 10;
export const SUPPORT_MESSAGE_MAX_CHARS = 5000;

/** Characters as a person counts them (code points), around the trimmed text. */
const supportTextLength = (value: string): number => [...value.trim()].length;

/** Why a text is out of its limits, or null; the form and the server say the same words. */
export function supportTextProblem(value: string, min: number, max: number): string | null {
  const length = supportTextLength(value);
  if (length < min) return min === 1 ? 'must not be empty' : `must be at least ${min} characters`;
  if (length > max) return `must be at most ${max.toLocaleString('en-US')} characters`;
  return null;
}

const limitedText = (name: string, min: number, max: number) =>
  define<string>(name, (value) =>
    typeof value !== 'string' ? 'must be text' : (supportTextProblem(value, min, max) ?? true),
  );

/** POST /api/v1/support_requests (an idempotent endpoint). */
export const CreateSupportRequest = object({
  category: enums(SUPPORT_CATEGORIES),
  subject: limitedText('SupportSubject', 1, SUPPORT_SUBJECT_MAX_CHARS),
  message: limitedText('SupportMessage', SUPPORT_MESSAGE_MIN_CHARS, SUPPORT_MESSAGE_MAX_CHARS),
});
export type CreateSupportRequest = Infer<typeof CreateSupportRequest>;

/** Support's answer to a request, shown under it. */
export const SupportReply = type({ body: string(), created_at: string() });
export type SupportReply = Infer<typeof SupportReply>;

export const SupportRequest = type({
  id: string(),
  category: enums(SUPPORT_CATEGORIES),
  subject: string(),
  message: string(),
  status: enums(SUPPORT_STATUSES),
  /** Sent while the member's membership was in force: answered first. */
  priority: boolean(),
  created_at: string(),
  updated_at: string(),
  /** Support's answers, oldest first (the /ops console writes them). */
  replies: array(SupportReply),
});
export type SupportRequest = Infer<typeof SupportRequest>;

export const SupportRequestResponse = type({ support_request: SupportRequest });
export type SupportRequestResponse = Infer<typeof SupportRequestResponse>;

export const SupportRequestsResponse = type({
  support_requests: array(SupportRequest),
  /** Whether a request sent now would be a priority one (a membership is in force). */
  priority_now: boolean(),
  as_of: string(),
});
export type SupportRequestsResponse = Infer<typeof SupportRequestsResponse>;

/** How a status reads on a chip. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};
