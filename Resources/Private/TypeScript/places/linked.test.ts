/** Issue 16: a choice is shown in the linked details widget and map block. */
import { showInLinked } from './linked';

afterEach(() => {
  document.body.replaceChildren();
});

describe('showInLinked', () => {
  it('shows the request in the details frame (by id) and the map block (its element)', () => {
    document.body.innerHTML = '<section id="sf-map-61"></section>';
    const show = jest.fn();
    const report = jest.fn();
    showInLinked({ linkedDetails: 'c163', linkedMap: '61' }, { place: 1 }, show, report);
    expect(show.mock.calls).toEqual([
      ['c163', { place: 1 }],
      [document.getElementById('sf-map-61'), { place: 1 }],
    ]);
    expect(report).not.toHaveBeenCalled();
  });

  it('a map block that is not on the page is reported naming the field; the details widget still shows', () => {
    const show = jest.fn();
    const report = jest.fn();
    showInLinked({ linkedDetails: 'c163', linkedMap: 'fehlt' }, null, show, report);
    expect(show).toHaveBeenCalledWith('c163', null);
    expect(report).toHaveBeenCalledWith(
      'settings field "linkedMap": no map block "sf-map-fehlt" on this page',
    );
  });

  it('a throwing show (no such frame) is reported per field; the other target still shows', () => {
    const report = jest.fn();
    document.body.innerHTML = '<section id="sf-map-61"></section>';
    const shown: unknown[] = [];
    showInLinked(
      { linkedDetails: 'nirgends', linkedMap: '61' },
      {},
      (target) => {
        if (target === 'nirgends')
          throw new Error('SiteFrontend.places.show: no element "nirgends" on this page');
        shown.push(target);
      },
      report,
    );
    expect(report.mock.calls).toEqual([
      ['settings field "linkedDetails": SiteFrontend.places.show: no element "nirgends" on this page'],
    ]);
    expect(shown).toEqual([document.getElementById('sf-map-61')]);
  });

  it('no links: nothing happens', () => {
    const show = jest.fn();
    showInLinked({}, {}, show, jest.fn());
    expect(show).not.toHaveBeenCalled();
  });
});
