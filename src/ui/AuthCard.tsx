// The narrow centred card that holds sign-in and onboarding forms.
import type { ReactNode } from 'react';
import { Card, Heading, Muted } from './Card';
import { styled } from './theme/stitches';

const Narrow = styled('div', { maxWidth: '440px', margin: '$5 auto' });

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Narrow>
      <Card>
        <Heading>{title}</Heading>
        {subtitle ? <Muted>{subtitle}</Muted> : null}
        {children}
      </Card>
    </Narrow>
  );
}
