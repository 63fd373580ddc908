// Modal (spec §2 shared pieces): at most 570 px wide, 500 px high by default, opening over 150 ms
// (spec §9), in a portal above an Overlay. On phones (up to 768 px) it is a bottom sheet as tall as
// its content, so its primary action sits where the thumb is, above the home indicator. A dialog in the WAI-ARIA sense: labelled by its title,
// focus moves in on open and cannot Tab out, Escape closes, and focus goes back where it was.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { withEventSender } from '@/platform/analytics/sender';
import { Overlay } from './Overlay';
import { keyframes, styled } from '@/ui/theme/stitches';

const MODAL_MAX_WIDTH = 570; // spec §9
const MODAL_DEFAULT_HEIGHT = 500; // spec §9
const MODAL_OPEN_MS = 150; // spec §9

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Open dialogs, innermost last: only the innermost one holds focus, or two would fight over it.
const openDialogs: HTMLElement[] = [];

function focusablesIn(root: HTMLElement): HTMLElement[] {
  // Hidden elements (display:none, collapsed details) cannot take focus: skip them.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

const open = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

const rise = keyframes({
  from: { opacity: 0.6, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

const Dialog = styled('div', {
  position: 'fixed',
  zIndex: 1001,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100% - 2 * $space$4)',
  maxWidth: `${MODAL_MAX_WIDTH}px`,
  // Short viewports (landscape phones) still show the whole dialog; its body scrolls instead.
  maxHeight: 'calc(100% - 2 * $space$4)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$component',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$lg',
  animation: `${open} ${MODAL_OPEN_MS}ms ease-out`,
  '&:focus': { outline: 'none' },
  '@mobile': {
    top: 'auto',
    bottom: 0,
    left: 0,
    transform: 'none',
    width: '100%',
    maxWidth: 'none',
    maxHeight: 'calc(100% - max($space$5, env(safe-area-inset-top)))',
    borderRadius: '$lg $lg 0 0',
    borderBottom: 'none',
    paddingBottom: 'env(safe-area-inset-bottom)',
    animation: `${rise} ${MODAL_OPEN_MS}ms ease-out`,
  },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4 $5',
  borderBottom: '1px solid $border',
  '@mobile': { padding: '$2 $2 $2 $4' },
});

const Title = styled('h2', { margin: 0, fontSize: '$lg' });

const Close = styled('button', {
  appearance: 'none',
  border: 'none',
  background: 'transparent',
  color: '$textMuted',
  fontSize: '$xl',
  lineHeight: 1,
  width: '44px',
  height: '44px',
  borderRadius: '$pill',
  cursor: 'pointer',
  '&:hover': { color: '$text' },
});

const Body = styled('div', {
  padding: '$5',
  overflowY: 'auto',
  flex: 1,
  '@mobile': { padding: '$4' },
});

export interface ModalProps {
  open: boolean;
  /** Escape, the close button and a click on the overlay all call it. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** CSS height; 500 px unless the content needs something else (spec §9). */
  height?: number | 'auto';
  /** §3 'modal viewed' modal_type, sent each time it opens: a stable name (1 to 100 characters). */
  modalType: string;
  /** §3 context: where it opened; the screen's path unless given. */
  context?: string;
  /** §3 is_error and message: an error dialog says so, with the message it shows. */
  error?: string;
}

export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  height = MODAL_DEFAULT_HEIGHT,
  modalType,
  context,
  error,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // §3 'modal viewed' as it opens (again if it comes to show another error), once analytics has
  // started. Sent as built, without events.ts's schema check, whose superstruct schemas would put
  // the app shell over its budget: these properties fit it (Modal.component.test.tsx proves it).
  useEffect(() => {
    const properties = {
      context: context ?? location.pathname,
      is_error: error !== undefined,
      message: error ?? '',
      modal_type: modalType,
    };
    withEventSender((sender) => void sender.logEvent('modal viewed', properties));
  }, [context, error, modalType]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Start on the first control of the content, not the close button, so typing works at once.
    const first = (bodyRef.current && focusablesIn(bodyRef.current)[0]) ?? focusablesIn(dialog)[0];
    (first ?? dialog).focus();
    // Focus that escapes anyway (a click outside, an assistive tool) is pulled back in.
    openDialogs.push(dialog);
    const keepFocusInside = (event: FocusEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden'; // the page behind does not scroll under the dialog
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React bubbles a nested modal's keys through its portal to here: that modal handles them.
    const dialog = dialogRef.current;
    if (!dialog || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation(); // an outer modal stays open
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = focusablesIn(dialog);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault(); // nothing to move to: stay on the dialog
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Overlay onClick={onClose} />
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={{
          height: height === 'auto' ? 'auto' : `${height}px`,
          '@mobile': { height: 'auto' },
        }}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="Close" onClick={onClose}>
            <span aria-hidden>×</span>
          </Close>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
      </Dialog>
    </>
  );
}
