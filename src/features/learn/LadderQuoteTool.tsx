// The insurance lesson's quote tool (spec §3 content type ladderQuoteTool; §1 Ladder, "SEE MY
// QUOTE"; §7 partner links carry tracking parameters): the small form the lesson promises (age,
// coverage amount, term length) and an indicative monthly premium from the SANDBOX quoter
// (ladder-quote.ts), labelled as one, then the partner's button: the learn state's tracked link,
// built on the server from the member's id and the lesson (server/services/learn/partner-links.ts).
// The form's values stay on this device.
import { useRef, useState, type FormEvent } from 'react';
import type { PartnerKind } from '@/contract/content';
import type { LessonSummary } from '@/contract/learn';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/forms/Select';
import { Money } from '@/ui/Money';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import {
  AGE_MAX,
  AGE_MIN,
  readQuoteForm,
  sandboxTermLifeQuoter,
  TERM_YEARS,
  type QuoteFormValues,
  type TermLifeQuote,
  type TermLifeQuoter,
} from './ladder-quote';
import { PARTNER_NAMES, PartnerLink, SponsorBox, SponsorLabel } from './SponsorCard';

const TERM_ITEMS = TERM_YEARS.map((years) => ({ text: `${years} years`, value: String(years) }));
const EMPTY: QuoteFormValues = { age: '', coverage: '', term: '' };
const FIELD_ORDER = ['age', 'coverage', 'term'] as const;

export interface LadderQuoteToolProps {
  partner: PartnerKind;
  headline: string;
  text: string;
  /** The learn state's entry for this partner: its button text and tracked link. */
  link: LessonSummary['partners'][number] | undefined;
  /** Who quotes; the sandbox unless a test passes another. */
  quoter?: TermLifeQuoter;
}

export function LadderQuoteTool({
  partner,
  headline,
  text,
  link,
  quoter = sandboxTermLifeQuoter,
}: LadderQuoteToolProps) {
  const name = PARTNER_NAMES[partner];
  const kind = quoter.name === 'sandbox' ? 'Sandbox quote' : 'Estimate';
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<QuoteFormValues>>({});
  const [quote, setQuote] = useState<TermLifeQuote | null>(null);

  const update = (field: string, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setQuote(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readQuoteForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      setQuote(null);
      // The keyboard goes to the first field to correct.
      const first = FIELD_ORDER.find((field) => read.errors[field]);
      const element = first ? form.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    setQuote(quoter.quote(read.request));
  };

  return (
    <SponsorBox
      aria-label={`Sponsored by ${name}: term life quote`}
      data-testid="ladder-quote-tool"
      data-partner={partner}
    >
      <SponsorLabel>Sponsored · {name}</SponsorLabel>
      <h3>{headline}</h3>
      <p>{text}</p>
      <Form ref={form} noValidate onSubmit={submit} aria-label={`${name} term life quote`}>
        <Fields>
          <TextField
            name="age"
            label="Age"
            value={values.age}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            hint={`${AGE_MIN} to ${AGE_MAX}`}
            error={errors.age}
            onChange={update}
          />
          <TextField
            name="coverage"
            label="Coverage amount"
            prefix="$"
            maskType="dollarAmount"
            value={values.coverage}
            autoComplete="off"
            hint="$100,000 to $1,000,000"
            error={errors.coverage}
            onChange={update}
          />
          <Select
            name="term"
            label="Term length"
            value={values.term}
            items={TERM_ITEMS}
            placeholder="Choose a term"
            error={errors.term}
            onChange={update}
          />
        </Fields>
        <Button type="submit" variant="secondary">
          Estimate my premium
        </Button>
      </Form>
      <div role="status" aria-live="polite" data-testid="ladder-quote-result">
        {quote ? (
          <Result>
            {quote.kind === 'quoted' ? (
              <strong>
                {kind}: about <Money cents={quote.monthlyCents} /> a month
              </strong>
            ) : (
              <strong>
                {kind}: {quote.reason}
              </strong>
            )}
            <span>
              {quoter.name === 'sandbox'
                ? `Worked out on this device from a test rate table, not an offer from ${name}. `
                : null}
              Your real price depends on your health and history: see it on {name}’s site.
            </span>
          </Result>
        ) : null}
      </div>
      <PartnerLink partner={partner} link={link} />
    </SponsorBox>
  );
}

const Form = styled('form', { margin: '0 0 $4', minWidth: 0 });
// One column on phones (320 px and up), three from the tablet width; inputs may shrink.
const Fields = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: '$3',
  '@tablet': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@desktop': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
const Result = styled('p', {
  display: 'grid',
  gap: '$1',
  '& strong': { fontSize: '$lg' },
  '& > span': { color: '$textMuted', fontSize: '$sm' },
});
