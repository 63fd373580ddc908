// /app/search (spec §2 mobile "search"): instant results as you type, best first. Keyboard:
// ArrowDown from the field enters the list, ArrowUp/ArrowDown move through it, Enter opens a
// result, Escape goes back to the field. The query lives in the URL (?q=), so Back from a security
// page returns to the same results.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { SEARCH_QUERY_MAX, type SearchResponse } from '@/contract/market';
import type { QueryState } from '@/platform/api';
import { appPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { searchSecurities } from './api';
import { QueryView } from '@/ui/QueryView';
import { SecurityRows } from './SecurityRows';

/** Long enough to skip the keystrokes of a fast typist, short enough to feel instant. */
const DEBOUNCE_MS = 120;

export default function SearchScreen() {
  return (
    <Page title="Search" testId="search-screen">
      <Heading>Search</Heading>
      <SearchPanel />
    </Page>
  );
}

function SearchPanel() {
  const [, navigate] = useLocation();
  const initial = new URLSearchParams(useSearch()).get('q') ?? '';
  const [query, setQuery] = useState(initial);
  const { state, reload } = useInstantSearch(query);
  const field = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLDivElement>(null);

  const change = (_name: string, value: string) => {
    setQuery(value);
    const search = value.trim() ? `?${new URLSearchParams({ q: value })}` : '';
    navigate(`${appPaths.search}${search}`, { replace: true });
  };

  const links = () => [...(results.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusInput = () => field.current?.querySelector('input')?.focus();

  const onFieldKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && links().length > 0)) {
      event.preventDefault();
      const first = links()[0];
      if (event.key === 'Enter') first?.click();
      else first?.focus();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (at === 0) focusInput();
      else all[at - 1]?.focus();
    } else if (event.key === 'Escape') {
      focusInput();
    }
  };

  const trimmed = query.trim();
  return (
    <>
      <div ref={field} onKeyDown={onFieldKey}>
        <TextField
          name="q"
          type="search"
          label="Company or symbol"
          value={query}
          onChange={change}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX}
          enterKeyHint="search"
          hint="Results appear as you type. Arrow keys move through them."
        />
      </div>
      <Results ref={results} onKeyDown={onListKey}>
        {trimmed === '' ? (
          <Suggestions />
        ) : (
          <QueryView
            state={state}
            reload={reload}
            loadingLabel="Searching"
            isEmpty={(data) => data.results.length === 0}
            empty={
              <Card>
                <Muted role="status">
                  No stocks or ETFs match “{trimmed}”. Try a company name or a symbol.
                </Muted>
              </Card>
            }
          >
            {(data) => (
              <Card>
                <Count role="status">
                  {data.results.length === 1 ? '1 result' : `${data.results.length} results`}
                </Count>
                <SecurityRows
                  label={`Results for ${data.query}`}
                  items={data.results.map((security) => ({
                    security,
                    meta: `${security.exchange} · ${security.kind === 'etf' ? 'ETF' : security.sector}`,
                  }))}
                />
              </Card>
            )}
          </QueryView>
        )}
      </Results>
    </>
  );
}

/** The latest answer for the latest query: older responses arriving late are dropped. */
function useInstantSearch(query: string) {
  const [state, setState] = useState<QueryState<SearchResponse>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const q = query.trim();
    if (q === '') return;
    let live = true;
    // Earlier results stay up while the next answer is on its way: no spinner flash per keystroke.
    setState((previous) => (previous.status === 'success' ? previous : { status: 'loading' }));
    const timer = setTimeout(() => {
      searchSecurities(q).then(
        (data) => live && setState({ status: 'success', data }),
        (error: unknown) => live && setState({ status: 'error', error }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, attempt]);
  return { state, reload: () => setAttempt((n) => n + 1) };
}

function Suggestions() {
  return (
    <Card>
      <Muted>Type a company name or a ticker symbol, like “Apple” or “MSFT”.</Muted>
      <Muted>
        Or browse: <Link href={appPaths.trending}>trending stocks</Link>,{' '}
        <Link href={appPaths.explore}>sectors and lists</Link>,{' '}
        <Link href={appPaths.earnings}>upcoming earnings</Link>.
      </Muted>
    </Card>
  );
}

const Count = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '0 0 $2' });
const Results = styled('div', { marginTop: '$4' });
