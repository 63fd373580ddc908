// Recurring deposits go to the live account only (server/services/funding/live-account.ts): a
// person without one is told so and sent to the application.
import { Link } from 'wouter';
import { liveAccountPaths } from '@/features/live-accounts';
import { Notice } from '@/ui/Notice';

export function NoLiveAccount() {
  return (
    <Notice tone="info">
      <span data-testid="no-live-account">
        Recurring deposits go to your live account, and you do not have one yet.{' '}
        <Link href={liveAccountPaths.onboard}>Open or continue your live-account application</Link>
      </span>
    </Notice>
  );
}
