// Pieces the account screens share: the back link to the hub, a list of links, and the frame of
// a sub-screen (page, card, heading).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, Heading } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { accountSettingsPaths } from './paths';

export const LinkList = styled('ul', {
  padding: 0,
  margin: 0,
  listStyle: 'none',
  columns: 2,
  '& li': { padding: '$2 0', breakInside: 'avoid' },
  '@mobile': { columns: 1 },
});

const Back = styled('p', { margin: '0 0 $3' });

function BackToAccount() {
  return (
    <Back>
      <Link href={accountSettingsPaths.account}>← Account</Link>
    </Back>
  );
}

/** A sub-screen of the account hub: back link, one card, its heading. */
export function AccountPage({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} testId={testId}>
      <BackToAccount />
      <Card>
        <Heading>{title}</Heading>
        {children}
      </Card>
    </Page>
  );
}

export const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  marginTop: '$4',
});
