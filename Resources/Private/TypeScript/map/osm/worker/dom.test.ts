/**
 * The worker's little DOM for MapLibre (issue 30): what MapLibre reads of it. jsdom has a document,
 * so the shim (which leaves a scope with a document alone) is installed here on a scope of its own.
 */
import { installDom, setPixelRatio, size, takeCanvas } from './dom';

class FakeOffscreenCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
}
(globalThis as unknown as { OffscreenCanvas: unknown }).OffscreenCanvas = FakeOffscreenCanvas;

type Fake = Record<string, unknown> & {
  appendChild(child: Fake): Fake;
  removeChild(child: Fake): Fake;
  contains(other: Fake): boolean;
  addEventListener(type: string, listener: (event: { type: string }) => void): void;
  dispatchEvent(event: { type: string }): boolean;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { width: number; height: number };
  clientWidth: number;
  offsetHeight: number;
  firstChild: Fake | null;
};

function scope() {
  const global: Record<string, unknown> = {};
  installDom(global);
  const document = global.document as { createElement(tag: string): Fake };
  return { global, document };
}

describe('the worker DOM', () => {
  test('makes the scope look like a window: document, window, the classes MapLibre tests against', () => {
    const { global } = scope();
    expect(global.window).toBe(global);
    expect(global.HTMLCanvasElement).toBe(FakeOffscreenCanvas);
    const mouse = global.MouseEvent as { prototype: object };
    const wheel = global.WheelEvent as { prototype: object };
    expect(Object.getPrototypeOf(wheel.prototype)).toBe(mouse.prototype);
    setPixelRatio(global, 1.75);
    expect(global.devicePixelRatio).toBe(1.75);
  });

  test('elements keep children, attributes and listeners, and report the page map’s size', () => {
    const { document } = scope();
    const container = document.createElement('div');
    const child = document.createElement('div');
    container.appendChild(child);
    expect(container.firstChild).toBe(child);
    expect(container.contains(child)).toBe(true);
    container.removeChild(child);
    expect(container.contains(child)).toBe(false);
    child.setAttribute('aria-label', 'Karte');
    expect(child.getAttribute('aria-label')).toBe('Karte');
    const heard: string[] = [];
    container.addEventListener('wheel', (event) => heard.push(event.type));
    container.dispatchEvent({ type: 'wheel' });
    expect(heard).toEqual(['wheel']);
    Object.assign(size, { width: 412, height: 300 });
    expect(container.clientWidth).toBe(412);
    expect(container.offsetHeight).toBe(300);
    expect(container.getBoundingClientRect()).toMatchObject({ width: 412, height: 300 });
  });

  test('the first canvas created is the page’s; any later one is a canvas of its own', () => {
    const { document } = scope();
    const page = new FakeOffscreenCanvas(824, 600);
    takeCanvas(page as unknown as OffscreenCanvas);
    expect(document.createElement('canvas')).toBe(page);
    const other = document.createElement('canvas');
    expect(other).not.toBe(page);
    expect(other).toBeInstanceOf(FakeOffscreenCanvas);
  });
});
