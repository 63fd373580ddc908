// @vitest-environment happy-dom
// The contributor side of /viewpoint_contributors/manage: a member who is no contributor gets the
// application form, whose errors name their fields and send nothing; a sent one shows as waiting;
// a declined one shows the operator's note and the form again with the last words; a contributor
// gets the publishing part; offline, sending is off and says why. Answers are the contract's
// shapes.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { assert } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ContributorApplication,
  MyContributorApplication,
} from '@/contract/contributor-applications';
import { queryClient } from '@/platform/queries';
import { goOffline, goOnline, stubApi } from '../../../tests/support/component-network';
import { ContributorApplicationPanel } from './ContributorApplicationPanel';

const CSRF = { body: { is_signed_in: true, csrf_token: 'token' } };
const APPLICATION: ContributorApplication = {
  id: '5b0c7d3e-2f41-4c8a-9e6b-7a1d2c3b4e5f',
  state: 'pending',
  bio: 'Twenty years of reading bank balance sheets, now writing about them.',
  samples: [
    {
      title: 'Why regional banks look cheap',
      body: 'Deposits have stabilised and margins recover faster than the market prices in.',
    },
  ],
  disclosure: 'I hold shares of JPM.',
  created_at: '2026-11-27T15:00:00.000Z',
  decided_at: null,
  decision_note: null,
};

function mine(application: ContributorApplication | null, handle: string | null = null) {
  const body = { application, contributor_handle: handle };
  assert(body, MyContributorApplication);
  return { body };
}

const panel = () => (
  <ContributorApplicationPanel
    contributor={(handle) => <p data-testid="publishing">Publishing as {handle}</p>}
  />
);

afterEach(() => queryClient.clear());

describe('the contributor application', () => {
  it('names every field a person left wrong and sends nothing; a good one shows as waiting', async () => {
    let sent = false;
    const fetchMock = stubApi({
      'GET /api/v1/contributor_applications/mine': () => mine(sent ? APPLICATION : null),
      'GET /api/v1/util/csrf': CSRF,
      'POST /api/v1/contributor_applications': ({ body }) => {
        sent = true;
        expect(body).toMatchObject({
          agreed_to_guidelines: true,
          disclosure: APPLICATION.disclosure,
        });
        return { status: 201, ...mine(APPLICATION) };
      },
    });
    render(panel());
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    for (const message of [
      'About you is required.',
      'Sample 1 title is required.',
      'Sample 1 text is required.',
      'Disclosure is required.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByText(/Agreement to the guidelines: tick the box/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByRole('link', { name: 'viewpoint guidelines' }).getAttribute('href')).toBe(
      '/app/viewpoint_guidelines',
    );

    fireEvent.change(screen.getByLabelText('About you (your contributor profile)'), {
      target: { value: APPLICATION.bio },
    });
    fireEvent.change(screen.getByLabelText('Sample 1 title'), {
      target: { value: APPLICATION.samples[0]!.title },
    });
    fireEvent.change(screen.getByLabelText('Sample 1 text (at least 50 characters)'), {
      target: { value: 'Too short.' },
    });
    fireEvent.change(screen.getByLabelText(/^Disclosure/), {
      target: { value: APPLICATION.disclosure },
    });
    fireEvent.click(screen.getByLabelText(/I have read the viewpoint guidelines/));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Sample 1 text must be at least 50 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sample 1 text (at least 50 characters)'), {
      target: { value: APPLICATION.samples[0]!.body },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('contributor-application-pending')).toBeTruthy();
    expect(screen.getByText('Waiting for review')).toBeTruthy();
  });

  it('declined: shows the operator’s note and the form again, starting from the last words', async () => {
    stubApi({
      'GET /api/v1/contributor_applications/mine': mine({
        ...APPLICATION,
        state: 'declined',
        decided_at: '2026-11-28T15:00:00.000Z',
        decision_note: 'Add sources for your figures.',
      }),
      'GET /api/v1/util/csrf': CSRF,
    });
    render(panel());
    expect((await screen.findByTestId('contributor-application-declined')).textContent).toMatch(
      /“Add sources for your figures\.”/,
    );
    expect((screen.getByLabelText('Sample 1 title') as HTMLInputElement).value).toBe(
      APPLICATION.samples[0]!.title,
    );
  });

  it('a featured contributor gets publishing, not the form', async () => {
    stubApi({
      'GET /api/v1/contributor_applications/mine': mine(
        { ...APPLICATION, state: 'approved' },
        'casey-contributor',
      ),
    });
    render(panel());
    expect((await screen.findByTestId('publishing')).textContent).toBe(
      'Publishing as casey-contributor',
    );
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('offline: sending is off and says it needs a connection', async () => {
    stubApi({ 'GET /api/v1/contributor_applications/mine': mine(null) });
    render(panel());
    const send = await screen.findByRole('button', { name: 'Send application' });
    goOffline();
    expect(await screen.findByTestId('contributor-application-offline')).toBeTruthy();
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await goOnline();
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
  });
});
