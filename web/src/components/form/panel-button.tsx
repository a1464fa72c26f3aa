// A post's main action button (Offer, Request) whose panel loads on first hover, focus or press:
// a visitor who only reads the page never downloads the panel's code.
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';

export function PanelButton({
  label,
  unavailable,
  preload,
  panel,
}: {
  label: string;
  /** Why the button cannot be used now (it is then disabled and says so beside it), or null. */
  unavailable: string | null;
  /** Starts loading the panel's chunk (the import() behind its lazy component). */
  preload: () => unknown;
  /** The lazy panel, rendered from the first press on so it can animate open and closed. */
  panel: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const [used, setUsed] = useState(false);
  const load = () => void preload();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The panel opens from state, not from its own trigger, so Radix has no trigger to give focus back
  // to: on close, focus returns to this button, unless another dialog (the thank-you) took it.
  useEffect(() => {
    if (wasOpen.current && !open) {
      requestAnimationFrame(() => {
        if (!document.querySelector('[role="dialog"][data-state="open"]')) button.current?.focus();
      });
    }
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Button
        ref={button}
        size="lg"
        disabled={unavailable !== null}
        aria-describedby={unavailable ? reasonId : undefined}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {unavailable && (
        <p id={reasonId} className="basis-full text-ink-soft sm:basis-auto">
          {unavailable}
        </p>
      )}
      {used && <Suspense fallback={null}>{panel(open, setOpen)}</Suspense>}
    </>
  );
}
