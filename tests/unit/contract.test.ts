/**
 * The markup contract: every hook in the registry has a frame in the fixture pages, and every frame
 * in the fixture pages has a hook in the registry. Works for any hook kind the registry uses.
 */
import { listPages, renderPage } from '../../fixtures/server/render';
import { findFrames } from '../../Resources/Private/TypeScript/core/mount';
import type { Hook, RegistryEntry } from '../../Resources/Private/TypeScript/core/types';
import { registry } from '../../Resources/Private/TypeScript/registry';

interface RenderedFixture {
  path: string;
  doc: Document;
}

const fixtures: RenderedFixture[] = listPages().map((meta) => {
  const page = renderPage(meta.path);
  if (!page) throw new Error(`listed page ${meta.path} does not render`);
  return { path: meta.path, doc: new DOMParser().parseFromString(page.html, 'text/html') };
});

/** The frames a hook has in one document, each with what is wrong with it (if anything). */
function framesOf(hook: Hook, doc: Document): { id: string; problem: string | undefined }[] {
  switch (hook.kind) {
    case 'attribute':
      return [...doc.querySelectorAll(`[data-sf-widget="${hook.value}"]`)].map((frame) => ({
        id: frame.id,
        problem: undefined,
      }));
    case 'id':
      return [...doc.querySelectorAll('[id]')].flatMap((element) => {
        const match = hook.pattern.exec(element.id);
        if (!match) return [];
        const settingsId = hook.settingsId(match[1] ?? '');
        const script = doc.getElementById(settingsId);
        const problem = !script
          ? `no settings script #${settingsId}`
          : script.tagName !== 'SCRIPT' || script.getAttribute('type') !== 'application/json'
            ? `#${settingsId} is not a <script type="application/json">`
            : undefined;
        return [{ id: element.id, problem }];
      });
  }
}

const describeHook = (hook: Hook): string =>
  hook.kind === 'attribute' ? `data-sf-widget="${hook.value}"` : `id ${String(hook.pattern)}`;

describe('markup contract: registry ↔ fixture pages', () => {
  it('renders the fixture pages', () => {
    expect(fixtures.length).toBeGreaterThan(1);
  });

  it('registers each widget name and hook once', () => {
    const names = registry.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const hooks = registry.map((entry) => describeHook(entry.hook));
    expect(new Set(hooks).size).toBe(hooks.length);
  });

  it.each(registry.map((entry) => [entry.name, describeHook(entry.hook), entry] as const))(
    '%s (%s) has at least one frame in the fixture pages, with its settings where the hook needs them',
    (_name, _hook, entry: RegistryEntry) => {
      const found = fixtures.flatMap(({ path, doc }) =>
        framesOf(entry.hook, doc).map((frame) => ({ path, ...frame })),
      );
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((frame) => frame.problem !== undefined)).toEqual([]);
    },
  );

  it('every [data-sf-widget] in the fixture pages names a registered widget', () => {
    const registered = new Set(
      registry.flatMap((entry) => (entry.hook.kind === 'attribute' ? [entry.hook.value] : [])),
    );
    const unknown = fixtures.flatMap(({ path, doc }) =>
      [...doc.querySelectorAll('[data-sf-widget]')]
        .map((frame) => frame.getAttribute('data-sf-widget') ?? '')
        .filter((value) => !registered.has(value))
        .map((value) => `${path}: data-sf-widget="${value}"`),
    );
    expect(unknown).toEqual([]);
  });

  it('every settings script a frame points to with data-sf-settings-id exists', () => {
    const missing = fixtures.flatMap(({ path, doc }) =>
      [...doc.querySelectorAll('[data-sf-settings-id]')]
        .map((frame) => frame.getAttribute('data-sf-settings-id') ?? '')
        .filter((id) => doc.getElementById(id)?.matches('script[type="application/json"]') !== true)
        .map((id) => `${path}: #${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('the bundle finds exactly these frames on every fixture page (findFrames agrees with the hooks)', () => {
    for (const { path, doc } of fixtures) {
      const byRuntime = findFrames(registry, doc).map((found) => `${found.entry.name} ${found.frame.id}`);
      const byContract = registry.flatMap((entry) =>
        framesOf(entry.hook, doc).map((frame) => `${entry.name} ${frame.id}`),
      );
      expect([path, byRuntime]).toEqual([path, byContract]);
    }
  });
});
