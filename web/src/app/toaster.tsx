// The one sonner Toaster, configured with the spec's toast constants (section 9). Sonner's own
// defaults already match width, gap, swipe threshold and removal delay; we pass what it exposes so
// a change to the constants shows here.
import { TOAST } from '@bookwish/shared/domain/constants';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

const style = { '--width': `${TOAST.width}px` } as CSSProperties;

export default function Toaster() {
  return (
    <Sonner
      visibleToasts={TOAST.visible}
      duration={TOAST.durationMs}
      gap={TOAST.gap}
      style={style}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Notifications"
    />
  );
}
