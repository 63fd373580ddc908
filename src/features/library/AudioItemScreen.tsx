// /app/audio/:slug (issue 8/10 item 5; spec §2 mobile "audio library"): one recording with the
// accessible player (AudioPlayer.tsx) and its transcript as text (ui/ContentBlocks), so it can be
// read instead of heard. The transcript is kept on the device once opened (content-cache.ts).
import { useParams } from 'wouter';
import { useQuery } from '@/platform/api';
import { Blocks } from '@/ui/ContentBlocks';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { AudioPlayer } from './AudioPlayer';
import { readAudioItem } from './cms';
import { libraryPaths } from './paths';
import { BackLink, DeviceCopyNotice, Meta } from './pieces';
import { minutesLabel } from './player-time';

export default function AudioItemScreen() {
  const slug = useParams<{ slug: string }>().slug ?? '';
  const { state, reload } = useQuery(() => readAudioItem(slug), [slug]);
  return (
    <Page title="Audio library" testId="audio-item">
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the recording"
        notFound={
          <Card data-testid="audio-missing">
            <Heading>Recording not found</Heading>
            <Muted>This recording does not exist or is no longer published.</Muted>
          </Card>
        }
      >
        {({ data: item, fromDevice }) => (
          <article aria-labelledby="audio-title">
            <DeviceCopyNotice shown={fromDevice} reload={reload} />
            <Heading id="audio-title">{item.title}</Heading>
            <Meta>{minutesLabel(item.duration_seconds)} · with transcript</Meta>
            <Summary>{item.summary}</Summary>
            {item.audio_url ? (
              <AudioPlayer
                src={item.audio_url}
                title={item.title}
                knownDuration={item.duration_seconds}
              />
            ) : (
              <Notice tone="info">There is no recording of this talk yet: read it below.</Notice>
            )}
            <section aria-labelledby="transcript-title">
              <Heading level={2} as="h2" id="transcript-title">
                Transcript
              </Heading>
              <Blocks blocks={item.transcript} headingLevel={3} />
            </section>
          </article>
        )}
      </QueryView>
      <BackLink href={libraryPaths.audio}>All recordings</BackLink>
    </Page>
  );
}

const Summary = styled('p', { lineHeight: 1.5, margin: '$3 0 $4' });
