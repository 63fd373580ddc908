// /share/{id} (spec §2). Shared ideas and thoughts arrive with the community (issue 6/10); until
// then no share id can exist, so every id is answered as an unknown link rather than faked.
import { Button } from '@/ui/Button';
import { Page } from '@/ui/Page';
import { appPaths } from '@/paths';

export default function SharePage() {
  return (
    <Page title="Shared post" testId="share-page">
      <h1>This shared link is not available</h1>
      <p>The post may have been removed, or the link may be incomplete.</p>
      <Button as="a" href={appPaths.dashboard}>
        Open Stockroom
      </Button>
    </Page>
  );
}
