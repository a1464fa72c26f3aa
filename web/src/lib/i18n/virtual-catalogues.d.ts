// The modules web/i18n-catalogues.ts generates from shared/src/i18n/catalogues/<locale>/web.json.
declare module 'virtual:bookwish-catalogues' {
  export interface CatalogueModule {
    messages: import('@lingui/core').Messages;
    /** English's chunk only: the keys of the texts the server sends (messages.ts). */
    serverIds?: string[];
  }
  export const catalogues: Record<string, () => Promise<CatalogueModule>>;
}
