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

  it('a throwing show (no such frame) and a missing API are reported per field', () => {
    const report = jest.fn();
    showInLinked(
      { linkedDetails: 'nirgends' },
      {},
      () => {
        throw new Error('SiteFrontend.places.show: no element "nirgends" on this page');
      },
      report,
    );
    showInLinked({ linkedDetails: 'c1' }, {}, undefined, report);
    expect(report.mock.calls).toEqual([
      ['settings field "linkedDetails": SiteFrontend.places.show: no element "nirgends" on this page'],
      ['settings field "linkedDetails": window.SiteFrontend.places is missing'],
    ]);
  });

  it('no links: nothing happens', () => {
    const show = jest.fn();
    showInLinked({}, {}, show, jest.fn());
    expect(show).not.toHaveBeenCalled();
  });
});
