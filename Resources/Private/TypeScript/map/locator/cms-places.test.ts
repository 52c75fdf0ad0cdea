/** Issue 29: the phone and hours of the page's CMS places, read leniently for the map's list. */
import { cmsPlaceFacts } from './cms-places';

const page = (json: string): Document => {
  document.body.innerHTML = `<script type="application/json" id="sf-places">${json}</script>`;
  return document;
};

const WEEKDAY = { open: { day: 1, hour: 8, minute: 0 }, close: { day: 1, hour: 18, minute: 0 } };

describe('issue 29 cms-places', () => {
  test('reads the phone (international first) and the periods of each place by id', () => {
    const facts = cmsPlaceFacts(
      page(
        JSON.stringify([
          {
            id: 'cms:a',
            nationalPhoneNumber: '089 1',
            internationalPhoneNumber: '+49 89 1',
            regularOpeningHours: { periods: [WEEKDAY, { open: { day: 0, hour: 0, minute: 0 } }] },
            businessStatus: 'OPERATIONAL',
          },
          { id: 'cms:b', nationalPhoneNumber: '089 2' },
        ]),
      ),
    );
    expect(facts.get('cms:a')).toEqual({
      phone: '+49 89 1',
      periods: [
        { open: WEEKDAY.open, close: WEEKDAY.close },
        { open: { day: 0, hour: 0, minute: 0 }, close: null },
      ],
      businessStatus: 'OPERATIONAL',
    });
    expect(facts.get('cms:b')).toEqual({ phone: '089 2' });
  });

  test('a malformed period makes the hours unknown; other places and fields are still read', () => {
    const facts = cmsPlaceFacts(
      page(
        JSON.stringify([
          { id: 'cms:a', regularOpeningHours: { periods: [{ open: { day: 7, hour: 8, minute: 0 } }] } },
          { id: 'cms:b', regularOpeningHours: { periods: [{ open: { day: 1, hour: '8', minute: 0 } }] } },
          { id: 'cms:c', regularOpeningHours: 'Mo-Fr 08:00-18:00', nationalPhoneNumber: '089 3' },
          { id: 4, nationalPhoneNumber: '089 4' },
          null,
          { id: 'cms:e', regularOpeningHours: { periods: [WEEKDAY] } },
        ]),
      ),
    );
    expect(facts.get('cms:a')).toEqual({});
    expect(facts.get('cms:b')).toEqual({});
    expect(facts.get('cms:c')).toEqual({ phone: '089 3' });
    expect(facts.has('4')).toBe(false);
    expect(facts.get('cms:e')?.periods).toHaveLength(1);
  });

  test('no #sf-places, JSON that does not parse, or not a list: nothing known', () => {
    document.body.innerHTML = '';
    expect(cmsPlaceFacts(document).size).toBe(0);
    expect(cmsPlaceFacts(page('[{"id": "cms:a",')).size).toBe(0);
    expect(cmsPlaceFacts(page('{"id": "cms:a"}')).size).toBe(0);
  });
});
