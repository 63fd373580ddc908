// The header's pop-up panels (the account menu, "More"): disclosures, not ARIA menus. The items
// are links and buttons reached with Tab; Escape or a press outside closes the panel and Escape
// gives focus back to the button; a navigation closes it too.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

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

  return { open, setOpen, root, button };
}
