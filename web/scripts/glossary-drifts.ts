// What the glossary check (web/src/lib/i18n/glossary-terms.test.ts) would name in one language, with
// each message's English beside it, for a reviewer fixing the words or a glossary row:
//   npx tsx web/scripts/glossary-drifts.ts pa
import { readFileSync } from 'node:fs';
import {
  drifts,
  englishTerms,
  offRegister,
  readCatalogue,
  register,
  renderings,
  words,
} from '../src/lib/i18n/glossary-check.ts';

const root = new URL('../../shared/src/i18n/catalogues/', import.meta.url).pathname;
const locale = process.argv[2];
if (!locale || locale === 'en') {
  console.error('Name a translated language: fr-CA, zh-Hant, zh-Hans, fa or pa.');
  process.exit(2);
}
const english = readCatalogue(`${root}en`);
const target = readCatalogue(`${root}${locale}`);
const readme = readFileSync(`${root}${locale}/README.md`, 'utf8');
const forms = renderings(readme);
let found = 0;
for (const term of englishTerms(readFileSync(`${root}en/README.md`, 'utf8'))) {
  for (const key of drifts(term, forms.get(term.term) ?? [], english, target)) {
    found += 1;
    console.log(`${term.term} (${(forms.get(term.term) ?? []).join(', ')}): ${key}`);
    console.log(`  en: ${words(english[key] ?? '')}`);
    console.log(`  ${locale}: ${target[key]}`);
  }
}
for (const line of offRegister(register(readme), target)) {
  found += 1;
  console.log(`ruled out: ${line}`);
}
console.log(found ? `${found} to look at.` : 'Nothing drifts.');
process.exitCode = found ? 1 : 0;
