/**
 * Writes Configuration/TypoScript/constants.typoscript from the site set's settings definitions
 * (scripts/typo3/settings.ts): `npx ts-node scripts/typo3/constants.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSTANTS_FILE, ROOT, readDefinitions, renderConstants } from './settings';

writeFileSync(path.join(ROOT, CONSTANTS_FILE), renderConstants(readDefinitions()));
console.log(`wrote ${CONSTANTS_FILE}`);
