// Lingui's runtime, in its own chunk: fetched with the active catalogue before the first render, so
// the home page's initial JavaScript carries neither (web/README.md, "Languages").
import { setupI18n } from '@lingui/core';

export const i18n = setupI18n();
