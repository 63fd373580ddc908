// One button per share channel (spec §3 referral channels a link can travel over), in a grid:
// three across, two on a phone.
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import {
  SHARE_CHANNEL_LABELS,
  SHARE_SHEET_CHANNELS,
  type ShareSheetChannel,
} from './share-targets';

export function ChannelButtons({
  label,
  disabled = false,
  onPick,
}: {
  /** The group's name for screen readers ("Share over"). */
  label: string;
  disabled?: boolean;
  onPick: (channel: ShareSheetChannel) => void;
}) {
  return (
    <Grid role="group" aria-label={label}>
      {SHARE_SHEET_CHANNELS.map((channel) => (
        <Button
          key={channel}
          type="button"
          variant="secondary"
          disabled={disabled}
          onClick={() => onPick(channel)}
        >
          {SHARE_CHANNEL_LABELS[channel]}
        </Button>
      ))}
    </Grid>
  );
}

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2',
  margin: '$3 0 $4',
  '@mobile': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
