// An on/off switch (role=switch on a native button: Space and Enter flip it) with a title and a
// description that says what each position means.
import { useId } from 'react';
import { styled } from '@/ui/theme/stitches';

export function Switch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Row>
      <Text>
        <Label id={`${id}-label`}>{label}</Label>
        <Description id={`${id}-description`}>{description}</Description>
      </Text>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <Knob aria-hidden />
        <State aria-hidden>{checked ? 'On' : 'Off'}</State>
      </Track>
    </Row>
  );
}

const Row = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$4',
  padding: '$4 0',
  '& + &': { borderTop: '1px solid $border' },
});
const Text = styled('div', { minWidth: 0 });
const Label = styled('p', { margin: 0, fontWeight: 700 });
const Description = styled('p', { margin: '$1 0 0', color: '$textMuted', fontSize: '$sm' });
const Track = styled('button', {
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: '76px',
  height: '36px',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$appBackground',
  cursor: 'pointer',
  fontFamily: 'inherit',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&[aria-checked=true]': {
    backgroundColor: '$primaryCtaButton',
    borderColor: '$primaryCtaButton',
  },
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
});
const Knob = styled('span', {
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  backgroundColor: '$textMuted',
  transition: 'left 120ms ease',
  '[aria-checked=true] > &': { left: '43px', backgroundColor: '$buttonText' },
});
const State = styled('span', {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  right: '10px',
  fontSize: '$xs',
  fontWeight: 700,
  color: '$text',
  '[aria-checked=true] > &': { right: 'auto', left: '10px', color: '$buttonText' },
});
