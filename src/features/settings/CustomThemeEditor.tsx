// The custom theme (spec §3): exactly the customisable keys, each validated as #rgb or #rrggbb
// (§5). An invalid value shows its field error and nothing is saved.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { CUSTOMISABLE_KEYS, type CustomKey } from '@/ui/theme/custom';
import { HEX_COLOUR_ERROR, isHexColour } from '@/ui/theme/hex';
import { styled } from '@/ui/theme/stitches';
import { changeTheme, saveCustomColours, savedCustomColours } from '@/ui/theme/theme-state';

const LABELS: Record<CustomKey, string> = {
  appBackground: 'App background',
  componentNoOpacity: 'Cards and panels',
  text: 'Text',
  primaryCtaButton: 'Main buttons',
  buttonText: 'Button text',
  positive: 'Gains',
  neutral: 'Unchanged',
  negative: 'Losses',
  proColor: 'Pro points',
  conColor: 'Con points',
};

export function CustomThemeEditor() {
  useSignals();
  const [values, setValues] = useState<Record<string, string>>({ ...savedCustomColours.value });
  const [errors, setErrors] = useState<Partial<Record<CustomKey, string>>>({});
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = saveCustomColours(values);
    setErrors(Object.fromEntries(Object.keys(found).map((key) => [key, HEX_COLOUR_ERROR])));
    setSaved(Object.keys(found).length === 0);
    if (Object.keys(found).length === 0) changeTheme('custom');
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="custom-theme-heading">
      <h3 id="custom-theme-heading">Custom colours</h3>
      {saved ? <Notice tone="info">Saved. The custom theme is on.</Notice> : null}
      <Grid>
        {CUSTOMISABLE_KEYS.map((key) => (
          <Row key={key}>
            <Swatch
              aria-hidden
              style={{ background: isHexColour(values[key] ?? '') ? values[key] : 'transparent' }}
            />
            <TextField
              name={key}
              label={LABELS[key]}
              value={values[key] ?? ''}
              error={errors[key]}
              spellCheck={false}
              autoCapitalize="off"
              onChange={(name, value) => {
                setValues((previous) => ({ ...previous, [name]: value }));
                setSaved(false);
              }}
            />
          </Row>
        ))}
      </Grid>
      <Button type="submit">Save and use custom colours</Button>
    </form>
  );
}

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '0 $4',
  '@mobile': { gridTemplateColumns: '1fr' },
});
const Row = styled('div', {
  display: 'flex',
  gap: '$2',
  alignItems: 'flex-start',
  '& > div': { flex: 1 },
});
const Swatch = styled('span', {
  width: '28px',
  height: '28px',
  marginTop: '34px',
  borderRadius: '$sm',
  border: '1px solid $border',
  flexShrink: 0,
});
