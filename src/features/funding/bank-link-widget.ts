// The bank-link widget behind a small interface. The instant-link screen loads
// the widget's script on demand (useScript, src/ui/ScriptLoader.tsx), then opens it and waits for
// the institution the user picked. Today the script is our SANDBOX picker
// (public/sandbox/bank-link.js: made-up institutions, no bank contacted); a real aggregator's
// script would be adapted here, behind the same `BankLinkWidget`, and nothing else would change.
import type { Institution } from '@/contract/funding';

interface BankLinkWidgetOptions {
  institutions: readonly Institution[];
  /** The user finished in the widget: link this institution (the server does the linking). */
  onSuccess: (institutionId: string) => void;
  /** The user left the widget without choosing. */
  onExit: () => void;
}

export interface BankLinkWidget {
  /** Shown to the user so a sandbox is never mistaken for a real bank connection. */
  readonly name: string;
  open(options: BankLinkWidgetOptions): { close(): void };
}

/** Where the sandbox widget is served from (public/, same origin: the CSP allows it). */
export const SANDBOX_WIDGET_SRC = '/sandbox/bank-link.js';

declare global {
  interface Window {
    StockroomSandboxBankLink?: BankLinkWidget;
  }
}

/** The widget its script registered, or null if the script has not run (or ran wrongly). */
export function loadedBankLinkWidget(): BankLinkWidget | null {
  const widget = typeof window === 'undefined' ? undefined : window.StockroomSandboxBankLink;
  return widget && typeof widget.open === 'function' ? widget : null;
}
