// Page container (spec §2): scrolls to top on mount; default width 800 px, at most 95% (spec §9).
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
