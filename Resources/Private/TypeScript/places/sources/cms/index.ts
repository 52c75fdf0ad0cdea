/**
 * The CMS place source (issue 14): the company's own locations as editors keep them (photos from
 * fileadmin with size and author, editorial summary, opening hours, contacts, features, EV charging
 * at the company's charging sites, a consumer alert, customer reviews). The folder:
 *
 *   schema.ts    the CMS place schema, the editor contract (Classes/DataProcessing/PlacesProcessor.php)
 *   reviews.ts   the bound on reviews per place (issue 25)
 *   to-model.ts  a validated record as a place of the model
 *   index.ts     the source over the page's records, and `readCmsPlaces` reading `#sf-places`
 */
import { cmsReports } from '../../../core/cms-reports';
import { formatIssue } from '../../../core/schema';
import { language } from '../../../core/i18n';
import { haversineMeters } from '../../../services/geo';
import { hoursState, SITE_TIME_ZONE } from '../../hours';
import { only } from '../../fields';
import { Place, PLACE_FIELD_NAMES, type PlaceFieldName } from '../../model';
import { fold, matchesOf, type PlaceDataSource, type PlaceOutcome, type PlacePrediction } from '../../source';
import { capReviews } from './reviews';
import { cmsPlaceSchema, cmsPlacesSchema, type CmsPlace } from './schema';
import {
  formattedAddress,
  placeFromCms,
  typesOf,
  type CmsMapsProvider,
  type GooglePhotoURI,
} from './to-model';

export { cmsPlaceSchema, cmsPlacesSchema, type CmsPlace } from './schema';
export { moneyOf, placeFromCms, type CmsMapsProvider, type GooglePhotoURI } from './to-model';
export { capReviews, cmsReviews, MAX_CMS_REVIEWS } from './reviews';

/** The site's time zone (defined in hours.ts): the CMS places' hours are its wall clock. */
export { SITE_TIME_ZONE };

/** The CMS source over the page's records (already validated). */
export function cmsPlaceSource(
  records: readonly CmsPlace[],
  options: { provider?: CmsMapsProvider; now?: () => Date; googlePhoto?: GooglePhotoURI } = {},
): PlaceDataSource {
  const provider = options.provider ?? 'osm';
  const now = options.now ?? (() => new Date());
  const make = (record: CmsPlace, fields: readonly PlaceFieldName[], lang?: string): Place =>
    only(
      placeFromCms(record, {
        provider,
        now: now(),
        language: lang ?? language(),
        ...(options.googlePhoto ? { googlePhoto: options.googlePhoto } : {}),
      }),
      fields,
    );
  const haystack = (record: CmsPlace): string =>
    fold(
      [
        record.displayName,
        record.primaryTypeDisplayName,
        record.address?.street,
        record.address?.locality,
        ...(record.types ?? []),
      ]
        .filter(Boolean)
        .join(' '),
    );

  return {
    name: 'cms',
    details(request) {
      const record = records.find((r) => r.id === request.id);
      return Promise.resolve(
        record
          ? { status: 'OK', value: make(record, request.fields, request.language) }
          : { status: 'NOT_FOUND', detail: `No CMS place with the id "${request.id}" on this page.` },
      );
    },
    detailsByLocation(request) {
      const nearest = [...records]
        .map((record) => ({ record, meters: haversineMeters(request.location, record.location) }))
        .sort((a, b) => a.meters - b.meters)[0];
      return Promise.resolve(
        nearest && nearest.meters <= 100
          ? { status: 'OK', value: make(nearest.record, request.fields, request.language) }
          : { status: 'NOT_FOUND', detail: 'No CMS place within 100 m of that location.' },
      );
    },
    searchNearby(request) {
      const { center, radius } = request.locationRestriction;
      const included = new Set([...(request.includedTypes ?? []), ...(request.includedPrimaryTypes ?? [])]);
      const excluded = new Set([...(request.excludedTypes ?? []), ...(request.excludedPrimaryTypes ?? [])]);
      const found = records
        .map((record) => ({ record, meters: haversineMeters(center, record.location) }))
        .filter(({ record, meters }) => {
          const types = typesOf(record);
          if (meters > radius) return false;
          if (included.size > 0 && !types.some((type) => included.has(type))) return false;
          return !types.some((type) => excluded.has(type));
        })
        .sort((a, b) => a.meters - b.meters)
        .slice(0, request.maxResultCount ?? 20)
        .map(({ record }) => make(record, request.fields, request.language));
      return Promise.resolve({ status: 'OK', value: found } satisfies PlaceOutcome<Place[]>);
    },
    searchByText(request) {
      const words = fold(request.textQuery).split(/\s+/).filter(Boolean);
      const at = now();
      const found = records
        .filter((record) => words.every((word) => haystack(record).includes(word)))
        .map((record) => make(record, PLACE_FIELD_NAMES, request.language))
        .filter((place) => {
          if (
            request.isOpenNow &&
            hoursState(place.regularOpeningHours, place.utcOffsetMinutes, at, SITE_TIME_ZONE)?.open !== true
          )
            return false;
          if (request.minRating !== undefined && (place.rating ?? 0) < request.minRating) return false;
          if (request.priceLevels && (!place.priceLevel || !request.priceLevels.includes(place.priceLevel)))
            return false;
          const ev = place.evChargeOptions?.connectorAggregations ?? [];
          if (request.evConnectorTypes && !ev.some((c) => request.evConnectorTypes?.includes(c.type)))
            return false;
          if (
            request.evMinimumChargingRateKw !== undefined &&
            !ev.some((c) => (c.maxChargeRateKw ?? 0) >= (request.evMinimumChargingRateKw ?? 0))
          )
            return false;
          return true;
        })
        .slice(0, request.maxResultCount ?? 20)
        .map((place) => only(place, request.fields));
      return Promise.resolve({ status: 'OK', value: found } satisfies PlaceOutcome<Place[]>);
    },
    autocomplete(request) {
      const typed = fold(request.input.trim());
      if (typed === '') return Promise.resolve({ status: 'OK', value: [] });
      const predictions: PlacePrediction[] = records
        .filter((record) => haystack(record).includes(typed))
        .slice(0, 5)
        .map((record) => {
          const secondary = formattedAddress(record);
          const whole = secondary ? `${record.displayName}, ${secondary}` : record.displayName;
          return {
            placeId: record.id,
            text: whole,
            textMatches: matchesOf(whole, request.input),
            mainText: record.displayName,
            mainTextMatches: matchesOf(record.displayName, request.input),
            secondaryText: secondary,
            types: typesOf(record),
            distanceMeters: request.origin
              ? Math.round(haversineMeters(request.origin, record.location))
              : null,
          };
        });
      return Promise.resolve({ status: 'OK', value: predictions });
    },
    newSessionToken: () => undefined,
  };
}

/**
 * The page's CMS places: the JSON list in `#sf-places`, each record validated on its own. A bad
 * record is reported (naming its index and field) and left out; the others stay. A record with
 * more than MAX_CMS_REVIEWS reviews keeps its first ones, reported the same way (reviews.ts). Malformed JSON or
 * a value that is no list leaves none. Missing element: an empty list.
 */
export function readCmsPlaces(doc: Document): { places: CmsPlace[]; errors: string[] } {
  const script = doc.getElementById('sf-places');
  if (!script) return { places: [], errors: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent || '[]');
  } catch (error) {
    return { places: [], errors: [`#sf-places: the JSON cannot be read (${String(error)})`] };
  }
  if (!Array.isArray(raw)) {
    const parsed = cmsPlacesSchema.parse(raw);
    return { places: [], errors: parsed.ok ? [] : [`#sf-places: ${formatIssue(parsed.issue)}`] };
  }
  const places: CmsPlace[] = [];
  const errors: string[] = cmsReports(script).map((message) => `#sf-places: ${message}`);
  raw.forEach((unchecked: unknown, index) => {
    const { record, dropped } = capReviews(unchecked);
    const parsed = cmsPlaceSchema.parse(record);
    if (parsed.ok) {
      places.push(parsed.value);
      if (dropped) errors.push(`#sf-places: settings field "[${String(index)}].reviews": ${dropped}`);
    } else {
      const path = parsed.issue.path.startsWith('[') ? parsed.issue.path : `.${parsed.issue.path}`;
      const issue = { ...parsed.issue, path: `[${String(index)}]${path === '.' ? '' : path}` };
      errors.push(`#sf-places: ${formatIssue(issue)} (this place is left out)`);
    }
  });
  return { places, errors };
}
