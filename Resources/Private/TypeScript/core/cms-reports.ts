/**
 * What the CMS left out of the settings or changed (a number JSON cannot carry, invalid UTF-8, a bad
 * line of a text field), as sf:frameSettings reports it on the script: `data-sf-refused`, a JSON
 * list of `{field, why}`. One message per entry.
 */
export function cmsReports(script: Element): string[] {
  const text = script.getAttribute('data-sf-refused');
  if (text === null) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    entries = undefined;
  }
  if (!Array.isArray(entries))
    return [`the CMS reported settings it left out, but the report is unreadable: ${text}`];
  return entries.map((entry: unknown) => {
    const { field, why } = (entry ?? {}) as { field?: unknown; why?: unknown };
    return `the CMS left out or changed settings field "${String(field)}": ${String(why)}`;
  });
}
