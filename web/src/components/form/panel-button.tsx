// A post's main action button (Offer, Request) whose panel loads on first hover, focus or press:
// a visitor who only reads the page never downloads the panel's code.
import { type ReactNode, Suspense, useState } from 'react';
import { Button } from '../ui/button.tsx';

export function PanelButton({
  label,
  disabled,
  preload,
  panel,
}: {
  label: string;
  disabled: boolean;
  /** Starts loading the panel's chunk (the import() behind its lazy component). */
  preload: () => unknown;
  /** The lazy panel, rendered from the first press on so it can animate open and closed. */
  panel: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const load = () => void preload();
  return (
    <>
      <Button
        size="lg"
        disabled={disabled}
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
      {used && <Suspense fallback={null}>{panel(open, setOpen)}</Suspense>}
    </>
  );
}
