/**
 * A fake place source (not part of the bundle): answers every request at once, without I/O, with
 * one place '{name}-1' named 'Ort aus {name}', and records the calls it got ('details {id}
 * {fields}', 'nearby {radius}', 'text {query}') for the tests of the page's place API.
 */
import type { PlaceSource } from '../model';
import type { PlaceDataSource } from '../source';
import { makePlace } from './factories';

export function fakeSource(name: PlaceSource): PlaceDataSource & { calls: string[] } {
  const calls: string[] = [];
  const place = makePlace({ id: `${name}-1`, displayName: `Ort aus ${name}` }, name);
  return {
    name,
    calls,
    details: (request) => {
      calls.push(`details ${request.id} ${request.fields.join(',')}`);
      return Promise.resolve({ status: 'OK', value: place });
    },
    detailsByLocation: () => Promise.resolve({ status: 'NOT_FOUND', detail: 'nothing there' }),
    searchNearby: (request) => {
      calls.push(`nearby ${String(request.locationRestriction.radius)}`);
      return Promise.resolve({ status: 'OK', value: [place] });
    },
    searchByText: (request) => {
      calls.push(`text ${request.textQuery}`);
      return Promise.resolve({ status: 'OK', value: [] });
    },
    autocomplete: () => Promise.resolve({ status: 'OK', value: [] }),
    newSessionToken: () => `token-${name}`,
  };
}
