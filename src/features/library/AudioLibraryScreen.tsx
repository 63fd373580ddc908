// /app/audio (spec §2 mobile "audio library"): the recordings of the
// content service with their summary and length. Offline, the copy kept when last opened.
import { useApiQuery } from '@/platform/queries';
import { Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { audioListQuery } from './cms';
import { audioPath } from './paths';
import { DeviceCopyNotice, ItemList, ItemRow, LibraryTabs } from './pieces';
import { minutesLabel } from './player-time';

export default function AudioLibraryScreen() {
  const { state, reload } = useApiQuery(audioListQuery);
  return (
    <Page title="Audio library" testId="audio-list">
      <Heading>Audio library</Heading>
      <LibraryTabs />
      <Muted>Short talks about investing, each with its full transcript.</Muted>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the audio library"
        isEmpty={({ data }) => data.items.length === 0}
        empty={<Muted data-testid="audio-empty">There are no recordings yet.</Muted>}
      >
        {({ data, fromDevice }) => (
          <>
            <DeviceCopyNotice shown={fromDevice} reload={reload} />
            <ItemList aria-label="Recordings">
              {data.items.map((item) => (
                <ItemRow
                  key={item.slug}
                  href={audioPath(item.slug)}
                  title={item.title}
                  summary={item.summary}
                  meta={
                    <>
                      {minutesLabel(item.duration_seconds)}
                      {item.audio_url ? '' : ' · transcript only'}
                    </>
                  }
                />
              ))}
            </ItemList>
          </>
        )}
      </QueryView>
    </Page>
  );
}
