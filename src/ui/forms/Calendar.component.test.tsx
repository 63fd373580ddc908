// @vitest-environment happy-dom
// The calendar's panel hides about 100 ms after a day is picked (spec §9). Focus in the panel
// then moves to its toggle, but a person who has tabbed on within the delay keeps their place:
// a keyboard user pressing Enter on a form's submit button must not find it pressed on "Show
// calendar" instead.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './Calendar';
import { CALENDAR_HIDE_DELAY_MS } from './calendar';

function Form() {
  const [value, setValue] = useState('');
  return (
    <form>
      <Calendar
        name="start"
        label="Start date"
        value={value}
        onChange={(_, next) => setValue(next)}
        now={new Date(2026, 10, 26)}
      />
      <button type="submit">Schedule deposit</button>
    </form>
  );
}

const toggle = () => screen.getByRole('button', { name: /calendar$/ });
// Waits for the hiding rather than sleeping past it: a busy machine runs the timer late.
const hidden = () =>
  vi.waitFor(() => expect(toggle().getAttribute('aria-expanded')).toBe('false'), {
    timeout: CALENDAR_HIDE_DELAY_MS + 2_000,
  });

async function pickToday() {
  render(<Form />);
  await userEvent.click(toggle());
  screen.getByRole('button', { name: /^26 November 2026/ }).focus();
  await userEvent.keyboard('{Enter}');
  expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('11/26/2026');
}

describe('the calendar hiding after a pick', () => {
  it('gives focus to its toggle when focus was in the panel', async () => {
    await pickToday();
    await hidden();
    expect(document.activeElement).toBe(toggle());
  });

  it('leaves focus where a Tab within the delay took it', async () => {
    await pickToday();
    screen.getByRole('button', { name: 'Schedule deposit' }).focus();
    await hidden();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schedule deposit' }));
  });
});
