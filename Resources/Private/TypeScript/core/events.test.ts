/**
 * core/events.ts: every sf:* event in one table (`SfEvents`, names checked by the compiler), the
 * typed emit/listen, and no name in the product code that the table and the documentation lack.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { emit, listen } from './events';

const ROOT = join(__dirname, '..');
const DOCS = join(__dirname, '../../../../Documentation');

/** The keys of `interface SfEvents`, read from the source (types do not exist at run time). */
function tableNames(): string[] {
  const source = readFileSync(join(__dirname, 'events.ts'), 'utf8');
  const body = /export interface SfEvents \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*'(sf:[a-z-]+)':/gm)].map((match) => match[1] ?? '').sort();
}

/** Every 'sf:…' string literal in the product code (tests and testing kits left out). */
function namesInCode(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'testing') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'events.ts') {
        const code = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        for (const match of code.matchAll(/'(sf:[a-z-]+)'/g)) names.add(match[1] ?? '');
      }
    }
  };
  walk(ROOT);
  return names;
}

describe('core/events', () => {
  it('names every event the bundle sends or hears, with the contract names unchanged', () => {
    expect(tableNames()).toEqual([
      'sf:consent',
      'sf:consent-grant',
      'sf:consent-request',
      'sf:consent-revoke',
      'sf:location-select',
      'sf:mounted',
      'sf:openinfo',
      'sf:place-results',
      'sf:place-select',
      'sf:search',
    ]);
  });

  it('the product code uses no event name outside the table, and the table none the code never uses', () => {
    expect([...namesInCode()].sort()).toEqual(tableNames());
  });

  it('every event is documented for integrators', () => {
    const docs = readdirSync(DOCS)
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(join(DOCS, name), 'utf8'))
      .join('\n');
    expect(tableNames().filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });

  it('emit dispatches the detail (bubbling when asked); listen hears it until unsubscribed', () => {
    const outer = document.createElement('div');
    const inner = document.createElement('span');
    outer.append(inner);
    const heard: unknown[] = [];
    const stop = listen(outer, 'sf:openinfo', (detail) => heard.push(detail.mapId));
    emit(inner, 'sf:openinfo', { mapId: '1' }, true);
    emit(inner, 'sf:openinfo', { mapId: '2' });
    emit(outer, 'sf:openinfo', { mapId: '3' });
    stop();
    emit(outer, 'sf:openinfo', { mapId: '4' });
    expect(heard).toEqual(['1', '3']);
  });
});
