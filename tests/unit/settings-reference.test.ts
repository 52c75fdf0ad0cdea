/**
 * Documentation/settings-reference.md is what scripts/settings-reference.ts writes from the schemas
 * of the registered widgets. `npm run docs:settings` (UPDATE_SETTINGS_REFERENCE=1) rewrites it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registry } from '../../Resources/Private/TypeScript/registry';
import { settingsReference } from '../../scripts/settings-reference';

const FILE = path.join(__dirname, '../../Documentation/settings-reference.md');

async function current(): Promise<string> {
  const widgets = await Promise.all(
    registry.map(async (entry) => ({ name: entry.name, schema: (await entry.load()).schema })),
  );
  return settingsReference(widgets);
}

describe('Documentation/settings-reference.md', () => {
  it('is what the widgets\u2019 schemas say (run `npm run docs:settings` after changing a schema)', async () => {
    const written = await current();
    if (process.env.UPDATE_SETTINGS_REFERENCE === '1') writeFileSync(FILE, written);
    expect(readFileSync(FILE, 'utf8')).toBe(written);
  });

  it('names every field of a nested schema with its type and default', async () => {
    const text = await current();
    expect(text).toContain(
      '- `row-height`: a row height in pixels (a number from 20 to 2000); default `120`',
    );
    expect(text).toMatch(/- `mapSettings\.zoom`: /);
    expect(text).toMatch(/- `locations\[\]\.latitude`: [^\n]*required/);
  });
});
