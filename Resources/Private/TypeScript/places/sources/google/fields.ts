/**
 * Which Google fields a request asks for (issue 14, spec 3.7): our field names are the JavaScript
 * API's own, except the few Google does not fill, and the language-code fields come with their
 * base field.
 */
import type { PlaceFieldName } from '../../model';

/**
 * Our fields that Google does not fill (they stay null on a Google place and are not requested):
 * the OpenStreetMap links, and `hasWiFi`, which Google's own reference marks as "accidentally
 * documented, but never actually populated" (asking for it could only fail the request).
 */
export const NOT_GOOGLE = ['openStreetMapURI', 'openStreetMapLinks', 'hasWiFi'] as const;
export type GoogleFieldName = Exclude<PlaceFieldName, (typeof NOT_GOOGLE)[number]>;

/** The language-code fields come with their base field (Google's LocalizedText). */
const LANGUAGE_CODE_BASE: Partial<Record<PlaceFieldName, GoogleFieldName>> = {
  displayNameLanguageCode: 'displayName',
  editorialSummaryLanguageCode: 'editorialSummary',
  primaryTypeDisplayNameLanguageCode: 'primaryTypeDisplayName',
};

export const isGoogleField = (name: PlaceFieldName): name is GoogleFieldName =>
  !(NOT_GOOGLE as readonly PlaceFieldName[]).includes(name);

/**
 * The JavaScript API's field names for 3.7 fields, each once, in the order asked. A request of
 * nothing Google knows asks for the id only (Google needs at least one field).
 */
export function googleFields(fields: readonly PlaceFieldName[]): string[] {
  const names = new Set<string>();
  for (const field of fields) {
    if (isGoogleField(field)) names.add(LANGUAGE_CODE_BASE[field] ?? field);
  }
  return names.size === 0 ? ['id'] : [...names];
}
