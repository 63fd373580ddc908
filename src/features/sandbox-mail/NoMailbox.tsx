// What the mailbox screens say when the server has no sandbox mailbox to show (it sends through
// SMTP, or the request did not come from its own machine).
import { Card, Muted } from '@/ui/Card';

export function NoMailbox() {
  return (
    <Card>
      <Muted data-testid="sandbox-mail-none">
        There is no sandbox mailbox here: this server sends real mail, or you are not on the machine
        it runs on. Check your email inbox instead.
      </Muted>
    </Card>
  );
}
