// /app/audio/:slug (spec §2 mobile "audio library"): one recording with the
// accessible player (AudioPlayer.tsx) and its transcript as text (ui/ContentBlocks), so it can be
// read instead of heard. The transcript is kept on the device once opened (content-cache.ts).
import { Blocks } from '@/ui/ContentBlocks';
import { Heading } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { AudioPlayer } from './AudioPlayer';
import { audioItemQuery } from './cms';
import { ItemScreen } from './ItemScreen';
import { libraryPaths } from './paths';
import { Meta } from './pieces';
import { minutesLabel } from './player-time';

export default function AudioItemScreen() {
  return (
    <ItemScreen
      pageTitle="Audio library"
      testId="audio-item"
      noun="recording"
      idPrefix="audio"
      query={audioItemQuery}
      back={{ href: libraryPaths.audio, label: 'All recordings' }}
    >
      {(item) => (
        <>
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
        </>
      )}
    </ItemScreen>
  );
}

const Summary = styled('p', { lineHeight: 1.5, margin: '$3 0 $4' });
