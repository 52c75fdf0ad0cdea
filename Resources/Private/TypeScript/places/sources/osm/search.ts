/**
 * The Overpass side of the OSM place source's searches (index.ts): which tags a request's types
 * ask for (the one vocabulary, services/osm/vocabulary.ts), where a text search looks, and how the
 * found elements are ordered and filtered before they become places.
 */
import { haversineMeters } from '../../../services/geo';
import { around, coordinate, overpassFilter } from '../../../services/osm/overpass';
import { searchTags, type OsmTagFilter } from '../../../services/osm/vocabulary';
import type { LatLngLiteral } from '../../model';
import type { Circle, LocationBias, TextSearchRequest } from '../../validate';
import { isBounds, isCircle, isLatLng } from '../../validate';
import type { OsmElement } from './elements';

/** The keys whose named elements count as places when a search names no type. */
const PLACE_KEYS = ['amenity', 'shop', 'tourism', 'leisure', 'office', 'craft', 'healthcare'];

/** Overpass filters for Google place types; unknown types find nothing, no type finds every named place. */
export function typeFilters(types: readonly string[]): string[] {
  if (types.length === 0) return PLACE_KEYS.map((key) => `["${key}"]`);
  const filters: OsmTagFilter[] = types.flatMap((type) => [...(searchTags(type) ?? [])]);
  return filters.map(overpassFilter);
}

export function excludedBy(element: OsmElement, excluded: ReadonlySet<string>): boolean {
  if (excluded.size === 0) return false;
  return [...excluded].some((type) =>
    (searchTags(type) ?? []).some((filter) => filter.values.includes(element.tags[filter.key] ?? '\u0000')),
  );
}

export function unique(elements: OsmElement[]): OsmElement[] {
  const seen = new Set<string>();
  return elements.filter((element) => {
    const key = `${element.osmType}/${String(element.osmId)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function byDistance(elements: OsmElement[], center: LatLngLiteral): OsmElement[] {
  const distance = (e: OsmElement): number => haversineMeters(center, { lat: e.lat, lng: e.lon });
  return [...elements].sort((a, b) => distance(a) - distance(b));
}

export function areaOf(
  request: TextSearchRequest,
  fallback: Circle | null,
): { filter: string; center: LatLngLiteral } | undefined {
  const restriction = request.locationRestriction;
  if (restriction) {
    return {
      filter: `(${[restriction.south, restriction.west, restriction.north, restriction.east].map(coordinate).join(',')})`,
      center: {
        lat: (restriction.south + restriction.north) / 2,
        lng: (restriction.west + restriction.east) / 2,
      },
    };
  }
  const bias: LocationBias | undefined = request.locationBias;
  const circle: Circle | null =
    bias && bias !== 'IP_BIAS'
      ? isCircle(bias)
        ? bias
        : isLatLng(bias)
          ? { center: bias, radius: 5000 }
          : isBounds(bias)
            ? {
                center: { lat: (bias.south + bias.north) / 2, lng: (bias.west + bias.east) / 2 },
                radius: Math.max(
                  500,
                  haversineMeters({ lat: bias.south, lng: bias.west }, { lat: bias.north, lng: bias.east }) /
                    2,
                ),
              }
            : null
      : fallback;
  if (!circle) return undefined;
  return {
    filter: around(circle.center, circle.radius),
    center: circle.center,
  };
}
