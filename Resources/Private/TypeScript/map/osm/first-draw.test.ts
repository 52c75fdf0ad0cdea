import {
  drawFirstViewOnce,
  FIRST_DRAW_REVEAL_MS,
  FIRST_DRAW_STALL_MS,
  type RepaintingMap,
} from './first-draw';

type Listener = (event: { originalEvent?: unknown; tile?: unknown }) => void;

/** A map as MapLibre's Map looks from outside: a prototype `triggerRepaint` that counts frames. */
class FakeMap implements RepaintingMap {
  frames = 0;
  styleLoaded = false;
  tilesLoaded = true;
  readonly canvas = document.createElement('canvas');
  private readonly listeners = new Map<string, Listener[]>();

  triggerRepaint(): void {
    this.frames += 1;
    this.fire('render');
  }
  isStyleLoaded(): boolean {
    return this.styleLoaded;
  }
  areTilesLoaded(): boolean {
    return this.tilesLoaded;
  }
  getCanvas(): HTMLCanvasElement {
    return this.canvas;
  }
  once(type: string, listener: () => void): void {
    this.on(type, listener);
  }
  on(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  off(type: string, listener: Listener): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((kept) => kept !== listener),
    );
  }
  fire(type: string, event: { originalEvent?: unknown; tile?: unknown } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A WebGL2 context as far as the fence goes: the GPU finishes after `busyPolls` polls. */
function fakeGl(busyPolls: number) {
  let polls = 0;
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    TIMEOUT_EXPIRED: 0x911b,
    CONDITION_SATISFIED: 0x911c,
    fences: 0,
    deleted: 0,
    fenceSync: () => {
      gl.fences += 1;
      return {};
    },
    flush: () => undefined,
    clientWaitSync: () => {
      polls += 1;
      return polls > busyPolls ? gl.CONDITION_SATISFIED : gl.TIMEOUT_EXPIRED;
    },
    deleteSync: () => {
      gl.deleted += 1;
    },
  };
  return gl;
}

/** The MapLibre sequence: the style loads, one frame asks for the view's tiles, they are in flight. */
function startLoading(map: FakeMap): void {
  map.fire('style.load');
  map.fire('sourcedataloading', { tile: {} });
  map.tilesLoaded = false;
}

describe('drawFirstViewOnce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws one frame to ask for the tiles, none while they are in flight, one visible when they and the sprite are there', () => {
    const map = new FakeMap();
    void drawFirstViewOnce(map);
    map.triggerRepaint(); // before the style: held
    expect(map.frames).toBe(0);
    startLoading(map);
    expect(map.frames).toBe(1);
    for (let tile = 0; tile < 5; tile += 1) map.triggerRepaint(); // tiles and glyphs arrive
    expect(map.frames).toBe(1);
    map.tilesLoaded = true;
    map.triggerRepaint(); // the last tile, but the sprite is still missing: a frame, hidden
    expect(map.frames).toBe(2);
    expect(map.canvas.style.visibility).toBe('hidden');
    map.styleLoaded = true;
    map.triggerRepaint(); // the sprite: the whole view, shown
    expect(map.frames).toBe(3);
    expect(map.canvas.style.visibility).toBe('');
  });

  it('passes a frame whenever nothing is in flight and the style needs one to ask for more (a source header)', () => {
    const map = new FakeMap();
    void drawFirstViewOnce(map);
    map.fire('style.load'); // the source's header is not there yet: no tile asked
    expect(map.frames).toBe(1);
    map.styleLoaded = true; // vacuously: nothing asked for yet
    map.triggerRepaint(); // the header: a frame to choose the view's tiles
    expect(map.frames).toBe(2);
    expect(map.canvas.style.visibility).toBe('hidden');
    map.fire('sourcedataloading', {}); // a source's own loading, no tile
    map.triggerRepaint();
    expect(map.frames).toBe(3);
    map.fire('sourcedataloading', { tile: {} });
    map.tilesLoaded = false;
    map.styleLoaded = false;
    map.triggerRepaint();
    expect(map.frames).toBe(3);
    map.tilesLoaded = true;
    map.styleLoaded = true;
    map.triggerRepaint();
    expect(map.frames).toBe(4);
    expect(map.canvas.style.visibility).toBe('');
  });

  it('shows the drawn view only when the GPU has finished it, polling a fence without blocking', () => {
    const map = new FakeMap();
    const gl = fakeGl(3);
    void drawFirstViewOnce(map, { gl: () => gl as unknown as WebGL2RenderingContext });
    startLoading(map);
    map.styleLoaded = true;
    map.tilesLoaded = true;
    map.triggerRepaint();
    expect(map.frames).toBe(2); // the complete view, drawn hidden
    expect(gl.fences).toBe(1);
    jest.advanceTimersByTime(16 * 3);
    expect(map.canvas.style.visibility).toBe('hidden');
    jest.advanceTimersByTime(16);
    expect(map.canvas.style.visibility).toBe('');
    expect(gl.deleted).toBe(1);
  });

  it('shows the drawn view after at most the reveal time, whatever the fence says', () => {
    const map = new FakeMap();
    const gl = fakeGl(Number.POSITIVE_INFINITY);
    void drawFirstViewOnce(map, { gl: () => gl as unknown as WebGL2RenderingContext });
    startLoading(map);
    map.styleLoaded = true;
    map.tilesLoaded = true;
    map.triggerRepaint();
    jest.advanceTimersByTime(FIRST_DRAW_REVEAL_MS - 1);
    expect(map.canvas.style.visibility).toBe('hidden');
    jest.advanceTimersByTime(1);
    expect(map.canvas.style.visibility).toBe('');
    expect(gl.deleted).toBe(1);
    map.triggerRepaint(); // later frames set no fence
    expect(gl.fences).toBe(1);
  });

  it('resolves when the view is shown, not when it is drawn (the block is settled only then)', async () => {
    const map = new FakeMap();
    const gl = fakeGl(2);
    let shown = false;
    void drawFirstViewOnce(map, { gl: () => gl as unknown as WebGL2RenderingContext }).then(() => {
      shown = true;
    });
    startLoading(map);
    map.styleLoaded = true;
    map.tilesLoaded = true;
    map.triggerRepaint();
    await Promise.resolve();
    expect(shown).toBe(false);
    jest.advanceTimersByTime(16 * 3);
    await Promise.resolve();
    expect(shown).toBe(true);
  });

  it('gives the map its own triggerRepaint back once the first view is drawn', () => {
    const map = new FakeMap();
    void drawFirstViewOnce(map);
    expect(Object.prototype.hasOwnProperty.call(map, 'triggerRepaint')).toBe(true);
    startLoading(map);
    map.styleLoaded = true;
    map.tilesLoaded = true;
    map.triggerRepaint();
    expect(Object.prototype.hasOwnProperty.call(map, 'triggerRepaint')).toBe(false);
    map.triggerRepaint();
    map.triggerRepaint();
    expect(map.frames).toBe(4);
  });

  it('draws what it has when nothing arrives for the stall time, and only then', () => {
    const map = new FakeMap();
    void drawFirstViewOnce(map);
    startLoading(map);
    jest.advanceTimersByTime(FIRST_DRAW_STALL_MS - 10);
    map.triggerRepaint(); // an arrival restarts the wait
    jest.advanceTimersByTime(FIRST_DRAW_STALL_MS - 10);
    expect(map.frames).toBe(1);
    jest.advanceTimersByTime(10);
    expect(map.frames).toBe(2);
    expect(map.canvas.style.visibility).toBe('');
    map.triggerRepaint();
    expect(map.frames).toBe(3);
  });

  it("draws at once when the visitor moves the map, not when the page's code does", () => {
    const map = new FakeMap();
    void drawFirstViewOnce(map);
    startLoading(map);
    map.fire('movestart');
    map.triggerRepaint();
    expect(map.frames).toBe(1);
    map.fire('movestart', { originalEvent: new Event('pointerdown') });
    expect(map.frames).toBe(2);
    map.triggerRepaint();
    expect(map.frames).toBe(3);
  });

  it('leaves no timer behind a removed map', () => {
    const map = new FakeMap();
    void drawFirstViewOnce(map);
    startLoading(map);
    map.fire('remove');
    jest.advanceTimersByTime(FIRST_DRAW_STALL_MS * 2);
    expect(map.frames).toBe(1);
  });
});
