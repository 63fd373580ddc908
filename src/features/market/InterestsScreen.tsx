// /app/interests (spec §2 mobile "interests selection"): the sectors a user cares about, chosen
// with the multi-select of spec §3/§4 (a click toggles membership). Explore lists them first.
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { SectorName } from '@/contract/market';
import { describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { useSignals } from '@preact/signals-react/runtime';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { interestsQuery, saveInterests } from './api';
import { MarketTabs } from './MarketTabs';
import { QueryView } from '@/ui/QueryView';
import { SectorPicker } from './SectorPicker';

export default function InterestsScreen() {
  const { state, reload } = useApiQuery(interestsQuery);
  return (
    <Page title="Interests" testId="interests-screen">
      <Heading>Interests</Heading>
      <MarketTabs />
      <QueryView state={state} reload={reload} loadingLabel="Loading your interests">
        {(data) => <InterestsForm initial={data.sectors} />}
      </QueryView>
    </Page>
  );
}

function InterestsForm({ initial }: { initial: SectorName[] }) {
  useSignals();
  const [chosen, setChosen] = useState<SectorName[]>(initial);
  const [saved, setSaved] = useState<SectorName[]>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = isOnline.value;
  const dirty = [...chosen].sort().join() !== [...saved].sort().join();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await saveInterests(chosen);
      setChosen(result.sectors);
      setSaved(result.sectors);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)}>
        <Muted>Pick the sectors you follow. Explore shows them first.</Muted>
        <SectorPicker value={chosen} onChange={setChosen} disabled={busy} />
        {error ? <Notice tone="error">{error}</Notice> : null}
        {!online ? (
          <Notice tone="warning">Saving needs a connection: you are offline.</Notice>
        ) : null}
        {!dirty && !error && saved !== initial ? (
          <Notice tone="info">
            Saved. <Link href={appPaths.explore}>See them on Explore</Link>
          </Notice>
        ) : null}
        <Button type="submit" disabled={busy || !online || !dirty}>
          {busy ? 'Saving…' : 'Save interests'}
        </Button>
      </form>
    </Card>
  );
}
