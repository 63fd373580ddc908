// One application step as a form (spec §4): its fields restored from the drafts table, checked
// with the step's contract struct (the server's own check) before it is sent, errors under the
// fields, Back and Next. Next saves the step (PUT …/steps/<step>), removes the draft and moves on;
// offline it cannot save, says so, and keeps what is typed on this device.
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type FormEvent } from 'react';
import type { Struct } from 'superstruct';
import { Link, useLocation } from 'wouter';
import {
  APPLICATION_STEPS,
  STEP_STRUCTS,
  type ApplicationProgress,
  type ApplicationStep,
  type StepValues,
} from '@/contract/live-accounts';
import { currentUser } from '@/features/auth';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { fieldErrors } from '@/ui/forms/field-errors';
import { FieldHint } from '@/ui/forms/field-styles';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { saveStep } from './api';
import { liveAccountPaths } from './paths';
import { sameValues, valuesFrom, type FieldValue } from './step-values';
import type { StepDef } from './step-types';
import { STEP_COUNT, stepHref, stepIndex } from './steps';
import { useDraft } from './use-draft';

const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '$3',
  marginTop: '$5',
  flexWrap: 'wrap',
});

export const OFFLINE_SAVE =
  'You are offline. What you typed is kept on this device; Next needs a connection to save this step.';

export function StepForm({
  def,
  progress,
  fromReview,
}: {
  def: StepDef;
  progress: ApplicationProgress;
  fromReview: boolean;
}) {
  useSignals();
  const [, navigate] = useLocation();
  const saved: unknown = progress.values[def.step];
  const done = progress.steps.some((s) => s.step === def.step && s.done);
  const baseline = useMemo(() => valuesFrom(saved, def.empty), [saved, def.empty]);
  const user = currentUser.value;
  const start = useMemo(
    () => (saved === undefined && user && def.prefill ? def.prefill(user) : {}),
    [saved, user, def],
  );
  const draft = useDraft(def.step, baseline, def.secret, start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offline = !isOnline.value;
  const index = stepIndex(def.step);
  const previous = APPLICATION_STEPS[index - 1];
  const following = APPLICATION_STEPS[index + 1];

  if (!draft.values) return <Spinner label="Restoring what you typed" />;
  const values = draft.values;

  const set = (name: string, value: FieldValue) => {
    draft.setValues((current) => ({ ...(current ?? baseline), [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const goOn = (after: ApplicationProgress) => {
    if (fromReview && after.next_step === 'confirmation') navigate(liveAccountPaths.confirmation);
    else navigate(following ? stepHref(following) : liveAccountPaths.confirmation);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // A saved step shown unchanged needs no new save (the identity number is then left empty).
    if (done && sameValues(values, baseline)) return goOn(progress);
    const body = def.toBody(values);
    const found = stepErrors(def.step, body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    if (offline) return setFailure(OFFLINE_SAVE);
    setBusy(true);
    try {
      const after = await saveStep(def.step, body);
      await draft.discard();
      goOn(after);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.isOffline) setFailure(OFFLINE_SAVE);
      else if (error instanceof ApiError && error.field && error.field in def.empty)
        setErrors({ [error.field]: error.message });
      else setFailure(describeError(error));
    }
  };

  const { Fields } = def;
  return (
    <form onSubmit={next} noValidate aria-labelledby="step-heading">
      {offline ? <Notice tone="warning">{OFFLINE_SAVE}</Notice> : null}
      {failure && !offline ? <Notice tone="error">{failure}</Notice> : null}
      <Fields values={values} errors={errors} set={set} saved={saved} />
      <Actions>
        <Button
          as={Link}
          variant="secondary"
          href={previous ? stepHref(previous) : appPaths.dashboard}
        >
          Back
        </Button>
        <Button type="submit" disabled={busy || offline} aria-describedby="next-hint">
          {busy ? <Spinner size="small" label="Saving" /> : null}
          {busy ? 'Saving…' : following ? 'Next' : 'Review'}
        </Button>
      </Actions>
      <FieldHint id="next-hint" css={{ textAlign: 'right', marginTop: '$2' }}>
        {offline
          ? 'Next needs a connection.'
          : `Saves step ${index + 1} of ${STEP_COUNT}${following ? '' : ', then review'}.`}
      </FieldHint>
    </form>
  );
}

/** The step's own contract struct, as the server checks it (routes/live-accounts.ts). */
function stepErrors<S extends ApplicationStep>(step: S, body: unknown) {
  const struct: Struct<StepValues[S], unknown> = STEP_STRUCTS[step];
  return fieldErrors(body, struct);
}

function focusFirstInvalid() {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
  );
}
