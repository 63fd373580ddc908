// "Share" on an idea or thought card: opens the share sheet, whose code loads on first press so
// feeds and security pages do not carry it.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/Button';
import type { ShareablePost } from './shareable';

const ShareSheet = lazy(() => import('./ShareSheet').then((m) => ({ default: m.ShareSheet })));

export function ShareButton({ post }: { post: ShareablePost }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="quiet"
        type="button"
        aria-haspopup="dialog"
        aria-label={`Share this ${post.kind}`}
        onClick={() => setOpen(true)}
      >
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareSheet post={post} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
