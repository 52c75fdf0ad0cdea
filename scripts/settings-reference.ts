/**
 * The settings reference (Documentation/settings-reference.md), written from the widgets' own schemas:
 * every field with its type in words, whether it is required, and its default. The unit test
 * tests/unit/settings-reference.test.ts renders it from the registry and fails when the committed
 * file differs; `npm run docs:settings` writes it. So the documented contract cannot drift from the
 * code that reads the settings.
 */
import type { Schema } from '../Resources/Private/TypeScript/core/schema';

export interface WidgetSchema {
  name: string;
  schema: Schema<unknown>;
}

const OPTIONAL = ' (optional)';

function words(schema: Schema<unknown>): string {
  return schema.expected.endsWith(OPTIONAL) ? schema.expected.slice(0, -OPTIONAL.length) : schema.expected;
}

function fieldLines(schema: Schema<unknown>, prefix: string, depth: number): string[] {
  const lines: string[] = [];
  for (const [key, field] of Object.entries(schema.doc?.fields ?? {})) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const doc = field.doc ?? {};
    const parts = [words(field)];
    if (!doc.optional) parts.push('required');
    else if (doc.fallback !== undefined) parts.push(`default \`${JSON.stringify(doc.fallback.value)}\``);
    else parts.push('optional');
    lines.push(`${'  '.repeat(depth)}- \`${path}\`: ${parts.join('; ')}`);
    if (doc.fields) lines.push(...fieldLines(field, path, depth + 1));
    else if (doc.item?.doc?.fields) lines.push(...fieldLines(doc.item, `${path}[]`, depth + 1));
  }
  return lines;
}

export function settingsReference(widgets: readonly WidgetSchema[]): string {
  const out = [
    '# Settings reference',
    '',
    "<!-- Written by `npm run docs:settings` from the widgets' schemas; a unit test fails when it differs. -->",
    '',
    'The inline JSON settings of each widget, field by field: what the field must be, and whether it is',
    'required or what it is when missing. A dotted path is a field of an object (`mapSettings.zoom`),',
    '`[]` an entry of a list (`locations[].latitude`). Hooks, element ids and the markup each widget',
    'reads are in [markup-contract.md](markup-contract.md).',
    '',
  ];
  for (const { name, schema } of widgets) {
    out.push(`## ${name}`, '');
    const fields = fieldLines(schema, '', 0);
    if (schema.expected === 'no settings') out.push('No settings: anything given is ignored.');
    else if (fields.length === 0) out.push(`The settings are ${schema.expected}.`);
    else {
      if (schema.doc?.lenient)
        out.push(
          'Read leniently: a bad value takes its default, with one console error naming the field.',
          '',
        );
      out.push(...fields);
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
