/** The location list during a map search: distances as visible text, never as an attribute. */
import { setLanguage } from '../../core/i18n';
import { DISTANCE_CLASS, LocationListView } from './location-list';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

function list(): HTMLElement {
  document.body.innerHTML = `<ul id="list">
    <li><a href="#" data-marker-index="0">Zentrale</a></li>
    <li><a href="#" data-marker-index="1">Karlsplatz</a></li></ul>`;
  return document.getElementById('list')!;
}

test('the distances to a searched point are text only: no attribute carries the metres', () => {
  const element = list();
  const view = new LocationListView(element);
  view.show([
    { index: 1, meters: 351.6 },
    { index: 0, meters: 1234 },
  ]);
  const distances = [...element.querySelectorAll(`.${DISTANCE_CLASS}`)].map((span) => span.textContent);
  expect(distances).toEqual(['350 m entfernt', '1,2 km entfernt']);
  expect(element.querySelectorAll('[data-sf-distance]')).toHaveLength(0);
  // No attribute of the list holds a number of metres.
  const attributes = [...element.querySelectorAll('*')].flatMap((node) =>
    [...node.attributes].map((attribute) => attribute.value),
  );
  expect(attributes.filter((value) => /\b(352|351|1234)\b/.test(value))).toEqual([]);
  view.restore();
  expect(element.querySelectorAll(`.${DISTANCE_CLASS}`)).toHaveLength(0);
});
