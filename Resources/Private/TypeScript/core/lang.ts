export type Lang = 'de' | 'en';

/** The page language from `<html lang>`: English for `en*`, German otherwise (the default). */
export function pageLanguage(doc: Document = document): Lang {
  const lang = doc.documentElement.lang.trim().toLowerCase();
  return lang === 'en' || lang.startsWith('en-') ? 'en' : 'de';
}
