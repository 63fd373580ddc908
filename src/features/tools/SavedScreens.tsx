// Saved screens: save the screen on display under a name, load one (its criteria go into the URL),
// rename or delete it. Writes need the network; offline, the list still shows from the service
// worker's cache.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import {
  SCREEN_NAME_MAX,
  type SavedScreen,
  type SavedScreensResponse,
  type ScreenCriteria,
} from '@/contract/screener';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { deleteScreen, savedScreensQuery, saveScreen, updateScreen } from './api';
import { screenerUrl } from './criteria';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 0',
  borderBottom: '1px solid $border',
  '& > a': { flex: '1 1 140px', color: '$text', fontWeight: 600, minHeight: '32px' },
});
const Row = styled('form', {
  display: 'flex',
  gap: '$2',
  alignItems: 'flex-start',
  '& > :first-child': { flex: 1, minWidth: 0 },
});

const nameError = (name: string) =>
  name.trim().length === 0 || name.trim().length > SCREEN_NAME_MAX
    ? `The name must be 1 to ${SCREEN_NAME_MAX} characters.`
    : null;

// Saving, renaming or deleting marks the list stale (api.ts): it reads again by itself.
export function SavedScreens({ current }: { current: ScreenCriteria }) {
  const { state, reload } = useApiQuery(savedScreensQuery);
  return (
    <section aria-labelledby="saved-screens-heading">
      <Heading as="h2" level={2} id="saved-screens-heading">
        Saved screens
      </Heading>
      <SaveForm current={current} />
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading your saved screens"
        isEmpty={(data) => data.screens.length === 0}
        empty={<Muted>No saved screens yet. Run a screen, name it and save it.</Muted>}
      >
        {(data) => <ScreenList data={data} />}
      </QueryView>
    </section>
  );
}

function SaveForm({ current }: { current: ScreenCriteria }) {
  useSignals();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const online = isOnline.value;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    setSaved(null);
    if (problem) return;
    setBusy(true);
    try {
      // The page's criteria without paging: a saved screen starts at its first page.
      const { offset: _offset, ...criteria } = current;
      const screen = await saveScreen({ name: name.trim(), criteria });
      setSaved(screen.name);
      setName('');
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Row onSubmit={submit} aria-label="Save this screen" noValidate>
        <TextField
          name="screen-name"
          label="Name this screen"
          value={name}
          maxLength={SCREEN_NAME_MAX + 10}
          error={error}
          onChange={(_n, value) => {
            setName(value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy || !online}>
          Save
        </Button>
      </Row>
      {online ? null : <Muted>Saving needs a connection.</Muted>}
      {saved ? <Notice tone="info">Saved “{saved}”.</Notice> : null}
    </>
  );
}

function ScreenList({ data }: { data: SavedScreensResponse }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <List aria-label="Your saved screens">
        {data.screens.map((screen) => (
          <SavedItem key={screen.id} screen={screen} onFailure={setFailure} />
        ))}
      </List>
    </>
  );
}

function SavedItem({
  screen,
  onFailure,
}: {
  screen: SavedScreen;
  onFailure: (message: string | null) => void;
}) {
  useSignals();
  const online = isOnline.value;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(screen.name);
  const [error, setError] = useState<string | null>(null);

  async function rename(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    try {
      await updateScreen(screen.id, { name: name.trim() });
      setRenaming(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : describeError(failure));
    }
  }

  async function remove() {
    onFailure(null);
    try {
      await deleteScreen(screen.id);
    } catch (failure) {
      onFailure(describeError(failure));
    }
  }

  if (renaming) {
    return (
      <Item>
        <Row onSubmit={rename} aria-label={`Rename ${screen.name}`} noValidate>
          <TextField
            name="rename"
            label="New name"
            value={name}
            error={error}
            autoFocus
            onChange={(_n, value) => {
              setName(value);
              setError(null);
            }}
          />
          <Button type="submit" variant="secondary" disabled={!online}>
            Rename
          </Button>
          <Button type="button" variant="link" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </Row>
      </Item>
    );
  }
  return (
    <Item>
      <Link href={screenerUrl(screen.criteria)} aria-label={`Load ${screen.name}`}>
        {screen.name}
      </Link>
      <Button
        variant="quiet"
        disabled={!online}
        aria-label={`Rename ${screen.name}`}
        onClick={() => setRenaming(true)}
      >
        Rename
      </Button>
      <Button
        variant="quiet"
        disabled={!online}
        aria-label={`Delete ${screen.name}`}
        onClick={() => void remove()}
      >
        Delete
      </Button>
    </Item>
  );
}
