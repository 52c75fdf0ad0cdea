/**
 * Label overrides at runtime (issue 26): a site that overrides labels with TYPO3's
 * `locallangXMLOverride` gets them on its pages as
 *
 *   <script type="application/json" id="sf-labels">{"map.load": "Karte anzeigen", …}</script>
 *
 * holding only the overridden units, in the page's language (the extension's PHP writes it). The
 * label lookup (i18n.ts) prefers these texts. Read lazily, on the first lookup, once: a page
 * without overrides pays one getElementById. Values are text (the bundle never puts a label into
 * HTML unescaped); placeholders such as `{provider}` work as in the XLIFF. A value that is no string,
 * a key the bundle does not have, or a placeholder the label does not offer is one console error,
 * and that override is ignored.
 */
import { LOG_PREFIX } from './mount';

export const LABELS_ID = 'sf-labels';

/** Keys of the label groups that arrive later with their widgets' code (places/labels.ts). */
const LATER = /^places?\./;

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

export interface LabelOverrides {
  /** The override of `key`, if any. */
  text(key: string): string | undefined;
  /** A label group arrived (places/labels.ts): its keys' overrides are checked now. */
  check(): void;
}

type Report = (message: string) => void;

/**
 * The page's overrides; `original(key)` is the compiled text of a key in the groups registered so
 * far. An override of a group that loads later (`place.*`) is checked when its group arrives.
 */
export function readLabelOverrides(
  doc: Document,
  original: (key: string) => string | undefined,
  report: Report = (message) => console.error(`${LOG_PREFIX} #${LABELS_ID}: ${message}`),
): LabelOverrides {
  const texts = new Map<string, string>();
  /** Overrides whose group has not arrived yet. */
  const pending = new Map<string, string>();
  const script = doc.getElementById(LABELS_ID);
  let parsed: unknown;
  try {
    parsed = script ? JSON.parse(script.textContent || '{}') : undefined;
  } catch {
    report('not valid JSON; the labels are not overridden.');
  }
  if (parsed !== undefined && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) {
    report('expected an object of label keys and texts; the labels are not overridden.');
    parsed = undefined;
  }
  /** Takes an override that can stand for its compiled label; reports one that cannot. */
  const accept = (key: string, value: string, compiled: string | undefined): void => {
    if (compiled === undefined) {
      report(`label "${key}": the bundle has no such label; ignored.`);
      return;
    }
    const offered = placeholders(compiled);
    const unknown = placeholders(value).filter((name) => !offered.includes(name));
    if (unknown.length > 0) {
      report(`label "${key}": placeholder {${unknown.join('}, {')}} is not one of the label's; ignored.`);
      return;
    }
    texts.set(key, value);
  };
  for (const [key, value] of Object.entries((parsed ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') {
      report(`label "${key}": expected a text, got ${value === null ? 'null' : typeof value}; ignored.`);
      continue;
    }
    const compiled = original(key);
    if (compiled === undefined && LATER.test(key)) pending.set(key, value);
    else accept(key, value, compiled);
  }
  return {
    text: (key) => texts.get(key),
    check() {
      for (const [key, value] of pending) accept(key, value, original(key));
      pending.clear();
    },
  };
}
