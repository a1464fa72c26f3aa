// "Fill in from the ISBN" on Make a Wish and Give a Treat: type the ISBN, scan its barcode with the
// camera (where the browser offers one), or read it from a photo (always). The book found fills the
// fields the member left empty, for them to check and edit; what they typed or chose stays unless they
// tap "Use these" (book-findings.ts). The title and author come first, the cover after them with its
// own time limit: a cover that never comes holds nothing. Nothing is posted from here. The barcode
// reader (barcode-reader.ts, and its WebAssembly where the browser has no BarcodeDetector) is loaded
// only on a tap, so neither the form nor any other page carries it.

import { normalIsbn } from '@bookwish/shared/domain/isbn';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { buildIsGone } from '../../../lib/app-version.ts';
import { serverKey, serverText, t } from '../../../lib/i18n/i18n.ts';
import { foundCover, lookupBook } from '../api/lookup-book.ts';
import { type BookFill, type FormBook, sortFindings } from './book-findings.ts';

export type { BookFill, FormBook };

/** The found cover: still coming, in the form, none to be had, or one that did not arrive. */
type CoverState = 'coming' | 'kept' | 'none' | 'missing';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; text: string }
  | { kind: 'found'; title: string; author: string; cover: CoverState; offer: BookFill | null }
  | { kind: 'error'; text: string }
  /** The reader's files are gone with the build this page came from: only a reload brings them. */
  | { kind: 'gone' };

const readerModule = () => import('./barcode-reader.ts');

/** Our words for a lookup that did not fill the form: the server's (in the member's language) for a
 * bad ISBN, an unknown one or a slow catalogue; else the spec's try-again text. */
function lookupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 503 && serverKey(error.message)) {
    return serverText(error.message);
  }
  return errorText(error, t('msg.books.sourceFailed'));
}

/** What was found, with the cover as it stands. */
function foundText(title: string, cover: CoverState): string {
  if (cover === 'coming') return t('isbnScan.fetchingCover', { title });
  if (cover === 'kept') return t('isbnScan.found', { title });
  if (cover === 'missing') return t('isbnScan.coverMissing', { title });
  return t('isbnScan.foundNoCover', { title });
}

/** The found book, offered beside what the member put in the form. */
function offerText(title: string, author: string): string {
  return author ? t('isbnScan.offer', { title, author }) : t('isbnScan.offerNoAuthor', { title });
}

const canUseCamera = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && window.isSecureContext;

export function IsbnScan({
  onFill,
  form,
}: {
  onFill: (fill: BookFill) => void;
  /** The book's fields as the form holds them when the lookup lands. */
  form: () => FormBook;
}) {
  const id = useId();
  const [isbn, setIsbn] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const photo = useRef<HTMLInputElement>(null);
  const run = useRef<AbortController | null>(null);
  // The found cover in the form, and the picture it took the place of ("Don't use this cover" puts
  // that back: the member's own photo when "Use these" replaced it).
  const placedCover = useRef<{ cover: File; before: File | null } | null>(null);

  useEffect(() => () => run.current?.abort(), []);

  const placeCover = (cover: File) => {
    placedCover.current = { cover, before: form().cover };
    onFill({ cover });
  };

  const lookUp = async (raw: string) => {
    const valid = normalIsbn(raw);
    if (!valid) {
      setStatus({ kind: 'error', text: t('msg.books.invalidIsbn') });
      return;
    }
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setStatus({ kind: 'busy', text: t('isbnScan.lookingUp') });
    let book: Awaited<ReturnType<typeof lookupBook>>;
    try {
      book = await lookupBook(valid, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) setStatus({ kind: 'error', text: lookupErrorText(error) });
      return;
    }
    if (controller.signal.aborted) return;
    const author = book.authors.join(', ');
    const words: BookFill = { title: book.title, ...(author ? { author } : {}) };
    const first = sortFindings(words, form());
    onFill(first.fill);
    setStatus({
      kind: 'found',
      title: book.title,
      author,
      cover: book.cover ? 'coming' : 'none',
      offer: first.offer,
    });
    if (!book.cover) return;
    // The cover has its own time limit and slow line (apiFile); the form is the member's meanwhile
    // (they may have picked a photo, or taken the offer, by the time it comes).
    let file: File | null;
    try {
      file = await foundCover(valid, controller.signal);
    } catch {
      // Did not arrive (the time limit, a dropped connection): said, and the form stays usable.
      if (!controller.signal.aborted) {
        setStatus((now) => (now.kind === 'found' ? { ...now, cover: 'missing' } : now));
      }
      return;
    }
    if (controller.signal.aborted) return;
    const sorted = file ? sortFindings({ cover: file }, form()) : null;
    if (sorted?.fill.cover) placeCover(sorted.fill.cover);
    const offered = sorted?.offer?.cover;
    setStatus((now) => {
      if (now.kind !== 'found') return now;
      // A photo of the member's own: the cover joins what is offered beside the form.
      const offer = offered ? { ...now.offer, cover: offered } : now.offer;
      return { ...now, cover: sorted?.fill.cover ? 'kept' : 'none', offer };
    });
  };

  const takeOffer = (offer: BookFill) => {
    const { cover, ...words } = offer;
    onFill(words);
    if (cover) placeCover(cover);
    if (status.kind === 'found') {
      setStatus({ ...status, offer: null, cover: cover ? 'kept' : status.cover });
    }
  };

  const dropCover = () => {
    const placed = placedCover.current;
    // Only the found cover goes: a photo the member picked since stays.
    if (placed && form().cover === placed.cover) onFill({ cover: placed.before });
    placedCover.current = null;
    if (status.kind === 'found') setStatus({ ...status, cover: 'none' });
  };

  /** The reader did not load: the connection (try again, or type the ISBN) or a deploy (reload). */
  const readerFailed = async (error: unknown) => {
    const gone = await buildIsGone(error);
    setStatus(gone ? { kind: 'gone' } : { kind: 'error', text: t('isbnScan.readerFailed') });
  };

  const found = (value: string) => {
    setIsbn(value);
    void lookUp(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(isbn);
  };

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'busy', text: t('isbnScan.readingPhoto') });
    try {
      const reader = await readerModule();
      const value = await reader.readIsbnFromFile(file);
      if (value) found(value);
      else setStatus({ kind: 'error', text: t('isbnScan.noBarcode') });
    } catch (error) {
      await readerFailed(error);
    } finally {
      if (photo.current) photo.current.value = '';
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card bg-paper-deep/60 p-4 ring-1 ring-line">
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold">
        {t('isbnScan.heading')}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {t('isbnScan.hint')}
      </p>
      {/* Its own little form inside the post's: Enter in the ISBN box looks up, never posts. */}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-isbn`} className="font-semibold text-ink">
            {t('isbnScan.isbn')}
          </label>
          <input
            id={`${id}-isbn`}
            value={isbn}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            aria-describedby={`${id}-hint`}
            className="h-11 w-full rounded-xl border border-line bg-white px-4 text-ink focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
            onChange={(e) => setIsbn(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onSubmit(e);
            }}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void lookUp(isbn)}
          disabled={status.kind === 'busy'}
        >
          {t('isbnScan.lookUp')}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {canUseCamera() && !camera && (
          <Button type="button" variant="secondary" size="sm" onClick={() => setCamera(true)}>
            {t('isbnScan.scan')}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={() => photo.current?.click()}>
          {t('isbnScan.scanPhoto')}
        </Button>
        <input
          ref={photo}
          type="file"
          accept="image/*"
          // Opened by the button above: one control for assistive technology, not two.
          aria-hidden="true"
          tabIndex={-1}
          className="sr-only"
          onChange={(e) => void fromPhoto(e.target.files?.[0])}
        />
      </div>
      {camera && (
        <CameraScan
          video={video}
          onRead={(value) => {
            setCamera(false);
            found(value);
          }}
          onError={(text) => {
            setCamera(false);
            setStatus({ kind: 'error', text });
          }}
          onReaderFailed={(error) => {
            setCamera(false);
            void readerFailed(error);
          }}
          onStop={() => setCamera(false)}
        />
      )}
      <div role="status" aria-live="polite" className="mt-3 text-sm empty:hidden">
        {status.kind === 'busy' && <p className="text-ink-soft">{status.text}</p>}
        {status.kind === 'found' &&
          (status.offer ? (
            <p className="font-medium text-ink">{offerText(status.title, status.author)}</p>
          ) : (
            <p className={status.cover === 'coming' ? 'text-ink-soft' : 'font-medium text-forest'}>
              {foundText(status.title, status.cover)}
            </p>
          ))}
      </div>
      {status.kind === 'error' && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {status.text}
        </p>
      )}
      {status.kind === 'gone' && (
        <div role="alert" className="mt-3 flex flex-col items-start gap-2 text-sm">
          <p className="font-semibold">{t('msg.connection.updatedTitle')}</p>
          <p>{t('msg.connection.updated')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
            {t('msg.connection.reload')}
          </Button>
        </div>
      )}
      {status.kind === 'found' && status.offer?.cover && (
        <OfferedCover cover={status.offer.cover} title={status.title} />
      )}
      {status.kind === 'found' && status.offer && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => status.offer && takeOffer(status.offer)}
        >
          {t('isbnScan.useThese')}
        </Button>
      )}
      {status.kind === 'found' && !status.offer && status.cover === 'kept' && (
        <Button type="button" variant="ghost" size="sm" className="mt-1" onClick={dropCover}>
          {t('isbnScan.dropCover')}
        </Button>
      )}
    </section>
  );
}

/** The found cover beside the offer, so the member sees what "Use these" would put in place of
 * their photo. */
function OfferedCover({ cover, title }: { cover: File; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(cover);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [cover]);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t('isbnScan.offeredCover', { title })}
      className="mt-2 aspect-[2/3] w-16 rounded-md object-cover ring-1 ring-line"
    />
  );
}

/** The camera's view, read a few times a second until an ISBN shows. The camera is let go as soon as
 * one is read, when Stop is pressed, or when the member leaves the form. */
function CameraScan({
  video,
  onRead,
  onError,
  onReaderFailed,
  onStop,
}: {
  video: React.RefObject<HTMLVideoElement | null>;
  onRead: (isbn: string) => void;
  onError: (text: string) => void;
  /** The reader's code or WebAssembly did not load (why it did not decides what the member reads). */
  onReaderFailed: (error: unknown) => void;
  onStop: () => void;
}) {
  const [preparing, setPreparing] = useState(true);
  const handlers = useRef({ onRead, onError, onReaderFailed });
  handlers.current = { onRead, onError, onReaderFailed };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    (async () => {
      let reader: Awaited<ReturnType<typeof readerModule>>;
      try {
        reader = await readerModule();
        // Fetch the WebAssembly reader while the camera starts, not after.
        if (await reader.needsWasm()) void reader.loadWasmReader().catch(() => {});
      } catch (error) {
        if (!stopped) handlers.current.onReaderFailed(error);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        });
      } catch {
        if (!stopped) handlers.current.onError(t('isbnScan.cameraRefused'));
        return;
      }
      if (stopped || !video.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      setPreparing(false);
      const tick = async () => {
        if (stopped || !video.current) return;
        try {
          const isbn = await reader.readIsbn(video.current, canvas);
          if (isbn && !stopped) {
            handlers.current.onRead(isbn);
            return;
          }
        } catch (error) {
          if (!stopped) handlers.current.onReaderFailed(error);
          return;
        }
        timer = setTimeout(tick, 250);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [video]);

  return (
    <div className="mt-3 flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-xl bg-ink">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('isbnScan.cameraView')}
          className="aspect-[4/3] w-full object-cover"
        />
        {/* Where to hold the barcode. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[12%] inset-y-[30%] rounded-lg border-2 border-white/80"
        />
      </div>
      <p className="text-sm text-ink-soft">
        {preparing ? t('isbnScan.cameraStarting') : t('isbnScan.cameraHint')}
      </p>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onStop}>
        {t('isbnScan.stopCamera')}
      </Button>
    </div>
  );
}
