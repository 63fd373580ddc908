// @vitest-environment happy-dom
// A featured contributor's publishing form: errors name their fields (Title, Text) and send
// nothing; the server's refusal shows; a published viewpoint says so and empties the form;
// offline, publishing is off. Answers are the contract's shapes.
import { fireEvent, render, screen } from '@testing-library/react';
import { assert } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewpointCreated } from '@/contract/viewpoints';
import { queryClient } from '@/platform/queries';
import { goOffline, goOnline, stubApi } from '../../../tests/support/component-network';
import { PublishForm } from './PublishForm';

const CSRF = { body: { is_signed_in: true, csrf_token: 'token' } };
const TEXT = 'Three reasons the big vendors keep earning more on every dollar of compute.';

afterEach(() => queryClient.clear());

describe('the publishing form', () => {
  it('names the fields left wrong and sends nothing; then publishes', async () => {
    const fetchMock = stubApi({
      'GET /api/v1/util/csrf': CSRF,
      'POST /api/v1/viewpoints': ({ body }) => {
        expect(body).toEqual({ title: 'Cloud margins', body: TEXT, subscriber_only: true });
        const answer = {
          viewpoint: {
            id: '7',
            title: 'Cloud margins',
            created_at: '2026-11-28T15:00:00.000Z',
            subscriber_only: true,
            locked: false,
            body: TEXT,
            teaser: TEXT,
          },
        };
        assert(answer, ViewpointCreated);
        return { status: 201, body: answer };
      },
    });
    render(<PublishForm handle="casey-contributor" />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Text is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Cloud margins' } });
    fireEvent.change(screen.getByLabelText('Text (at least 50 characters)'), {
      target: { value: 'Too short.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Text must be at least 50 characters.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Text (at least 50 characters)'), {
      target: { value: TEXT },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByTestId('viewpoint-published')).textContent).toMatch(
      /Published “Cloud margins”/,
    );
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal, and is off while offline', async () => {
    stubApi({
      'GET /api/v1/util/csrf': CSRF,
      'POST /api/v1/viewpoints': {
        status: 403,
        body: { error: 'Only featured contributors publish viewpoints.', code: 'forbidden' },
      },
    });
    render(<PublishForm handle="casey-contributor" />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Cloud margins' } });
    fireEvent.change(screen.getByLabelText('Text (at least 50 characters)'), {
      target: { value: TEXT },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Only featured contributors/);
    goOffline();
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await goOnline();
  });
});
