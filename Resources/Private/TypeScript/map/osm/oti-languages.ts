/**
 * Replaces `osrm-text-instructions/languages.js` in the webpack build (see webpack.config.ts):
 * the same shape with only the two languages of the site, so the `map-directions` chunk does not
 * carry 31 languages. (Jest loads the full package.) German and English need no grammar files.
 */
import abbreviationsDe from 'osrm-text-instructions/languages/abbreviations/de.json';
import abbreviationsEn from 'osrm-text-instructions/languages/abbreviations/en.json';
import instructionsDe from 'osrm-text-instructions/languages/translations/de.json';
import instructionsEn from 'osrm-text-instructions/languages/translations/en.json';

export const instructions = { de: instructionsDe, en: instructionsEn };

export const supportedCodes = Object.keys(instructions);

export const grammars: Record<string, unknown> = {};

export const abbreviations = { de: abbreviationsDe, en: abbreviationsEn };
