/** The CMS source over the page's records: details, nearby, text search, autocomplete. */
import { setLanguage } from '../../../core/i18n';
import { CMS_NOW, cmsRecords } from '../../testing/cms-records';
import { cmsPlaceSource } from '.';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('the source', () => {
  const source = cmsPlaceSource(cmsRecords, { now: () => CMS_NOW });

  it('details by id (only the fields asked for); an unknown id is NOT_FOUND', async () => {
    const found = await source.details({ id: 'cms:ladepark', fields: ['displayName', 'evChargeOptions'] });
    expect(found).toMatchObject({
      status: 'OK',
      value: { displayName: 'Beispiel AG – Ladepark Isartor', formattedAddress: null },
    });
    await expect(source.details({ id: 'cms:nirgends', fields: ['displayName'] })).resolves.toMatchObject({
      status: 'NOT_FOUND',
    });
  });

  it('by location within 100 m; nearby by radius and type, nearest first', async () => {
    await expect(
      source.detailsByLocation({ location: { lat: 48.1353, lng: 11.5818 }, fields: ['displayName'] }),
    ).resolves.toMatchObject({
      status: 'OK',
      value: { id: 'cms:ladepark' },
    });
    const near = await source.searchNearby({
      locationRestriction: { center: { lat: 48.1374, lng: 11.5755 }, radius: 1000 },
      fields: ['displayName'],
    });
    expect(near.status === 'OK' && near.value.map((p) => p.id)).toEqual(['cms:zentrale', 'cms:ladepark']);
    const chargers = await source.searchNearby({
      locationRestriction: { center: { lat: 48.1374, lng: 11.5755 }, radius: 1000 },
      includedTypes: ['electric_vehicle_charging_station'],
      fields: ['displayName'],
    });
    expect(chargers.status === 'OK' && chargers.value.map((p) => p.id)).toEqual(['cms:ladepark']);
  });

  it('text search over name, type and address, accent-insensitive, with the EV filters', async () => {
    for (const textQuery of ['zweibruckenstrasse', 'Zweibrückenstraße', 'ladepark isartor']) {
      const found = await source.searchByText({ textQuery, fields: ['displayName'] });
      expect(found.status === 'OK' && found.value.map((p) => p.id)).toEqual(['cms:ladepark']);
    }
    const none = await source.searchByText({ textQuery: 'Hamburg', fields: ['displayName'] });
    expect(none).toEqual({ status: 'OK', value: [] });
    const fast = await source.searchByText({
      textQuery: 'beispiel',
      evMinimumChargingRateKw: 100,
      fields: ['displayName'],
    });
    expect(fast.status === 'OK' && fast.value.map((p) => p.id)).toEqual(['cms:ladepark']);
  });

  it('autocomplete marks the typed part', async () => {
    const found = await source.autocomplete({ input: 'lade', origin: { lat: 48.1353, lng: 11.5817 } });
    expect(found).toEqual({
      status: 'OK',
      value: [
        {
          placeId: 'cms:ladepark',
          text: 'Beispiel AG – Ladepark Isartor, Zweibrückenstraße 5, 80331 München',
          textMatches: [{ start: 14, end: 18 }],
          mainText: 'Beispiel AG – Ladepark Isartor',
          mainTextMatches: [{ start: 14, end: 18 }],
          secondaryText: 'Zweibrückenstraße 5, 80331 München',
          types: ['electric_vehicle_charging_station'],
          distanceMeters: 0,
        },
      ],
    });
  });
});
