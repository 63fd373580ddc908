// The screener's results: one row per security, the sort keys as header
// buttons (aria-sort on the header cell says which one and which way), and a pager. Shared by
// the screener and the query tool's screen answers.
import { Link } from 'wouter';
import type { ScreenResponse, ScreenRow, ScreenSort } from '@/contract/screener';
import { securityPath } from '@/paths';
import { Button } from '@/ui/Button';
import {
  formatBasisPoints,
  formatChangeBasisPoints,
  formatCompactCents,
  formatPriceUnits,
  formatRatio,
  NOT_A_NUMBER,
} from '@/ui/format';
import { styled } from '@/ui/theme/stitches';

const Scroller = styled('div', {
  overflowX: 'auto',
  margin: '0 -$2',
  '&:focus-visible': { outline: '2px solid $focus' },
});

export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': {
    textAlign: 'right',
    padding: '$2',
    borderBottom: '1px solid $border',
    fontSize: '$sm',
    whiteSpace: 'nowrap',
  },
  '& th:first-child, & td:first-child': { textAlign: 'left' },
  // The name wraps under the symbol, so a phone sees more figures before it scrolls sideways.
  '& td:first-child': { whiteSpace: 'normal', minWidth: '110px', maxWidth: '170px' },
  '& thead th': { color: '$textMuted', fontWeight: 600 },
  '& td a': { color: '$text', fontWeight: 600 },
});

const SortButton = styled('button', {
  appearance: 'none',
  background: 'none',
  border: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  padding: '$1 0',
  minHeight: '32px',
  textDecoration: 'underline dotted',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const Tone = styled('span', {
  variants: {
    tone: {
      positive: { color: '$positive' },
      negative: { color: '$negative' },
      neutral: { color: '$textMuted' },
    },
  },
});

const Pager = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginTop: '$3',
  color: '$textMuted',
  fontSize: '$sm',
});

export function ChangeText({ bp }: { bp: number }) {
  return (
    <Tone tone={bp > 0 ? 'positive' : bp < 0 ? 'negative' : 'neutral'}>
      {formatChangeBasisPoints(bp)}
    </Tone>
  );
}

interface Column {
  key: ScreenSort;
  label: string;
  cell: (row: ScreenRow) => React.ReactNode;
}

function columns(range: string): Column[] {
  return [
    { key: 'symbol', label: 'Symbol', cell: (row) => <SymbolCell row={row} /> },
    { key: 'price', label: 'Price', cell: (row) => formatPriceUnits(row.price_e4) },
    { key: 'change', label: `Change ${range}`, cell: (row) => <ChangeText bp={row.change_bp} /> },
    {
      key: 'market_cap',
      label: 'Market cap',
      cell: (row) => formatCompactCents(row.market_cap_cents),
    },
    {
      key: 'pe_ratio',
      label: 'P/E',
      cell: (row) => (row.pe_ratio === null ? NOT_A_NUMBER : formatRatio(row.pe_ratio)),
    },
    {
      key: 'dividend_yield',
      label: 'Yield',
      cell: (row) => formatBasisPoints(row.dividend_yield_bp),
    },
    {
      key: 'week52_position',
      label: '52-wk position',
      cell: (row) => formatBasisPoints(row.week52_position_bp),
    },
  ];
}

function SymbolCell({ row }: { row: ScreenRow }) {
  return (
    <>
      <Link href={securityPath(row.symbol)}>{row.symbol}</Link>
      <br />
      <Tone tone="neutral">{row.name.length > 28 ? `${row.name.slice(0, 27)}…` : row.name}</Tone>
    </>
  );
}

export interface ResultsTableProps {
  data: ScreenResponse;
  /** Sort by a column: omitted, the headers are plain text. */
  onSort?: (sort: ScreenSort, order: 'asc' | 'desc') => void;
  onPage?: (offset: number) => void;
  caption: string;
}

export function ResultsTable({ data, onSort, onPage, caption }: ResultsTableProps) {
  const sort = data.criteria.sort ?? 'market_cap';
  const order = data.criteria.order ?? 'desc';
  const offset = Number(data.criteria.offset ?? 0);
  const limit = Number(data.criteria.limit ?? data.rows.length);
  const first = data.total === 0 ? 0 : offset + 1;
  const last = offset + data.rows.length;
  return (
    <>
      <Scroller tabIndex={0} role="region" aria-label={caption}>
        <Table data-testid="screen-results">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns(data.range).map((column) => {
                const active = column.key === sort;
                const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';
                const next = active && order === 'desc' ? 'asc' : active ? 'desc' : 'desc';
                return (
                  <th key={column.key} scope="col" aria-sort={ariaSort}>
                    {onSort ? (
                      <SortButton type="button" onClick={() => onSort(column.key, next)}>
                        {column.label}
                        {active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}
                      </SortButton>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.symbol}>
                {columns(data.range).map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      <Pager>
        <span data-testid="screen-count">
          {first}–{last} of {data.total}
        </span>
        {onPage ? (
          <span>
            {offset > 0 ? (
              <Button variant="link" onClick={() => onPage(Math.max(0, offset - limit))}>
                Previous
              </Button>
            ) : null}
            {last < data.total ? (
              <Button variant="link" onClick={() => onPage(offset + limit)}>
                Next
              </Button>
            ) : null}
          </span>
        ) : null}
      </Pager>
    </>
  );
}
