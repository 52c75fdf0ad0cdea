/** Issue 25: MapLibre's errors of a block in words: the block, what failed, the message and the URL. */
import type maplibregl from 'maplibre-gl';
import {
  blockLabel,
  describeMapError,
  errorMessage,
  failedSprite,
  mapErrorText,
  watchErrors,
  type ErrorWatch,
} from './map-errors';

/** MapLibre's AJAXError as it reaches the error event. */
class AJAXError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly url: string,
  ) {
    super(`AJAXError: ${statusText} (${String(status)}): ${url}`);
  }
}

const SPRITE = 'http://localhost/_assets/site_frontend/Map/sprite/poi';

describe('the console line of a MapLibre error', () => {
  test('names the block, the tile source, the message and the URL', () => {
    const error = Object.assign(new Error('Not Found'), { url: 'http://localhost/osm/tiles/15/1/2.pbf' });
    expect(describeMapError('map #sf-map-123', { error, sourceId: 'protomaps' })).toBe(
      '[SiteFrontend] map #sf-map-123: tile source "protomaps" failed: Not Found (http://localhost/osm/tiles/15/1/2.pbf)',
    );
  });

  test('does not repeat a URL the message already names', () => {
    const error = new AJAXError(404, 'Not Found', 'http://localhost/style.json');
    expect(mapErrorText({ error })).toBe(
      'MapLibre reported an error: AJAXError: Not Found (404): http://localhost/style.json',
    );
  });

  test.each([
    [{ message: 'plain object' }, 'plain object'],
    ['a string', 'a string'],
    [{}, 'no message given'],
    [undefined, 'no message given'],
    [Object.assign(new Error(''), { name: 'AbortError' }), 'AbortError'],
  ])('never [object …]: %p → %s', (error, message) => {
    expect(errorMessage(error)).toBe(message);
    expect(describeMapError('map #sf-map-1', { error })).not.toContain('[object');
  });
});

describe('the block of a container', () => {
  test('is the frame sf-map-{id} around it', () => {
    document.body.innerHTML =
      '<section id="sf-map-11"><div id="sf-map-canvas-11"><div class="inner"></div></div></section>';
    expect(blockLabel(document.querySelector<HTMLElement>('.inner')!)).toBe('map #sf-map-11');
  });
});

describe('which errors are the sprite', () => {
  test('a failed request for its JSON or PNG, 1x or 2x', () => {
    for (const file of ['.json', '.png', '@2x.json', '@2x.png'])
      expect(failedSprite({ error: new AJAXError(404, 'Not Found', `${SPRITE}${file}`) }, [SPRITE])).toBe(
        SPRITE,
      );
  });

  test('an error without URL (bad JSON) once a style with a sprite has loaded', () => {
    expect(failedSprite({ error: new SyntaxError('Unexpected token') }, [SPRITE])).toBe(SPRITE);
    expect(failedSprite({ error: new SyntaxError('Unexpected token') }, [])).toBeUndefined();
  });

  test('not a tile, the style or another URL', () => {
    const tile = new AJAXError(404, 'Not Found', 'http://localhost/osm/tiles/1/2/3.pbf');
    expect(failedSprite({ error: tile, sourceId: 'protomaps' }, [SPRITE])).toBeUndefined();
    expect(failedSprite({ error: tile }, [SPRITE])).toBeUndefined();
    expect(
      failedSprite({ error: new AJAXError(404, 'Not Found', `${SPRITE}-other.json`) }, [SPRITE]),
    ).toBeUndefined();
  });
});

/** Just enough of a MapLibre map: `on`, `once`, `getSprite` and a way to fire events. */
function fakeMap(sprites: string[] = [SPRITE]) {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const add = (type: string, listener: (event: unknown) => void) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  };
  const map = {
    on: add,
    getSprite: () => sprites.map((url) => ({ id: 'default', url })),
  };
  const fire = (type: string, event: unknown = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { map: map as unknown as maplibregl.Map, fire };
}

describe('watchErrors', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  const watch = (onSpriteFailed = jest.fn()): ErrorWatch => ({
    label: 'map #sf-map-11',
    spriteSetting: 'osm.sprite',
    onSpriteFailed,
  });

  test('a sprite that fails before load: one warning naming block, setting and URL; the map still loads', async () => {
    const { map, fire } = fakeMap();
    const onSpriteFailed = jest.fn();
    const loaded = watchErrors(map, watch(onSpriteFailed));
    fire('error', { error: new AJAXError(404, 'Not Found', `${SPRITE}.json`) });
    fire('error', { error: new AJAXError(404, 'Not Found', `${SPRITE}.png`) });
    fire('load');
    await expect(loaded).resolves.toBeUndefined();
    expect(onSpriteFailed).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `[SiteFrontend] map #sf-map-11: setting "osm.sprite": the POI icons at ${SPRITE} could not be loaded ` +
        `(AJAXError: Not Found (404): ${SPRITE}.json); the map is drawn without icons.`,
    );
    expect(error).not.toHaveBeenCalled();
  });

  test('the style failing before load fails the block with a readable reason, logged once by the block', async () => {
    const { map, fire } = fakeMap([]);
    const loaded = watchErrors(map, watch());
    fire('error', { error: new AJAXError(404, 'Not Found', 'http://localhost/style.json') });
    fire('error', { error: { message: 'later' } });
    await expect(loaded).rejects.toThrow(
      'MapLibre reported an error: AJAXError: Not Found (404): http://localhost/style.json',
    );
    expect(error).not.toHaveBeenCalled();
  });

  test('a tile failing after load is one readable console error naming the block', async () => {
    const { map, fire } = fakeMap();
    const loaded = watchErrors(map, watch());
    fire('load');
    await loaded;
    fire('error', {
      error: { message: 'Failed to fetch', url: 'http://localhost/t/1/2/3.pbf' },
      sourceId: 'protomaps',
    });
    expect(error.mock.calls).toEqual([
      [
        '[SiteFrontend] map #sf-map-11: tile source "protomaps" failed: Failed to fetch (http://localhost/t/1/2/3.pbf)',
      ],
    ]);
  });
});
