/** Issue 27: the map forms' geocoder answer on Nominatim's and Photon's recorded answers. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { geocodeAnswer, geocodeParams } from './geocode-answer';

const recorded = (engine: string, file: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '../../../../../tests/recorded', engine, file), 'utf8'));

describe('issue 27 geocodeAnswer: the first hit of Nominatim /search or Photon /api', () => {
  it('Nominatim jsonv2 and json (nominatim/search-*.json): lat/lon strings, display_name', () => {
    expect(geocodeAnswer(recorded('nominatim', 'search-jsonv2-addressdetails.json'), 'x')).toEqual({
      found: {
        location: { lat: 52.54274275, lng: 13.36690305710228 },
        label: 'Ditsch, Lindower Straße, Sprengelkiez, Wedding, Mitte, Berlin, 13347, Deutschland',
      },
    });
    expect(geocodeAnswer(recorded('nominatim', 'search-json-addressdetails-svg.json'), 'x')).toMatchObject({
      found: { location: { lat: 52.51720765, lng: 13.397834399325466 } },
    });
    expect(geocodeAnswer(recorded('nominatim', 'lookup-jsonv2-unknown-id.json'), 'x')).toEqual({
      empty: true,
    });
  });

  it('Photon (photon/*.json): [lon, lat] coordinates, a label from the properties', () => {
    expect(geocodeAnswer(recorded('photon', 'search-berlin.json'), 'x')).toEqual({
      found: { location: { lat: 52.5170365, lng: 13.3888599 }, label: 'Berlin' },
    });
    expect(geocodeAnswer(recorded('photon', 'search-house-without-name.json'), 'x')).toEqual({
      found: {
        location: { lat: 44.5015307, lng: 11.3398676 },
        label: 'Via Guglielmo Marconi 71, 40122 Bologna',
      },
    });
    expect(geocodeAnswer(recorded('photon', 'search-no-results.json'), 'x')).toEqual({ empty: true });
    expect(geocodeAnswer(recorded('photon', 'error-400-bbox.json'), 'x')).toHaveProperty('unusable');
  });

  it('asks Photon only what it takes (it refuses format and accept-language with a 400)', () => {
    expect(geocodeParams(new URL('https://photon.example.org/api'), 'Marienplatz 8', 'de')).toEqual([
      ['q', 'Marienplatz 8'],
      ['lang', 'de'],
      ['limit', '1'],
    ]);
    expect(geocodeParams(new URL('https://nominatim.example.org/search'), 'Marienplatz 8', 'de')).toEqual([
      ['q', 'Marienplatz 8'],
      ['format', 'jsonv2'],
      ['limit', '1'],
      ['accept-language', 'de'],
    ]);
  });
});
