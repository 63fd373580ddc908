// One month of the calendar (spec §9) as a table of day buttons. One day at a time is tabbable
// (roving tabindex); arrow keys move it and Enter or Space selects it (native buttons).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { styled } from '@/ui/theme/stitches';
import { MONTH_NAMES, WEEKDAY_NAMES, monthGrid, moveDay } from './calendar';
import type { DateParts } from './dates';

const Table = styled('table', { borderCollapse: 'collapse', width: '100%' });
const Head = styled('th', { fontSize: '$xs', color: '$textMuted', padding: '$1', fontWeight: 600 });
const Day = styled('button', {
  width: '40px',
  height: '40px',
  border: '1px solid transparent',
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:hover': { borderColor: '$border' },
  '&[aria-current="date"]': { borderColor: '$primaryCtaButton' },
  // Inverted colours keep full contrast in both themes for the chosen day.
  '&[aria-pressed="true"]': { backgroundColor: '$text', color: '$appBackground', fontWeight: 600 },
});

const same = (a: DateParts | null, b: DateParts) =>
  a !== null && a.year === b.year && a.month === b.month && a.day === b.day;

export interface CalendarGridProps {
  year: number;
  month: number;
  active: DateParts;
  selected: DateParts | null;
  today: DateParts;
  range: { minYear: number; maxYear: number };
  onMove: (day: DateParts) => void;
  onSelect: (day: DateParts) => void;
}

export function CalendarGrid(props: CalendarGridProps) {
  const { year, month, active, selected, today, range, onMove, onSelect } = props;
  const table = useRef<HTMLTableElement>(null);
  // Set by an arrow key, so focus follows the active day even into a newly drawn month.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [active]);

  function keyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = moveDay(active, event.key, range);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onMove(next);
  }

  const title = `${MONTH_NAMES[month - 1]} ${year}`;
  return (
    <Table ref={table} onKeyDown={keyDown}>
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((weekday) => (
            <Head key={weekday} scope="col" abbr={weekday}>
              {weekday.slice(0, 2)}
            </Head>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(year, month).map((week, row) => (
          <tr key={row}>
            {week.map((day, column) => {
              if (day === null) return <td key={column} />;
              const parts = { year, month, day };
              return (
                <td key={column}>
                  <Day
                    type="button"
                    tabIndex={same(active, parts) ? 0 : -1}
                    aria-label={`${day} ${title}`}
                    aria-pressed={same(selected, parts)}
                    aria-current={same(today, parts) ? 'date' : undefined}
                    onClick={() => onSelect(parts)}
                  >
                    {day}
                  </Day>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
