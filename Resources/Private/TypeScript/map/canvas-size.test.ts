/**
 * 2.3, 9.1 map width and height: the block's `mapSettings.width` and `height` reach the map canvas
 * (the element the provider draws into sits inside it), and the height also the `--sf-map-height`
 * the sidebar and the consent placeholder size themselves by. Without them the canvas is 100% wide
 * and 450px tall.
 */
import { fakeServices } from '../core/testing/services';
import type { WidgetContext } from '../core/types';
import { mapIds } from '../core/map-ids';
import widget from './index';

function mountWith(mapSettings: Record<string, unknown>): HTMLElement {
  document.body.innerHTML = `
    <div id="sf-map-5" class="ce-map">
      <div class="ce-map__body"><div class="ce-map__canvas" id="${mapIds('5').canvas}"></div></div>
    </div>`;
  const frame = document.getElementById('sf-map-5')!;
  const context: WidgetContext = {
    frame,
    label: 'map #sf-map-5',
    key: '5',
    render: jest.fn(),
    warn: jest.fn(),
    error: jest.fn(),
    services: fakeServices(),
  };
  const parsed = widget.schema.parse({
    provider: 'osm',
    mapSettings: { id: '5', ...mapSettings },
    locations: [{ latitude: 48.13743, longitude: 11.57549, title: 'Zentrale' }],
    osm: { tiles: '/osm/tiles/{z}/{x}/{y}.pbf' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  void widget.mount(context, parsed.value);
  return document.getElementById(mapIds('5').canvas)!;
}

describe('2.3, 9.1 map width and height', () => {
  it('the settings width and height size the map canvas', () => {
    const canvas = mountWith({ width: '640px', height: '320px' });
    expect(canvas.style.width).toBe('640px');
    expect(canvas.style.height).toBe('320px');
    expect(canvas.style.getPropertyValue('--sf-map-height')).toBe('320px');
  });

  it('a relative width and a height in another unit are passed on as written', () => {
    const canvas = mountWith({ width: '75%', height: '30em' });
    expect(canvas.style.width).toBe('75%');
    expect(canvas.style.height).toBe('30em');
  });

  it('without them the canvas is 100% wide and 450px tall', () => {
    const canvas = mountWith({});
    expect(canvas.style.width).toBe('100%');
    expect(canvas.style.height).toBe('450px');
    expect(canvas.style.getPropertyValue('--sf-map-height')).toBe('450px');
  });
});
