// The console's frame: its name, who is signed in, and its places (support, identity reviews,
// reported posts, contributor applications, the sandbox mailbox, the content editor, the audit
// log).
// Plain and dense on purpose: operators work at desks, but it still fits a phone (320 px up).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { styled } from '@/ui/theme/stitches';
import { opsPaths } from './paths';

export function OpsLayout({ email, children }: { email: string; children: ReactNode }) {
  return (
    <>
      <Header>
        <Title>Stockroom operations</Title>
        <Nav aria-label="Console">
          <Link href={opsPaths.home}>Support</Link>
          <Link href={opsPaths.identityQueue}>Identity reviews</Link>
          <Link href={opsPaths.reportedPosts}>Reported posts</Link>
          <Link href={opsPaths.contributorApplications}>Contributor applications</Link>
          <Link href={opsPaths.mailbox}>Mailbox</Link>
          <Link href={opsPaths.content}>Content</Link>
          <Link href={opsPaths.audit}>Audit log</Link>
          <Link href="/app">Back to the app</Link>
        </Nav>
        <Who>{email}</Who>
      </Header>
      <Main>{children}</Main>
    </>
  );
}

const Header = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $5',
  padding: '$3 $4',
  borderBottom: '1px solid $border',
  backgroundColor: '$component',
});
const Title = styled('p', { margin: 0, fontWeight: 700 });
const Nav = styled('nav', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  '& a': {
    color: '$primaryCtaButton',
    minHeight: '44px',
    display: 'inline-flex',
    alignItems: 'center',
  },
});
const Who = styled('p', {
  margin: 0,
  color: '$textMuted',
  fontSize: '$sm',
  overflowWrap: 'anywhere',
});
const Main = styled('main', { maxWidth: '960px', margin: '0 auto', padding: '$4' });
