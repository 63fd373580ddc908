// @vitest-environment happy-dom
// One application step (StepForm, spec §4). The name step: the name given at sign-up is the first
// guess, an emptied required field is named by the step's contract struct before anything is
// sent, Enter in the last field saves the step (PUT …/steps/name) and moves on, and offline Next
// is off and says why. The disclosures step: a "yes" needs its detail (the contract's
// requiredWhen), and a "no" leaves it out of the body. The server's answers are stubbed in the
// contract's shapes (src/contract/util.ts, src/contract/live-accounts.ts; server/services/
// live-accounts).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assert } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_STEPS,
  ApplicationProgress,
  type ApplicationStep,
  type DisclosuresStep,
  type NameStep,
} from '@/contract/live-accounts';
import { CsrfResponse } from '@/contract/util';
import { mergeCurrentUser } from '@/features/auth';
import { goOffline, stubApi } from '../../../tests/support/component-network';
import { OFFLINE_SAVE, StepForm } from './StepForm';
import { STEP_DEFS } from './steps';

/** GET /live_accounts of someone who has saved no step yet (server/services/live-accounts). */
const fresh: ApplicationProgress = {
  status: 'not_started',
  document_flow: 'document_verification',
  steps: APPLICATION_STEPS.map((step) => ({ step, done: false })),
  next_step: 'name',
  values: {},
  trusted_contact: null,
  documents: [],
};
assert(fresh, ApplicationProgress);

/** The same after PUT /live_accounts/steps/<step> (next_step: the first step not yet saved). */
const afterSaving = (saved: ApplicationStep, values: ApplicationProgress['values']) => {
  const answer: ApplicationProgress = {
    ...fresh,
    status: 'in_progress',
    steps: APPLICATION_STEPS.map((step) => ({ step, done: step === saved })),
    next_step: saved === 'name' ? 'address' : 'name',
    values,
  };
  assert(answer, ApplicationProgress);
  return answer;
};

const csrf: CsrfResponse = { is_signed_in: true, csrf_token: 'token-from-the-server' };
assert(csrf, CsrfResponse);

/** The step's form for Ada Lovelace, signed up and nothing saved yet. */
function renderStep(step: 'name' | 'disclosures') {
  mergeCurrentUser({ id: 'user-1', name: 'Ada Lovelace' });
  render(<StepForm def={STEP_DEFS[step]} progress={fresh} fromReview={false} />);
}
const nameStep = () => renderStep('name');

/** The server saving the step: returns the bodies it was sent, in order. */
function stubStepSave(step: 'name' | 'disclosures'): unknown[] {
  const sent: unknown[] = [];
  stubApi({
    'GET /api/v1/util/csrf': { body: csrf },
    [`PUT /api/v1/live_accounts/steps/${step}`]: ({ body }) => {
      sent.push(body);
      const values =
        step === 'name' ? { name: body as NameStep } : { disclosures: body as DisclosuresStep };
      return { body: afterSaving(step, values) };
    },
  });
  return sent;
}

// Saving a step navigates (wouter, on the window's location): the next test starts at /.
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the name step of the live-account application', () => {
  it('starts from the name given at sign-up', async () => {
    stubApi({});
    nameStep();
    const first = await screen.findByLabelText<HTMLInputElement>('First name');
    expect(first.value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
  });

  it('names an emptied required field before anything is sent', async () => {
    const fetchMock = stubApi({});
    nameStep();
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBeNull();
    // Focus goes to the field to fix.
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the step on Enter in the last field and moves on to the address', async () => {
    const sent = stubStepSave('name');
    nameStep();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Augusta');
    await userEvent.type(screen.getByLabelText('Last name'), '{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?step=address'));
    expect(window.location.pathname).toBe('/app/live_accounts/contact');
    // An empty optional field is left out, as the contract's struct expects.
    expect(sent).toEqual([{ first_name: 'Augusta', last_name: 'Lovelace' }]);
  });

  it('offline, keeps Next off and says it needs a connection', async () => {
    const fetchMock = stubApi({});
    nameStep();
    await screen.findByLabelText('First name');
    goOffline();
    expect(screen.getByRole('status').textContent?.trim()).toBe(OFFLINE_SAVE);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(true);
    expect(screen.getByText('Next needs a connection.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the disclosures step of the live-account application', () => {
  const political = () => screen.getByRole('radiogroup', { name: /senior political figure/ });

  it('needs the detail a "yes" opens, and not after a "no"', async () => {
    const sent = stubStepSave('disclosures');
    renderStep('disclosures');
    // The form shows once the drafts table has been read.
    await screen.findByRole('radiogroup', { name: /senior political figure/ });
    await userEvent.click(within(political()).getByRole('radio', { name: 'Yes' }));
    const detail = screen.getByLabelText('Political office or organization');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(detail.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await userEvent.type(detail, 'City council');

    await userEvent.click(within(political()).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('Political office or organization')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/app/live_accounts/disclosures-employment'),
    );
    // The detail typed before the "no" is hidden, and not sent.
    expect(sent).toEqual([
      { politically_exposed: false, control_person: false, firm_affiliated: false },
    ]);
  });
});
