// @vitest-environment happy-dom
// The idea form's symbol picker (SymbolPicker): the option a person moved to stays chosen when a
// search answer arrives after they moved (the answer for the last letters typed, slower than the
// keys), so Enter picks what is highlighted.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse, SecuritySummary } from '@/contract/market';
import { SymbolPicker } from './SymbolPicker';

const security = (symbol: string, name: string): SecuritySummary => ({
  symbol,
  name,
  exchange: 'NASDAQ',
  kind: 'stock',
  sector: 'Information Technology',
});
const MSFT = security('MSFT', 'Microsoft Corporation');
const MCHP = security('MCHP', 'Microchip Technology');

/**
 * Search answers the test releases itself, by the letters searched. On a slow machine the typing
 * outpaces the debounce now and then, so a search for fewer letters may be sent too; the test waits
 * for the one it answers, by its letters, rather than counting requests.
 */
function heldSearches() {
  const waiting: Array<{ q: string; answer: (results: SecuritySummary[]) => void }> = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    return new Promise<Response>((resolve) => {
      waiting.push({
        q,
        answer: (results) => {
          const body: SearchResponse = { query: q, results };
          resolve(
            new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
          );
        },
      });
    });
  });
  return {
    asked: (q: string) => waiting.some((search) => search.q === q),
    answer: (q: string, results: SecuritySummary[]) =>
      act(async () => {
        for (const search of waiting.filter((held) => held.q === q)) search.answer(results);
      }),
  };
}

function Form() {
  const [symbol, setSymbol] = useState('');
  return (
    <>
      <SymbolPicker value={symbol} onChange={setSymbol} />
      <output data-testid="value">{symbol}</output>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the symbol picker', () => {
  it('keeps the highlighted option when a later answer still lists it, and Enter picks it', async () => {
    const searches = heldSearches();
    render(<Form />);
    const picker = screen.getByRole('combobox', { name: 'Stock or ETF' });
    await userEvent.type(picker, 'micro');
    await waitFor(() => expect(searches.asked('micro')).toBe(true));
    await searches.answer('micro', [MCHP, MSFT]);
    await userEvent.type(picker, 's');
    await waitFor(() => expect(searches.asked('micros')).toBe(true));
    // The person moves to the second option before the answer for "micros" arrives.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('MSFT');
    await searches.answer('micros', [MSFT, MCHP]);
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('MSFT');
    await userEvent.keyboard('{Enter}');
    expect((picker as HTMLInputElement).value).toBe('MSFT');
    expect(screen.getByTestId('value').textContent).toBe('MSFT');
  });

  it('starts again at no option when the person types', async () => {
    const searches = heldSearches();
    render(<Form />);
    const picker = screen.getByRole('combobox', { name: 'Stock or ETF' });
    await userEvent.type(picker, 'micro');
    await waitFor(() => expect(searches.asked('micro')).toBe(true));
    await searches.answer('micro', [MCHP, MSFT]);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(picker, 's');
    expect(screen.queryByRole('option', { selected: true })).toBeNull();
  });
});
