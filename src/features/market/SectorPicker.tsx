// The sector chips of /app/interests: the multi-select of spec §3/§4 (a click toggles membership,
// ui/forms/multi-select.ts), as native checkboxes in a fieldset so Tab and Space work and the
// legend names the group. Its own markup rather than ui/forms/MultiSelect: that one shares
// field-styles with TextField, and the shared chunk that makes costs `/` half a KiB of its tight
// JS budget (measured with `npm run bench:js`).
import { SECTOR_NAMES, type SectorName } from '@/contract/market';
import { toggleMembership } from '@/ui/forms/multi-select';
import { styled } from '@/ui/theme/stitches';

const label = (sector: SectorName) => (sector === 'ETF' ? 'Exchange-traded funds' : sector);
const isSector = (value: string): value is SectorName =>
  (SECTOR_NAMES as readonly string[]).includes(value);

export function SectorPicker({
  value,
  onChange,
  disabled,
}: {
  value: readonly SectorName[];
  onChange: (value: SectorName[]) => void;
  disabled?: boolean;
}) {
  return (
    <Fieldset disabled={disabled} aria-describedby="sector-count">
      <Legend>Sectors</Legend>
      <Options>
        {SECTOR_NAMES.map((sector) => (
          <Option key={sector}>
            <input
              type="checkbox"
              name="sectors"
              value={sector}
              checked={value.includes(sector)}
              onChange={() => onChange(toggleMembership(value, sector).filter(isSector))}
            />
            {label(sector)}
          </Option>
        ))}
      </Options>
      <Count id="sector-count">
        {value.length} of {SECTOR_NAMES.length} chosen
      </Count>
    </Fieldset>
  );
}

const Fieldset = styled('fieldset', { border: 0, padding: 0, margin: '0 0 $4', minWidth: 0 });
const Legend = styled('legend', {
  fontSize: '$sm',
  fontWeight: 600,
  padding: 0,
  marginBottom: '$2',
});
const Options = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Option = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  padding: '$2 $4',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$component',
  color: '$text',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$primaryCtaButton', fontWeight: 600 },
  '&:has(input:focus-visible)': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:has(input:disabled)': { borderStyle: 'dashed', color: '$textMuted', cursor: 'not-allowed' },
  '& input': { margin: 0, accentColor: 'var(--colors-primaryCtaButton)' },
});
const Count = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$2 0 0' });
