// The header's pop-up panels (the account menu, "More"): disclosures, not ARIA menus. The items
// are links and buttons reached with Tab; Escape or a press outside closes the panel and Escape
// gives focus back to the button; a navigation closes it too.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** What the button that opens and closes the panel carries. */
  const triggerProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((was) => !was),
  };
  return { open, close: () => setOpen(false), root, panelId, triggerProps };
}
