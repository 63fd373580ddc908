// The idea form's security picker: a combobox over the market search (GET /securities/search),
// following the WAI-ARIA combobox pattern: typing searches, ArrowDown/ArrowUp move
// through the options (aria-activedescendant keeps focus in the field), Enter picks, Escape
// closes. The value is a ticker symbol; typing a symbol and leaving the field keeps it as typed.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { SecuritySummary } from '@/contract/market';
import { describeError } from '@/platform/api';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { searchSymbols } from './api';

const DEBOUNCE_MS = 150;
const MAX_OPTIONS = 8;

export function SymbolPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (symbol: string) => void;
}) {
  const listId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<readonly SecuritySummary[]>([]);
  // The active option by symbol, not by place: an answer that arrives after the person moved
  // through the list (a slower search for fewer letters) keeps their choice where it still is.
  const [activeSymbol, setActiveSymbol] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<SecuritySummary | null>(null);

  // A cleared form clears the field too.
  useEffect(() => {
    if (value === '') {
      setText('');
      setPicked(null);
    }
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (!open || q === '') return setOptions([]);
    let live = true;
    const timer = setTimeout(() => {
      searchSymbols(q).then(
        (data) => {
          if (!live) return;
          setOptions(data.results.slice(0, MAX_OPTIONS));
          setProblem(null);
        },
        (failure: unknown) => live && setProblem(describeError(failure)),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, open]);

  const pick = (security: SecuritySummary) => {
    setPicked(security);
    setText(security.symbol);
    setOpen(false);
    onChange(security.symbol);
  };

  const active = options.findIndex((security) => security.symbol === activeSymbol);
  const moveTo = (index: number) => setActiveSymbol(options[index]?.symbol ?? null);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      moveTo(Math.min(active + 1, options.length - 1));
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      moveTo(Math.max(active - 1, 0));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && options.length > 0;
  return (
    <Wrap onKeyDown={onKey}>
      <TextField
        name="symbol"
        label="Stock or ETF"
        value={text}
        error={error}
        hint={
          picked && picked.symbol === value
            ? `${picked.symbol} · ${picked.name}`
            : 'Type a company name or a symbol, then pick it from the list.'
        }
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        onChange={(_name, next) => {
          setText(next);
          setOpen(true);
          setActiveSymbol(null);
          setPicked(null);
          onChange(next.trim().toUpperCase());
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <Options id={listId} role="listbox" aria-label="Matching securities" hidden={!expanded}>
        {options.map((security, index) => (
          <Option
            key={security.symbol}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it comes before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(security);
            }}
          >
            <strong>{security.symbol}</strong> <span>{security.name}</span>
          </Option>
        ))}
      </Options>
      {problem && open ? <Problem role="alert">{problem}</Problem> : null}
    </Wrap>
  );
}

const Wrap = styled('div', { position: 'relative' });
const Options = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $4',
  padding: '$1',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$component',
  maxHeight: '280px',
  overflowY: 'auto',
});
const Option = styled('li', {
  padding: '$2 $3',
  borderRadius: '$sm',
  cursor: 'pointer',
  '& span': { color: '$textMuted', fontSize: '$sm' },
  '&[aria-selected=true], &:hover': {
    backgroundColor: '$appBackground',
    outline: '2px solid $focus',
  },
});
const Problem = styled('p', { color: '$error', fontSize: '$sm', margin: '0 0 $3' });
