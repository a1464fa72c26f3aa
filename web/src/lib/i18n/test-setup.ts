// Unit tests render in English, as the spec words them.
import { activate } from './i18n.ts';

await activate('en');
