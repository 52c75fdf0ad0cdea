/** Issue 29, one visibility model: the shown locations are the intersection of the constraints. */
import { Clustering } from '../clustering';
import { FakeMarker } from '../testing/fake-provider';
import { Visibility } from './visibility';

function setup(total = 4) {
  document.body.innerHTML = `<ul id="list">${Array.from(
    { length: total },
    (_, index) => `<li><a href="#" data-marker-index="${index}">L${index}</a></li>`,
  ).join('')}</ul>`;
  const list = document.getElementById('list')!;
  const markers = Array.from(
    { length: total },
    (_, index) =>
      new FakeMarker(
        {
          index,
          position: { lat: 48.1 + index * 0.0001, lng: 11.5 },
          title: `L${index}`,
          label: undefined,
          icon: undefined,
          opacity: 1,
        },
        [],
      ),
  );
  const visibility = new Visibility(total, list);
  visibility.attach(markers);
  const hidden = () => [...list.querySelectorAll('li')].map((li) => li.hidden);
  return { visibility, markers, hidden };
}

describe('issue 29 visibility: constraints combine', () => {
  test('the shown locations are those every constraint keeps; markers and list entries follow', () => {
    const { visibility, markers, hidden } = setup();
    expect(visibility.shown()).toEqual([0, 1, 2, 3]);
    visibility.set('radius', (index) => index < 3, { lat: 48.1, lng: 11.5 });
    visibility.set('category', (index) => index % 2 === 0);
    expect(visibility.shown()).toEqual([0, 2]);
    expect(markers.map((marker) => marker.visible)).toEqual([true, false, true, false]);
    expect(hidden()).toEqual([false, true, false, true]);
    // Removing the radius (the map search's reset) keeps the category filter.
    visibility.set('radius', null);
    expect(visibility.shown()).toEqual([0, 2]);
    expect(visibility.searchPoint()).toBeUndefined();
    visibility.set('category', null);
    expect(hidden()).toEqual([false, false, false, false]);
    expect(markers.every((marker) => marker.visible)).toBe(true);
  });

  test('passes() leaves out named constraints (the nearest of those the filter keeps)', () => {
    const { visibility } = setup();
    visibility.setAll({ radius: () => false, openNow: (index) => index !== 1 }, { lat: 0, lng: 0 });
    expect(visibility.shown()).toEqual([]);
    expect(visibility.searchPoint()).toEqual({ lat: 0, lng: 0 });
    expect([0, 1, 2, 3].filter((index) => visibility.passes(index, ['radius']))).toEqual([0, 2, 3]);
  });

  test('a pinned location is shown until a constraint changes; markers hear only of changes', () => {
    const { visibility, markers } = setup();
    const calls = jest.spyOn(markers[3]!, 'setVisible');
    visibility.set('category', (index) => index === 0);
    visibility.pin(3);
    expect(visibility.shown()).toEqual([0, 3]);
    visibility.refresh();
    expect(calls).toHaveBeenCalledTimes(2);
    visibility.set('category', (index) => index === 0);
    expect(visibility.shown()).toEqual([0]);
  });

  test('the clustering counts only the visible markers (both engines cluster the visible ones)', () => {
    const { visibility, markers } = setup();
    visibility.set('category', (index) => index < 2);
    const clustering = new Clustering(
      markers.filter((marker) => marker.visible),
      (marker) => marker.spec.position,
      { gridSize: 60, maxZoom: 15 },
    );
    expect(clustering.at(10).clusters.map((group) => group.count)).toEqual([2]);
  });

  test('change listeners hear every change; the list follows before the map is attached', () => {
    document.body.innerHTML = `<ul id="l"><li><a data-marker-index="0">A</a></li><li><a data-marker-index="1">B</a></li></ul>`;
    const visibility = new Visibility(2, document.getElementById('l'));
    const heard = jest.fn();
    visibility.onChange(heard);
    visibility.set('category', (index) => index === 1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect([...document.querySelectorAll('li')].map((li) => li.hidden)).toEqual([true, false]);
  });
});
