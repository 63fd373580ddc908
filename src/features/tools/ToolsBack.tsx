// "← Tools": every tool screen leads back to the hub (/app/tools).
import { Link } from 'wouter';
import { styled } from '@/ui/theme/stitches';
import { toolsPaths } from './paths';

const Back = styled(Link, {
  display: 'inline-block',
  color: '$textMuted',
  fontSize: '$sm',
  marginBottom: '$3',
  minHeight: '24px',
});

export function ToolsBack() {
  return <Back href={toolsPaths.hub}>← All tools</Back>;
}
