// The one sonner Toaster, configured with the spec's toast constants (section 9). Sonner's own
// defaults already match width, gap, swipe threshold and removal delay; we pass what it exposes so
// a change to the constants shows here.

import { TOAST } from '@bookwish/shared/domain/constants';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { t } from '../lib/i18n/i18n.ts';

const style = { '--width': `${TOAST.width}px` } as CSSProperties;

export default function Toaster() {
  return (
    <Sonner
      visibleToasts={TOAST.visible}
      duration={TOAST.durationMs}
      gap={TOAST.gap}
      style={style}
      // Bottom right: at the top they covered the sticky menu (Log In, Make a Wish); on a phone sonner
      // spans the bottom edge, away from the menu button.
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel={t('toaster.notifications')}
    />
  );
}
