/**
 * The extension's files as text, for the TYPO3 contract tests (tests/unit/typo3/): TypoScript,
 * Fluid templates, PHP and the bundle's TypeScript. Read, never run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/typo3/settings';

export interface Source {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  text: string;
}

function walk(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

export function sources(folders: string[], keep: (name: string) => boolean): Source[] {
  return folders
    .flatMap((folder) => walk(path.join(ROOT, folder), keep))
    .sort()
    .map((full) => ({
      file: path.relative(ROOT, full).split(path.sep).join('/'),
      text: readFileSync(full, 'utf8'),
    }));
}

export const typoScript = (): Source[] =>
  sources(['Configuration/TypoScript', 'Configuration/Sets'], (name) => name.endsWith('.typoscript'));

export const templates = (): Source[] =>
  sources(
    ['Resources/Private/Layouts', 'Resources/Private/Templates', 'Resources/Private/Partials'],
    (name) => name.endsWith('.html'),
  );

/** Fluid without its comments: what renders. */
export function withoutComments(text: string): string {
  return text.replace(/<f:comment>[\s\S]*?<\/f:comment>/g, '').replace(/<!--[\s\S]*?-->/g, '');
}

/**
 * The PHP that reads the settings: Classes/ (issue 26 renames Classes-stub/ to Classes/ and adds
 * SiteConfigProcessor there). Before that, none: see `phpArrived`.
 */
export const php = (): Source[] => sources(['Classes'], (name) => name.endsWith('.php'));

/** Whether the PHP of issue 26 is here (Classes/ exists), so its reads are checked. */
export const phpArrived = (): boolean => existsSync(path.join(ROOT, 'Classes'));

/** The bundle's TypeScript, without tests and generated files. */
export const bundle = (): Source[] =>
  sources(
    ['Resources/Private/TypeScript'],
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('.generated.'),
  );
