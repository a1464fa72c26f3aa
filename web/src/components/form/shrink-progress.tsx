// Shrinking a chosen photo over 1 MB in the Web Worker (lib/images.ts), with its progress bar and a
// Cancel: one hook and one component, used by every photo picker (post covers, thank-you photos, the
// profile photo).

import { IMAGE_MAX_BYTES } from '@bookwish/shared/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n/i18n.ts';
import { fitImage, type ImageFit, isAllowedImageType } from '../../lib/images.ts';
import { Button } from '../ui/button.tsx';
import { ProgressBar } from './progress-bar.tsx';

export function useImageShrink() {
  /** 0..1 while a big photo is shrunk, else null. */
  const [shrinking, setShrinking] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const current = useRef<AbortController | null>(null);

  // Leaving the form mid-shrink ends the worker.
  useEffect(() => () => current.current?.abort(), []);

  /** The photo made to fit; 'cancelled' when Cancel or another pick took over. */
  const fit = async (file: File): Promise<ImageFit> => {
    current.current?.abort();
    setCancelled(false);
    const controller = new AbortController();
    current.current = controller;
    // The bar shows at once for a photo that will be shrunk, before the worker reports.
    if (file.size > IMAGE_MAX_BYTES && isAllowedImageType(file)) setShrinking(0);
    const result = await fitImage(file, { signal: controller.signal, onProgress: setShrinking });
    if (current.current !== controller) return { ok: false, reason: 'cancelled' };
    current.current = null;
    setShrinking(null);
    return result;
  };

  const cancel = () => {
    current.current?.abort();
    current.current = null;
    setShrinking(null);
    setCancelled(true);
  };

  /** A new pick (or none): forget an earlier Cancel. */
  const reset = () => {
    current.current?.abort();
    current.current = null;
    setShrinking(null);
    setCancelled(false);
  };

  return { shrinking, cancelled, fit, cancel, reset };
}

/**
 * For a form with a photo picker: pressing Post while the photo is still being made smaller waits
 * for it, then checks and sends the smaller photo (instead of refusing the big original as too
 * large). Give `track` to the picker (ImagePicker's onPending); `settled` before submitting.
 */
export function usePendingPhoto() {
  const pending = useRef<Promise<ImageFit> | null>(null);
  const track = useCallback((shrinking: Promise<ImageFit> | null) => {
    pending.current = shrinking;
  }, []);
  const waiting = useRef(false);
  /** True once no photo is being shrunk; false when the member pressed Cancel meanwhile, or when an
   * earlier press is already waiting (it submits; a second press must not submit twice). */
  const settled = useCallback(async (): Promise<boolean> => {
    let current = pending.current;
    if (!current) return true;
    if (waiting.current) return false;
    waiting.current = true;
    try {
      while (current) {
        const fit = await current;
        if (pending.current === current) return fit.ok || fit.reason !== 'cancelled';
        current = pending.current; // another pick took over, or Cancel (null)
      }
      return false;
    } finally {
      waiting.current = false;
    }
  }, []);
  return { track, settled };
}

/** The bar and Cancel while shrinking, and what happened, for screen readers too. `label`: the
 * picker's own, e.g. "Book cover". */
export function ShrinkProgress({
  label,
  shrinking,
  cancelled,
  onCancel,
}: {
  label: string;
  shrinking: number | null;
  cancelled: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {shrinking !== null && (
        <div className="flex items-center gap-3">
          <div className="flex-1">
            <ProgressBar
              value={shrinking}
              label={t('shrinkProgress.makingYourSmaller', { label: label.toLowerCase() })}
            />
          </div>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('shrinkProgress.cancel')}
          </Button>
        </div>
      )}
      <p role="status" className="text-sm text-ink-soft empty:hidden">
        {shrinking !== null
          ? t('shrinkProgress.makingYourPhotoSmaller')
          : cancelled
            ? t('shrinkProgress.noPhotoChosen')
            : ''}
      </p>
    </>
  );
}
