// The modules web/i18n-catalogues.ts generates from shared/src/i18n/catalogues/<locale>/web.json.
declare module 'virtual:bookwish-catalogues' {
  export interface CatalogueModule {
    messages: import('@lingui/core').Messages;
    /** The server's English texts to their key (exact texts, and patterns for texts with a variable). */
    serverTexts: { exact: Record<string, string>; patterns: [string, string, string[]][] };
  }
  export const catalogues: Record<string, () => Promise<CatalogueModule>>;
}
