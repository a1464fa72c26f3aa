// A form's draft, kept so a lost connection, a lost session, a reload or a log-in never costs a member
// their words or their chosen photo. Text sits in sessionStorage (this tab only, read synchronously, so
// the form opens with it); a photo is a File in IndexedDB (sessionStorage holds strings only), tagged
// with this tab's id so another tab never picks it up. Each draft names the member who typed it (or
// '' for a visitor, who may log in next): another member signing in on this tab never sees it, and
// makes it go (forgetDraftsNotOf). An explicit sign-out forgets every draft (clearAllDrafts).
const PREFIX = 'bookwish.draft.';
const TAB_KEY = 'bookwish.tab';
const DB_NAME = 'bookwish-drafts';
const STORE = 'photos';

interface StoredDraft<T> {
  uid: string;
  values: T;
}

interface StoredPhoto {
  uid: string;
  tab: string;
  file: File;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a draft typed by `owner` may be shown to `uid` ('' is a visitor's, theirs after log-in). */
function belongs(owner: string, uid: string): boolean {
  return owner === uid || owner === '';
}

export function readDraft<T>(name: string, uid: string): Partial<T> | null {
  const raw = session()?.getItem(PREFIX + name);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<Partial<T>>;
    return belongs(draft.uid, uid) ? draft.values : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(name: string, uid: string, values: T): void {
  try {
    session()?.setItem(PREFIX + name, JSON.stringify({ uid, values } satisfies StoredDraft<T>));
  } catch {
    // Storage full or refused (a private window): the form still works, it just is not kept.
  }
}

export function clearDraft(name: string): void {
  session()?.removeItem(PREFIX + name);
  void writeDraftPhoto(name, '', null);
}

function tabId(): string {
  const store = session();
  let id = store?.getItem(TAB_KEY);
  if (!id) {
    id = Math.random().toString(36).slice(2);
    store?.setItem(TAB_KEY, id);
  }
  return id;
}

let dbPromise: Promise<IDBDatabase> | null = null;
function db(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  dbPromise.catch(() => {
    dbPromise = null;
  });
  return dbPromise;
}

async function photos<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  const database = await db();
  return new Promise<T>((resolve, reject) => {
    const request = run(database.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Keeps (or with null, forgets) the photo chosen in a form. */
export async function writeDraftPhoto(name: string, uid: string, file: File | null): Promise<void> {
  try {
    if (file) {
      const photo: StoredPhoto = { uid, tab: tabId(), file };
      await photos('readwrite', (store) => store.put(photo, name));
    } else {
      await photos('readwrite', (store) => store.delete(name));
    }
  } catch {
    // No IndexedDB (a private window in some browsers): the photo is simply not kept.
  }
}

export async function readDraftPhoto(name: string, uid: string): Promise<File | null> {
  try {
    const photo = await photos<StoredPhoto | undefined>('readonly', (store) => store.get(name));
    if (!photo || photo.tab !== tabId() || !belongs(photo.uid, uid)) return null;
    return photo.file;
  } catch {
    return null;
  }
}

/** A member signed in: every draft and photo of another member goes (a session that ended on its
 * own kept them for its member alone). A visitor's ('') stay: they are this member's typing. */
export async function forgetDraftsNotOf(uid: string): Promise<void> {
  const store = session();
  if (store) {
    for (const key of Object.keys(store)) {
      if (!key.startsWith(PREFIX)) continue;
      try {
        const owner = (JSON.parse(store.getItem(key) ?? '{}') as Partial<StoredDraft<unknown>>).uid;
        if (owner !== undefined && !belongs(owner, uid)) store.removeItem(key);
      } catch {
        store.removeItem(key);
      }
    }
  }
  try {
    const database = await db();
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction(STORE, 'readwrite');
      const cursor = transaction.objectStore(STORE).openCursor();
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return;
        if (!belongs((current.value as StoredPhoto).uid, uid)) current.delete();
        current.continue();
      };
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  } catch {
    // No IndexedDB: no photo was kept.
  }
}

/** Signing out forgets every draft: the next person at this browser sees none of them. */
export async function clearAllDrafts(): Promise<void> {
  const store = session();
  if (store) {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  }
  try {
    await photos('readwrite', (photoStore) => photoStore.clear());
  } catch {
    // Nothing kept.
  }
}

// The return-to page of a log-in, kept beside the drafts: a reload of /login (or signing up and
// entering the code) still ends where the member was.
const RETURN_KEY = 'bookwish.returnTo';

export function rememberReturnTo(path: string): void {
  session()?.setItem(RETURN_KEY, path);
}

export function returnTo(): string | null {
  return session()?.getItem(RETURN_KEY) ?? null;
}

export function forgetReturnTo(): void {
  session()?.removeItem(RETURN_KEY);
}
