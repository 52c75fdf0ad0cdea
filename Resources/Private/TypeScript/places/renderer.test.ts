/** Issue 16: the switch between our rendering and Google's Places UI Kit, and its links. */
import { fakeServices } from '../core/testing/services';
import type { WidgetContext } from '../core/types';
import { renderedByUiKit } from './renderer';
import { mountUiKitWidget } from './uikit';
import type { DetailsSettings } from './details/settings';
import type { SearchSettings } from './search/settings';

jest.mock('./uikit', () => ({ mountUiKitWidget: jest.fn(() => true) }));
const mounted = jest.mocked(mountUiKitWidget);

function context(): WidgetContext & { errors: string[] } {
  const frame = document.createElement('section');
  document.body.append(frame);
  const errors: string[] = [];
  return {
    frame,
    label: 'place-search #c1',
    key: undefined,
    render: jest.fn(),
    warn: jest.fn(),
    error: (message: string) => errors.push(message),
    services: fakeServices({ show }),
    errors,
  };
}

const show = jest.fn();
beforeEach(() => {
  mounted.mockClear();
  show.mockClear();
  document.body.innerHTML = '<section id="sf-map-61"></section>';
});

describe('renderedByUiKit', () => {
  it('our own rendering by default: the UI Kit code is not even loaded', async () => {
    const settings = { renderer: 'own' } as DetailsSettings;
    expect(await renderedByUiKit(context(), { kind: 'details', settings })).toBe(false);
    expect(mounted).not.toHaveBeenCalled();
  });

  it('google-ui-kit: the UI Kit takes the frame; false when it leaves it to ours', async () => {
    const settings = { renderer: 'google-ui-kit', source: 'google' } as DetailsSettings;
    const ctx = context();
    expect(await renderedByUiKit(ctx, { kind: 'details-compact', settings })).toBe(true);
    expect(mounted).toHaveBeenCalledWith(ctx, 'details-compact', settings);
    mounted.mockReturnValueOnce(false);
    expect(await renderedByUiKit(ctx, { kind: 'details', settings })).toBe(false);
  });

  it("a choice in Google's list: the details widget gets the id, the map only the position", async () => {
    const settings = {
      renderer: 'google-ui-kit',
      source: 'google',
      linkedDetails: 'c172',
      linkedMap: '61',
    } as SearchSettings;
    const ctx = context();
    await renderedByUiKit(ctx, { kind: 'search', settings });
    const place = { id: 'ChIJ1', displayName: 'Café', location: { lat: 48.1, lng: 11.5 } };
    ctx.frame.dispatchEvent(new CustomEvent('sf:place-select', { detail: { place } }));
    expect(show.mock.calls).toEqual([
      ['c172', { id: 'ChIJ1', source: 'google' }],
      [document.getElementById('sf-map-61'), { location: { lat: 48.1, lng: 11.5 } }],
    ]);
    expect(ctx.errors).toEqual([]);
  });
});
