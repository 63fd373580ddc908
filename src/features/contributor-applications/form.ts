// The application form's draft and its checks: the contract's own struct (DESIGN "Input"), each
// failure worded with the field's label as the form shows it, so an error names the field.
import { validate } from 'superstruct';
import {
  type ContributorApplication,
  ContributorApplicationRequest,
} from '@/contract/contributor-applications';

export interface SampleDraft {
  title: string;
  body: string;
}

export interface ApplicationDraft {
  bio: string;
  samples: SampleDraft[];
  disclosure: string;
  agreed: boolean;
}

/** Errors by the server's field names: `bio`, `samples.0.body`, `agreed_to_guidelines` … */
export type ApplicationErrors = Record<string, string>;

export const emptySample = (): SampleDraft => ({ title: '', body: '' });

/** A fresh draft, or a declined application's words to start again from. */
export const draftFrom = (previous: ContributorApplication | null): ApplicationDraft => ({
  bio: previous?.bio ?? '',
  samples: previous ? previous.samples.map((sample) => ({ ...sample })) : [emptySample()],
  disclosure: previous?.disclosure ?? '',
  agreed: false,
});

const requestOf = (draft: ApplicationDraft) => ({
  bio: draft.bio.trim(),
  samples: draft.samples.map((sample) => ({
    title: sample.title.trim(),
    body: sample.body.trim(),
  })),
  disclosure: draft.disclosure.trim(),
  agreed_to_guidelines: draft.agreed,
});

function labelOf(field: string): string {
  const sample = /^samples\.(\d+)\.(title|body)$/.exec(field);
  if (sample) return `Sample ${Number(sample[1]) + 1} ${sample[2] === 'title' ? 'title' : 'text'}`;
  switch (field) {
    case 'bio':
      return 'About you';
    case 'samples':
      return 'Sample viewpoints';
    case 'disclosure':
      return 'Disclosure';
    case 'agreed_to_guidelines':
      return 'Agreement to the guidelines';
    default:
      return field;
  }
}

/** The message the form shows for a field: the server's, or the struct's, under its label. */
export function fieldMessage(field: string, message: string): string {
  if (field === 'samples') return 'Sample viewpoints: give one, two or three.';
  if (field === 'agreed_to_guidelines') {
    return 'Agreement to the guidelines: tick the box once you have read them.';
  }
  const rest = message.startsWith(field) ? message.slice(field.length).trim() : message;
  return `${labelOf(field)} ${rest.replace(/\.$/, '')}.`;
}

/** The request to send, or the fields' errors. */
export function checkApplication(
  draft: ApplicationDraft,
): { request: ContributorApplicationRequest } | { errors: ApplicationErrors } {
  const [error, request] = validate(requestOf(draft), ContributorApplicationRequest);
  if (!error) return { request };
  const errors: ApplicationErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.map(String).join('.');
    if (!field || errors[field]) continue;
    errors[field] =
      failure.value === ''
        ? `${labelOf(field)} is required.`
        : fieldMessage(field, failure.message);
  }
  return { errors };
}
