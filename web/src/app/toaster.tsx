// The one sonner Toaster, configured with the spec's toast constants (section 9). Sonner's own
// defaults already match width, gap, swipe threshold and removal delay; we pass what it exposes so
// a change to the constants shows here.

import { TOAST } from '@bookwish/shared/domain/constants';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { t } from '../lib/i18n/i18n.ts';

/** Sonner's rich colours, with text dark enough to read: its own put 13 px text at 4.25-4.35 : 1 on
 * the tinted backgrounds (success, info and error alike), under WCAG AA's 4.5 : 1. These keep each
 * hue and reach 5.2-5.7 : 1. Inline, they win over sonner's stylesheet. */
const style = {
  '--width': `${TOAST.width}px`,
  '--success-text': 'hsl(140, 100%, 24%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

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
