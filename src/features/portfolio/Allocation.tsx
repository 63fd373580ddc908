// One allocation (by sector or by position): bars for the eye, hidden from
// assistive technology, and the same figures as a table (every chart has a table).
import type { ReactNode } from 'react';
import { Card, Heading } from '@/ui/Card';
import { formatBasisPoints } from '@/ui/format';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { Table } from './HistoryTable';

export interface AllocationRow {
  key: string;
  label: ReactNode;
  /** A plain-text name for the bar chart (the table carries the rich label). */
  name: string;
  detail?: string;
  valueCents: number;
  weightBp: number;
}

export function Allocation({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: AllocationRow[];
}) {
  return (
    <Card aria-labelledby={id} data-testid={id}>
      <Heading as="h2" level={2} id={id}>
        {title}
      </Heading>
      <Bars aria-hidden="true">
        {rows.map((row) => (
          <BarRow key={row.key}>
            <span>{row.name}</span>
            <Track>
              <Fill css={{ width: `${row.weightBp / 100}%` }} />
            </Track>
            <span>{formatBasisPoints(row.weightBp)}</span>
          </BarRow>
        ))}
      </Bars>
      <Table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                {row.detail ? <Detail>{row.detail}</Detail> : null}
              </th>
              <td>
                <Money cents={row.valueCents} />
              </td>
              <td>{formatBasisPoints(row.weightBp)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

const Detail = styled('span', { display: 'block', color: '$textMuted', fontSize: '$xs' });
const Bars = styled('div', { display: 'grid', gap: '$2', margin: '0 0 $4' });
const BarRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(90px, 30%) 1fr 64px',
  alignItems: 'center',
  gap: '$3',
  fontSize: '$sm',
  '& span:first-child': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& span:last-child': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});
const Track = styled('span', {
  display: 'block',
  height: '12px',
  borderRadius: '$pill',
  backgroundColor: '$border',
  overflow: 'hidden',
});
const Fill = styled('span', {
  display: 'block',
  height: '100%',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
});
