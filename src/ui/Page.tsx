// Page container (spec §2): scrolls to top on mount; default width 800 px, at most 95% (spec §9).
// The document's first page is the exception: it keeps the scroll it has. A pre-rendered page is
// read, and scrolled, before its code arrives, and hydrating it must not throw the reader back to
// the top (nor undo the browser's restored position on a reload). Every page after it, a
// navigation inside the document, starts at the top.
import { useEffect, type ReactNode } from 'react';
import { currentBrand } from '@/platform/brand/current';
import { styled } from './theme/stitches';

const Container = styled('main', {
  width: '800px',
  maxWidth: '95%',
  margin: '0 auto',
  padding: '$5 0 $7',
  variants: { wide: { true: { width: '1100px' } } },
});

let firstPageShown = false;

export function Page({
  children,
  title,
  wide = false,
  testId,
}: {
  children: ReactNode;
  /** Sets document.title; the visible heading is the screen's own. */
  title: string;
  wide?: boolean;
  testId?: string;
}) {
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    document.title = `${title} · ${currentBrand.displayName}`;
  }, [title]);
  return (
    <Container wide={wide} data-testid={testId} id="main" tabIndex={-1}>
      {children}
    </Container>
  );
}
