// The application to become a featured contributor (spec §2 /viewpoint_contributors/manage): a
// profile, one to three sample viewpoints, a disclosure of what the member holds and of any
// conflict of interest, and the viewpoint guidelines agreed (§2 /viewpoint_guidelines, "Disclose
// your positions"). Checked with the contract's struct before sending; the server's refusal is
// placed under the field it names. Sending needs a connection: the text stays on the page.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import {
  CONTRIBUTOR_BIO_MAX,
  CONTRIBUTOR_DISCLOSURE_MAX,
  CONTRIBUTOR_SAMPLE_BODY_MAX,
  CONTRIBUTOR_SAMPLE_BODY_MIN,
  CONTRIBUTOR_SAMPLE_TITLE_MAX,
  CONTRIBUTOR_SAMPLES_MAX,
  type ContributorApplication,
} from '@/contract/contributor-applications';
import { appInfoPaths } from '@/paths';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { CountedTextArea } from '@/ui/CountedTextArea';
import { Checkbox } from '@/ui/forms/Checkbox';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { applyToContribute } from './api';
import {
  type ApplicationDraft,
  type ApplicationErrors,
  checkApplication,
  draftFrom,
  emptySample,
  fieldMessage,
} from './form';

export function ApplicationForm({ previous }: { previous: ContributorApplication | null }) {
  useSignals();
  const id = useId();
  const [draft, setDraft] = useState<ApplicationDraft>(() => draftFrom(previous));
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = isOnline.value;

  const edit = (field: string, change: (current: ApplicationDraft) => ApplicationDraft) => {
    setDraft(change);
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  };
  const editSample = (index: number, part: 'title' | 'body', value: string) =>
    edit(`samples.${index}.${part}`, (current) => ({
      ...current,
      samples: current.samples.map((sample, i) =>
        i === index ? { ...sample, [part]: value } : sample,
      ),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkApplication(draft);
    setErrors('errors' in checked ? checked.errors : {});
    setFailure(null);
    if (!('request' in checked)) return;
    setBusy(true);
    try {
      await applyToContribute(checked.request);
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && error instanceof Error)
        setErrors({ [field]: fieldMessage(field, error.message) });
      else setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      as="form"
      aria-labelledby={`${id}-heading`}
      data-testid="contributor-application-form"
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
    >
      <Heading as="h2" level={2} id={`${id}-heading`}>
        Apply to publish viewpoints
      </Heading>
      <Muted>
        Featured contributors publish viewpoints that subscribers pay to read. Tell us about
        yourself, show us how you write, and disclose what you hold. Read the{' '}
        <Link href={appInfoPaths.viewpointGuidelines}>viewpoint guidelines</Link> first: every
        contributor follows them.
      </Muted>
      <CountedTextArea
        id={`${id}-bio`}
        label="About you (your contributor profile)"
        value={draft.bio}
        onChange={(value) => edit('bio', (current) => ({ ...current, bio: value }))}
        max={CONTRIBUTOR_BIO_MAX}
        error={errors.bio ?? null}
        rows={4}
      />
      {draft.samples.map((sample, index) => (
        <Sample key={index}>
          <legend>Sample viewpoint {index + 1}</legend>
          <TextField
            name={`samples.${index}.title`}
            label={`Sample ${index + 1} title`}
            value={sample.title}
            onChange={(_, value) => editSample(index, 'title', value)}
            error={errors[`samples.${index}.title`]}
            hint={`At most ${CONTRIBUTOR_SAMPLE_TITLE_MAX} characters.`}
            autoComplete="off"
          />
          <CountedTextArea
            id={`${id}-sample-${index}`}
            label={`Sample ${index + 1} text (at least ${CONTRIBUTOR_SAMPLE_BODY_MIN} characters)`}
            value={sample.body}
            onChange={(value) => editSample(index, 'body', value)}
            max={CONTRIBUTOR_SAMPLE_BODY_MAX}
            error={errors[`samples.${index}.body`] ?? null}
            rows={6}
          />
          {draft.samples.length > 1 ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                edit('samples', (current) => ({
                  ...current,
                  samples: current.samples.filter((_, i) => i !== index),
                }))
              }
            >
              Remove sample {index + 1}
            </Button>
          ) : null}
        </Sample>
      ))}
      {errors.samples ? <Notice tone="error">{errors.samples}</Notice> : null}
      {draft.samples.length < CONTRIBUTOR_SAMPLES_MAX ? (
        <AddSample>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              edit('samples', (current) => ({
                ...current,
                samples: [...current.samples, emptySample()],
              }))
            }
          >
            Add a sample viewpoint
          </Button>
        </AddSample>
      ) : null}
      <CountedTextArea
        id={`${id}-disclosure`}
        label="Disclosure: what you hold of what you write about, and any payment or tie to a company you cover"
        value={draft.disclosure}
        onChange={(value) => edit('disclosure', (current) => ({ ...current, disclosure: value }))}
        max={CONTRIBUTOR_DISCLOSURE_MAX}
        error={errors.disclosure ?? null}
        rows={4}
      />
      <Checkbox
        name="agreed_to_guidelines"
        label="I have read the viewpoint guidelines and agree to follow them"
        value={draft.agreed}
        onChange={(_, value) =>
          edit('agreed_to_guidelines', (current) => ({ ...current, agreed: value }))
        }
        error={errors.agreed_to_guidelines}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {online ? null : (
        <Notice tone="warning">
          <span data-testid="contributor-application-offline">
            You are offline. Sending your application needs a connection: your text stays on this
            page, so send it when you are back online.
          </span>
        </Notice>
      )}
      <Submit>
        <Button type="submit" disabled={busy || !online}>
          {busy ? 'Sending…' : 'Send application'}
        </Button>
      </Submit>
    </Card>
  );
}

const Sample = styled('fieldset', {
  border: '1px solid $border',
  borderRadius: '$md',
  margin: '$4 0',
  padding: '$3',
  minWidth: 0,
  '& legend': { fontWeight: 600, padding: '0 $1' },
});
const Submit = styled('div', { marginTop: '$4' });
const AddSample = styled('div', { marginBottom: '$4' });
