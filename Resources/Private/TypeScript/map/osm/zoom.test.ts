import { sameView } from './zoom';

describe('sameView (a fit to the view shown does not move the map, issue 30)', () => {
  const view = { lng: 11.57549, lat: 48.13743, zoom: 14.61 };

  it('is the same view within floating-point noise', () => {
    expect(sameView(view, { lng: view.lng + 1e-10, lat: view.lat - 1e-10, zoom: view.zoom + 1e-9 })).toBe(
      true,
    );
  });

  it('is another view when the zoom or the centre differs visibly', () => {
    expect(sameView(view, { ...view, zoom: view.zoom + 0.01 })).toBe(false);
    expect(sameView(view, { ...view, lng: view.lng + 1e-5 })).toBe(false);
    expect(sameView(view, { ...view, lat: view.lat - 1e-5 })).toBe(false);
  });
});
