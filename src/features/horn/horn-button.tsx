// <HornButton roomId?>: the 喇叭 button that opens the send-horn dialog (visitors get the login dialog).
// The header shows one; the room page places its own with the room's id so the marquee links back there.
import { lazy, Suspense, useState } from 'react';
import { currentSession, openLogin } from '../user/session';
import { HornIcon } from './horn-icon';

// The dialog (and the nobility dialog it opens) loads on the first click, not with every page's header.
const HornDialog = lazy(() => import('./horn-dialog').then((m) => ({ default: m.HornDialog })));

export interface HornButtonProps {
  roomId?: number;
  /** Replaces the header's look (e.g. a light button in the room's chat bar). */
  className?: string;
  /** Show the word 喇叭 beside the icon (the header shows the icon alone). */
  label?: boolean;
}

/** The header is full: there the button is a round icon, named by its label and tooltip. */
const headerLook =
  'flex size-8 shrink-0 items-center justify-center rounded-full text-white/80 ring-1 ring-white/20 hover:text-white hover:ring-white/50';

export function HornButton({ roomId, className = headerLook, label = false }: HornButtonProps) {
  const [open, setOpen] = useState(false);
  const click = () => {
    if (!currentSession().auth) openLogin();
    else setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        data-testid="horn-button"
        aria-label="发喇叭"
        title="发全站喇叭"
        onClick={click}
        className={className}
      >
        <HornIcon />
        {label && <span className="whitespace-nowrap">喇叭</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HornDialog roomId={roomId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
