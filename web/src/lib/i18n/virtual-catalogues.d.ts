// The modules web/i18n-catalogues.ts generates from shared/src/i18n/catalogues/<locale>/web.json.
declare module 'virtual:bookwish-catalogues' {
  export interface CatalogueModule {
    messages: import('@lingui/core').Messages;
    /** English's chunk only: the keys of the texts the server sends (messages.ts). */
    serverIds?: string[];
  }
  export const catalogues: Record<string, () => Promise<CatalogueModule>>;
}

declare module 'virtual:bookwish-fallback-words' {
  /** Per language: the texts of 'language.wordsMissing' and 'msg.connection.retryNow' (the keys
   * web/i18n-catalogues.ts reads), for main.tsx when no catalogue arrives. */
  export const fallbackWords: Record<string, [string, string]>;
}
