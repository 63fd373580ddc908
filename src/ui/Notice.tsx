// Inline status messages: errors (role=alert), offline state and confirmations.
import type { ReactNode } from 'react';
import { styled } from './theme/stitches';

const Box = styled('div', {
  borderRadius: '$md',
  padding: '$3 $4',
  margin: '0 0 $4',
  border: '1px solid',
  variants: {
    tone: {
      error: { borderColor: '$error', color: '$error' },
      warning: { borderColor: '$warning', color: '$warning' },
      info: { borderColor: '$border', color: '$textMuted' },
    },
  },
});

export function Notice({
  tone,
  children,
  action,
}: {
  tone: 'error' | 'warning' | 'info';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children} {action}
    </Box>
  );
}
