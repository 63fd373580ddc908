// A lesson's parts in order (spec §3 content types): text, and the partner promotions
// (sponsorIntro, sponsorOutro, productPartnerOutro) as "Sponsored" cards whose button and tracked
// link come from the learn state, ladderQuoteTool as the same card holding a quote form
// (LadderQuoteTool.tsx); a custom lesson (learnDeposit,
// learnRecurringDeposit, learnCommunity, learnReferral) ends with a way into its real flow.
import type { LessonDocument } from '@/contract/content';
import type { LessonSummary } from '@/contract/learn';
import { Card, Heading, Muted } from '@/ui/Card';
import { Blocks } from '@/ui/ContentBlocks';
import { CUSTOM_FLOWS } from './custom-flows';
import { ActionLink } from './pieces';
import { LadderQuoteTool } from './LadderQuoteTool';
import { SponsorCard } from './SponsorCard';

export function LessonSections({
  lesson,
  summary,
}: {
  lesson: LessonDocument;
  /** The learn state's entry (partner links); absent when the state could not be loaded. */
  summary: LessonSummary | undefined;
}) {
  const flow = lesson.type === 'custom' && lesson.component ? CUSTOM_FLOWS[lesson.component] : null;
  return (
    <>
      <article aria-labelledby="lesson-title" data-testid="lesson-text">
        {lesson.sections.map((section, index) =>
          section.content_type === 'text' ? (
            <Blocks key={index} blocks={section.blocks} />
          ) : section.content_type === 'ladderQuoteTool' ? (
            <LadderQuoteTool
              key={index}
              partner={section.partner}
              headline={section.headline}
              text={section.text}
              link={summary?.partners.find((entry) => entry.kind === section.partner)}
            />
          ) : (
            <SponsorCard
              key={index}
              partner={section.partner}
              headline={section.headline}
              text={section.text}
              link={summary?.partners.find((entry) => entry.kind === section.partner)}
            />
          ),
        )}
      </article>
      {flow ? (
        <Card aria-labelledby="lesson-flow-title" data-testid="lesson-flow">
          <Heading level={2} as="h2" id="lesson-flow-title">
            Try it
          </Heading>
          <Muted>{flow.why}</Muted>
          <ActionLink href={flow.path}>{flow.label}</ActionLink>
        </Card>
      ) : null}
    </>
  );
}
