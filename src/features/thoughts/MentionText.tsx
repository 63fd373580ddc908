// A post's text with its mentions as links: `$AAPL` to the security's page, `@ada-lovelace` to the
// member's profile. The spans come from the server (src/contract/community.ts MentionSpan) and
// only say where the links go; the text stays React text nodes, so nothing a writer typed is ever
// read as markup. A span that does not fit the text (a newer server, a damaged cache) is skipped.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MentionSpan } from '@/contract/community';
import { profilePath } from '@/features/community';
import { securityPath } from '@/paths';

export function MentionText({
  text,
  mentions,
}: {
  text: string;
  mentions: readonly MentionSpan[];
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of mentions) {
    if (span.start < at || span.end > text.length || span.end <= span.start) continue;
    parts.push(text.slice(at, span.start));
    const label = text.slice(span.start, span.end);
    parts.push(
      <Link
        key={span.start}
        href={span.kind === 'symbol' ? securityPath(span.target) : profilePath(span.target)}
        className={`mention mention-${span.kind}`}
      >
        {label}
      </Link>,
    );
    at = span.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
