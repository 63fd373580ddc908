// A lesson's partner promotion (spec §3 content types sponsorIntro, sponsorOutro,
// productPartnerOutro, ladderQuoteTool; §1 partner kinds and their button texts; §7 partner links
// carry tracking parameters). Clearly labelled "Sponsored"; the button says exactly the partner's
// text and opens the tracked link from the learn state in a new tab.
import type { PartnerKind } from '@/contract/content';
import { partnerButtonText, type LessonSummary } from '@/contract/learn';
import { styled } from '@/ui/theme/stitches';

export const SponsorBox = styled('aside', {
  border: '1px solid $badge',
  borderRadius: '$lg',
  backgroundColor: '$component',
  padding: '$4 $5',
  margin: '$5 0',
  '& h3': { fontSize: '$lg', margin: '$2 0' },
  '& p': { lineHeight: 1.6, margin: '0 0 $4' },
});
export const SponsorLabel = styled('span', {
  display: 'inline-block',
  fontSize: '$xs',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: '$textMuted',
  border: '1px solid $border',
  borderRadius: '$pill',
  padding: '1px $2',
});
const SponsorCta = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '$2 $5',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
  color: '$buttonText',
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

/** How the partner is named on the card (the kinds are identifiers, not display names). */
export const PARTNER_NAMES: Record<PartnerKind, string> = {
  ladder: 'Ladder',
  youNeedABudget: 'YNAB',
  bestow: 'Bestow',
  lemonade: 'Lemonade',
  wagmo: 'Wagmo',
  vspdirect: 'VSP Direct',
  newConstructs: 'New Constructs',
  upstart: 'Upstart',
  galat: 'Galat',
  bankrate: 'Bankrate',
  covered: 'Covered',
};

export interface SponsorCardProps {
  partner: PartnerKind;
  headline: string;
  text: string;
  /** The learn state's entry for this partner: its button text and tracked link. */
  link: LessonSummary['partners'][number] | undefined;
}

export function SponsorCard({ partner, headline, text, link }: SponsorCardProps) {
  const name = PARTNER_NAMES[partner];
  return (
    <SponsorBox
      aria-label={`Sponsored by ${name}`}
      data-testid="sponsor-card"
      data-partner={partner}
    >
      <SponsorLabel>Sponsored · {name}</SponsorLabel>
      <h3>{headline}</h3>
      <p>{text}</p>
      <PartnerLink partner={partner} link={link} />
    </SponsorBox>
  );
}

/** The partner's outbound link (tracked, §7), opening in a new tab; nothing without a link. */
export function PartnerLink({ partner, link }: Pick<SponsorCardProps, 'partner' | 'link'>) {
  if (!link) return null;
  return (
    <SponsorCta href={link.url} target="_blank" rel="noopener noreferrer sponsored">
      {link.button_text || partnerButtonText(partner)}
      <span className="visually-hidden"> (opens {PARTNER_NAMES[partner]} in a new tab)</span>
    </SponsorCta>
  );
}
