/**
 * The checks of a page's label overrides (`#sf-labels`, read by i18n.ts): loaded only on a page that
 * has them, after the first lookup. A value that is no string, a key the bundle does not have, or a
 * placeholder the label does not offer is one console error, and that override is dropped (values
 * are text; the bundle never puts a label into HTML unescaped).
 */
import { cmsReports } from './cms-reports';
import { LOG_PREFIX } from './mount';
import { labels } from './labels.generated';
import { mapLabels } from './labels.map.generated';
import { placeLabels } from './labels.places.generated';

/** The `{name}` placeholders of a text. */
const placeholders = (text: string): string[] => text.match(/\{\w+\}/g) ?? [];

/** The compiled (English) text of a key, whatever group it belongs to; the languages share keys. */
function compiled(key: string): string | undefined {
  const all: Readonly<Record<string, string>>[] = [labels.en, placeLabels.en, mapLabels.en];
  return all.find((group) => Object.hasOwn(group, key))?.[key];
}

/**
 * Reports the bad entries of the overrides' JSON `text` and drops them from `taken` (the overrides
 * the lookup uses).
 */
/** What the CMS left out of the overrides' script (data-sf-refused), then the overrides themselves. */
export function checkLabelScript(script: Element, taken: Map<string, string>): void {
  for (const message of cmsReports(script)) console.error(`${LOG_PREFIX} #sf-labels: ${message}.`);
  checkLabelOverrides(script.textContent, taken);
}

export function checkLabelOverrides(
  text: string | null,
  taken: Map<string, string>,
  report = (message: string): void => console.error(`${LOG_PREFIX} #sf-labels: ${message}`),
): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || '{}');
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    taken.clear();
    report('expected a JSON object of label keys and texts; the labels are not overridden.');
    return;
  }
  for (const [key, value] of Object.entries(parsed)) {
    const original = compiled(key);
    const problem =
      typeof value !== 'string'
        ? `expected a text, got ${value === null ? 'null' : typeof value}`
        : original === undefined
          ? 'the bundle has no such label'
          : placeholders(value)
              .filter((name) => !placeholders(original).includes(name))
              .map((name) => `placeholder ${name} is not one of the label's`)[0];
    if (!problem) continue;
    taken.delete(key);
    report(`label "${key}": ${problem}; ignored.`);
  }
}
