// `npm run server-texts`: writes shared/src/domain/server-texts.ts from the English catalogue's msg.*
// texts (server-texts.derive.ts says how) and formats it as the repo does. Run it after adding or
// changing a server text in shared/src/i18n/catalogues/en/web.json; its test fails until then.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverTextsSource } from '@bookwish/shared/domain/server-texts.derive';

const target = fileURLToPath(new URL('../../../shared/src/domain/server-texts.ts', import.meta.url));
writeFileSync(target, serverTextsSource());
execFileSync('npx', ['biome', 'check', '--write', target], { stdio: 'inherit' });
