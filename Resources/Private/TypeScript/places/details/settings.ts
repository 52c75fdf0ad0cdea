/**
 * Settings of the place details widgets (hooks `place-details` and `place-details-compact`): the
 * source, what to show (a place id or a location), which parts, and the options of spec 3.10 with
 * their defaults. Read leniently: a bad value logs one console error naming the frame and the field,
 * and that field takes its default (the card still shows).
 */
import {
  array,
  flag,
  integer,
  lenientObject,
  object,
  oneOf,
  optional,
  string,
  type Infer,
} from '../../core/schema';
import { optionalWebUrl, webUrl } from '../../core/url-schema';
import { PLACE_SOURCES } from '../model';
import { latLngSchema } from '../settings-schemas';
import { rendererSchema } from '../renderer';
import { ORIENTATIONS } from '../validate';
import { CONTENT_ITEMS } from './content';
import { DEFAULT_REVIEW_BATCH } from './parts/review-batch';

/** #fff, #ffffff, #ffffffcc, rgb(…)/rgba(…)/hsl(…), or a colour keyword: no url(), no expressions. */
const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;
const LENGTH = /^(0|\d+(\.\d+)?(px|rem|em|%))$/;

export const detailsSettingsSchema = lenientObject({
  /** The source of the request; unset: the site's default (`sf-places-config`). */
  source: optional(oneOf(PLACE_SOURCES)),
  /** Our own rendering, or Google's Places UI Kit (Google source only; Documentation/places-uikit.md). */
  renderer: rendererSchema,
  /** What to show: `{ "id": "node/447786250" }` or `{ "location": { "lat": …, "lng": … } }`. */
  request: optional(
    object({
      id: optional(string({ nonEmpty: true })),
      location: optional(latLngSchema),
    }),
  ),
  /** The parts to show; unset: the card's or the panel's default parts. */
  content: optional(array(oneOf(CONTENT_ITEMS))),
  /** The full panel: all sections in one column, or tabs (Übersicht, Rezensionen, Info). */
  layout: optional(oneOf(['plain', 'tabbed'] as const), 'plain'),
  /** 9.5: photos in the collage. */
  maxPhotos: optional(integer({ min: 1, max: 10 }), 3),
  /** Reviews the panel shows at first, and adds with each 'Weitere Rezensionen anzeigen' (issue 25). */
  reviewBatch: optional(integer({ min: 1, max: 50 }), DEFAULT_REVIEW_BATCH),
  backgroundColor: optional(string({ pattern: COLOR, describe: 'a CSS colour (#fff, rgb(…))' }), '#fff'),
  borderRadius: optional(string({ pattern: LENGTH, describe: 'a CSS length (8px, 0.5rem)' }), '8px'),
  /** The language of the place data asked for; unset: the page's. */
  language: optional(oneOf(['de', 'en'] as const)),
  /** The region code of the place data asked for (two letters); unset: the site's. */
  region: optional(string({ pattern: /^[A-Za-z]{2}$/, describe: 'a two-letter region code' })),
  showsAttribution: optional(flag(), true),
  showsBorder: optional(flag(), true),
  /** Accepted for compatibility with Google's option; see Documentation/places.md. */
  showsRoutingSummary: optional(flag(), false),
  /** The compact card's amenity tags ('WLAN', 'Sitzplätze im Freien' …). */
  showsAttributeTags: optional(flag(), false),
  /** The open-in-maps button. */
  showsButtons: optional(flag(), true),
  orientation: optional(oneOf(ORIENTATIONS), 'VERTICAL'),
  /** 9.5: the attribution is GRAY on a light scheme, WHITE on a dark one. */
  colorScheme: optional(oneOf(['light', 'dark'] as const), 'light'),
  /** The privacy statement linked from the consent placeholder (Google). */
  privacyUrl: optionalWebUrl(),
  /**
   * 'Weitere Informationen' under 'Rezensionen werden nicht überprüft' for the company's own reviews
   * (the page that says how it handles them); Google's reviews link to Google's policy.
   */
  reviewPolicyUrl: optional(webUrl(), ''),
});

export type DetailsSettings = Infer<typeof detailsSettingsSchema>;
