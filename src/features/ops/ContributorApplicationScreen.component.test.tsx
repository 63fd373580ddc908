// @vitest-environment happy-dom
// The console's review of a contributor application: the profile, samples and disclosure; Decline
// refuses to go without the note the member reads, then sends it and shows the decision; a decided
// application offers no decision. Answers are the contract's shapes.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { assert } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import { OpsContributorApplicationResponse } from '@/contract/contributor-applications';
import { queryClient } from '@/platform/queries';
import { stubApi } from '../../../tests/support/component-network';
import ContributorApplicationScreen from './ContributorApplicationScreen';

const ID = '5b0c7d3e-2f41-4c8a-9e6b-7a1d2c3b4e5f';
const CSRF = { body: { is_signed_in: true, csrf_token: 'token' } };

function review(decided: { state: 'declined'; note: string } | null) {
  const body = {
    application: {
      id: ID,
      state: decided?.state ?? 'pending',
      bio: 'Twenty years of reading bank balance sheets.',
      samples: [{ title: 'Why regional banks look cheap', body: 'Deposits have stabilised.' }],
      disclosure: 'I hold shares of JPM.',
      created_at: '2026-11-27T15:00:00.000Z',
      decided_at: decided ? '2026-11-28T15:00:00.000Z' : null,
      decision_note: decided?.note ?? null,
      user_id: '6c1d8e4f-3a52-4d9b-8f7c-8b2e3d4c5f60',
      name: 'Casey Contributor',
      email: 'casey@example.com',
      decided_by: decided ? 'olive@example.com' : null,
      handle: null,
    },
  };
  assert(body, OpsContributorApplicationResponse);
  return { body };
}

afterEach(() => queryClient.clear());

describe('a contributor application in the console', () => {
  it('declines only with a note, sends it and shows the decision', async () => {
    let decided: { state: 'declined'; note: string } | null = null;
    stubApi({
      [`GET /api/v1/ops/contributor_applications/${ID}`]: () => review(decided),
      'GET /api/v1/util/csrf': CSRF,
      [`POST /api/v1/ops/contributor_applications/${ID}/decision`]: ({ body }) => {
        expect(body).toEqual({ decision: 'decline', note: 'Add sources.' });
        decided = { state: 'declined', note: 'Add sources.' };
        return review(decided);
      },
    });
    render(<ContributorApplicationScreen id={ID} />);
    expect(await screen.findByText('I hold shares of JPM.')).toBeTruthy();
    expect(screen.getByText('Deposits have stabilised.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Note: write why/);

    fireEvent.change(screen.getByLabelText('Note the member reads (needed to decline)'), {
      target: { value: 'Add sources.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(screen.getByTestId('ops-contributor-state').textContent).toBe('Declined'),
    );
    expect(await screen.findByText(/note: “Add sources\.”/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
