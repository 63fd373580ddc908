// The support form's checks, worded like the server's (src/contract/support.ts
// holds the limits and the wording both use), so a person hears the same rule either way.
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX_CHARS,
  SUPPORT_MESSAGE_MIN_CHARS,
  SUPPORT_SUBJECT_MAX_CHARS,
  type CreateSupportRequest,
  type SupportCategory,
  supportTextProblem,
} from '@/contract/support';

export interface SupportDraft {
  category: string;
  subject: string;
  message: string;
}

export type SupportFieldErrors = Partial<Record<keyof SupportDraft, string>>;

const isCategory = (value: string): value is SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(value);

/** The request to send, or the fields' errors. */
export function checkSupportDraft(
  draft: SupportDraft,
): { ok: true; request: CreateSupportRequest } | { ok: false; errors: SupportFieldErrors } {
  const errors: SupportFieldErrors = {};
  if (!isCategory(draft.category)) errors.category = 'Choose what your request is about.';
  const subject = supportTextProblem(draft.subject, 1, SUPPORT_SUBJECT_MAX_CHARS);
  if (subject) errors.subject = `The subject ${subject}.`;
  const message = supportTextProblem(
    draft.message,
    SUPPORT_MESSAGE_MIN_CHARS,
    SUPPORT_MESSAGE_MAX_CHARS,
  );
  if (message) errors.message = `The message ${message}.`;
  if (Object.keys(errors).length > 0 || !isCategory(draft.category)) return { ok: false, errors };
  return {
    ok: true,
    request: {
      category: draft.category,
      subject: draft.subject.trim(),
      message: draft.message.trim(),
    },
  };
}
