// A PNG/JPEG picker with preview. A photo over 1 MB is downscaled in a Web Worker as soon as it is
// chosen, with a progress bar and a Cancel; the form's schema then reports type or size in the spec's
// order if it still does not fit.

import { IMAGE_MAX_BYTES } from '@bookwish/shared/domain/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n/i18n.ts';
import { type ImageFit, isAllowedImageType } from '../../lib/images.ts';
import { FieldNotes } from './form-fields.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { ShrinkProgress, useImageShrink } from './shrink-progress.tsx';

export function ImagePicker({
  label,
  hint,
  error,
  value,
  onChange,
  progress,
  name,
  onPending,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  name?: string;
  /** Told of each shrink as it starts (null when the pick is cleared or cancelled): see usePendingPhoto. */
  onPending?: (shrinking: Promise<ImageFit> | null) => void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shrink = useImageShrink();

  /** The big original last sent to the worker: never previewed (decoding 10 MB for an 80 px
   * thumbnail is the work the worker exists to keep off the page). */
  const [original, setOriginal] = useState<File | null>(null);

  useEffect(() => {
    if (!value?.type.startsWith('image/') || value === original) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value, original]);

  const onPick = async (file: File | undefined) => {
    if (!file) {
      shrink.reset();
      onPending?.(null);
      return onChange(null);
    }
    // The original stands in until the smaller one is ready: a Post meanwhile is held back by the
    // size rule instead of posting without the picture.
    onChange(file);
    if (file.size > IMAGE_MAX_BYTES && isAllowedImageType(file)) setOriginal(file);
    const running = shrink.fit(file);
    onPending?.(running);
    const fit = await running;
    // Cancelled, or another pick took over.
    if (!fit.ok && fit.reason === 'cancelled') return;
    // When it cannot be made to fit, keep the original: the schema names the problem.
    onChange(fit.ok ? fit.file : file);
  };

  const onCancel = () => {
    shrink.cancel();
    onPending?.(null);
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  };

  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label} <span className="font-normal text-ink-soft">{t('imagePicker.optional')}</span>
      </label>
      <div className="flex items-start gap-4">
        {preview && (
          <img src={preview} alt="" className="aspect-[2/3] w-20 rounded-md object-cover ring-1 ring-line" />
        )}
        <div className="flex flex-1 flex-col gap-2">
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept="image/png,image/jpeg"
            aria-invalid={error ? true : undefined}
            aria-describedby={ids}
            onChange={(event) => void onPick(event.target.files?.[0])}
            className="block w-full text-sm text-ink-soft file:me-4 file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-brand-dark hover:file:bg-paper-deep"
          />
          <ShrinkProgress
            label={label}
            shrinking={shrink.shrinking}
            cancelled={shrink.cancelled}
            onCancel={onCancel}
          />
          {progress !== null && (
            <ProgressBar
              value={progress}
              label={t('imagePicker.uploading', { label: label.toLowerCase() })}
            />
          )}
        </div>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
