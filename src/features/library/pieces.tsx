// Pieces the library's screens share: the News / Audio library tabs, the device-copy notice and
// the list rows.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { LinkTabs } from '@/ui/LinkTabs';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { libraryPaths } from './paths';
import { dateTimeFormat } from '@/ui/intl';

export const LibraryTabs = () => (
  <LinkTabs
    label="Library"
    links={[
      [libraryPaths.news, 'News'],
      [libraryPaths.audio, 'Audio library'],
    ]}
  />
);

/**
 * The copy this device kept when the page was last opened, shown because the content service
 * could not be reached: offline, or (spec §8's error flag) failing, with a retry.
 */
export function DeviceCopyNotice({ shown, reload }: { shown: boolean; reload: () => void }) {
  useSignals();
  if (!shown) return null;
  const online = isOnline.value;
  return (
    <Notice
      tone="warning"
      action={
        online ? (
          <Button variant="link" onClick={reload}>
            Try again
          </Button>
        ) : undefined
      }
    >
      <span data-testid="library-device-copy">
        {online
          ? 'This could not be loaded just now: showing the copy saved on this device.'
          : 'Offline: showing the copy saved on this device when you last opened it.'}
      </span>
    </Notice>
  );
}

const dateFormat = dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' });
/** A YYYY-MM-DD publication date, as a calendar date (no time zone shift). */
export const PublishedOn = ({ date }: { date: string }) => (
  <time dateTime={date}>{dateFormat.format(new Date(`${date}T00:00:00Z`))}</time>
);

export function ItemRow({
  href,
  title,
  meta,
  summary,
}: {
  href: string;
  title: string;
  meta: ReactNode;
  summary: string;
}) {
  return (
    <Row>
      <Title>
        <Link href={href}>{title}</Link>
      </Title>
      <Meta>{meta}</Meta>
      <Summary>{summary}</Summary>
    </Row>
  );
}

export const ItemList = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Row = styled('li', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  '& + &': { marginTop: '$3' },
});
const Title = styled('h2', {
  fontSize: '$md',
  margin: 0,
  lineHeight: 1.3,
  '& a': { color: '$text', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
export const Meta = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$1 0 0' });
const Summary = styled('p', { margin: '$2 0 0', lineHeight: 1.5 });
export const BackLink = styled(Link, { display: 'inline-block', marginTop: '$5' });
