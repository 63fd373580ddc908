// @vitest-environment happy-dom
// The new-thought form's checks before anything is sent (CreateThoughtForm): the live count
// against the contract's limits, "at least 10 characters" in an alert tied to the text, a ticker
// symbol where the form has none, and offline the post is kept to send later.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THOUGHT_MIN_CHARS } from '@/contract/community';
import { goOffline, stubApi } from '../../../tests/support/component-network';
import { CreateThoughtForm } from './CreateThoughtForm';

/** The form as a security's page opens it, or (`null`) without a symbol: it then asks for one. */
function form(symbol: string | null = 'AAPL') {
  const onDone = vi.fn();
  render(<CreateThoughtForm symbol={symbol ?? undefined} onDone={onDone} />);
  return onDone;
}

const thought = () => screen.getByLabelText('Your thought');

describe('the new-thought form', () => {
  it('counts characters as they are typed, with the minimum until it is reached', async () => {
    form();
    await userEvent.type(thought(), 'Too short');
    expect(screen.getByText(/characters/).textContent).toBe(
      `9 / 1,000 characters (at least ${THOUGHT_MIN_CHARS})`,
    );
    await userEvent.type(thought(), '!');
    expect(screen.getByText(/characters/).textContent).toBe('10 / 1,000 characters');
  });

  it('refuses a thought under 10 characters in an alert tied to the text, sending nothing', async () => {
    const fetchMock = stubApi({});
    const onDone = form();
    await userEvent.type(thought(), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Post thought' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Write at least 10 characters.');
    expect(thought().getAttribute('aria-invalid')).toBe('true');
    expect(thought().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(onDone).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the trimmed text, as the server does', async () => {
    form();
    await userEvent.type(thought(), '   Too short   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post thought' }));
    expect(screen.getByRole('alert').textContent).toBe('Write at least 10 characters.');
  });

  it('asks for a ticker symbol when the form is not on a security', async () => {
    form(null);
    await userEvent.type(thought(), 'Dividend growth looks durable here.');
    await userEvent.click(screen.getByRole('button', { name: 'Post thought' }));
    expect(screen.getByText('Enter a ticker symbol, e.g. AAPL.')).toBeTruthy();
    expect(screen.getByLabelText('Ticker symbol').getAttribute('aria-invalid')).toBe('true');
  });

  it('offline, says the thought will be kept and posted later', () => {
    form();
    goOffline();
    expect(screen.getByRole('status').textContent).toContain(
      'You are offline: your thought will be kept on this device',
    );
    expect(screen.getByRole('button', { name: 'Save and post later' })).toBeTruthy();
  });
});
