/**
 * Issue 29: links that hand a location to the visitor's own navigation app, and phone numbers as
 * `tel:` links. Pure, and shared by the map's list and info windows and the place card (places/
 * never imports map/, so both import this). Every URL is `https:`, `geo:` or `tel:`; texts from the
 * CMS go into it only through encodeURIComponent.
 */

/** The platform whose navigation app a route link opens. */
export type NavPlatform = 'apple' | 'android' | 'other';

/** What the browser tells about itself (navigator's fields; a test passes strings). */
export interface PlatformHints {
  userAgent: string;
  /** navigator.platform: 'MacIntel' on macOS and on an iPad in desktop mode. */
  platform?: string;
  /** navigator.maxTouchPoints: above 1 on an iPad that calls itself a Mac. */
  maxTouchPoints?: number;
  /** navigator.userAgentData (Chromium): 'Android', 'macOS', 'iOS', 'Linux', 'Windows' … */
  userAgentData?: { platform?: string } | null;
}

export function navPlatform(hints: PlatformHints): NavPlatform {
  const ua = hints.userAgent;
  if (/Android/i.test(ua)) return 'android';
  // iPhone, iPad, iPod; macOS; an iPad in desktop mode says 'Macintosh' too.
  if (/iPhone|iPad|iPod|Macintosh|Mac OS X/.test(ua)) return 'apple';
  const data = (hints.userAgentData?.platform ?? '').toLowerCase();
  if (data === 'android') return 'android';
  if (data === 'macos' || data === 'ios') return 'apple';
  if (hints.platform === 'MacIntel' && (hints.maxTouchPoints ?? 0) > 1) return 'apple';
  return 'other';
}

/** The platform of this browser ('other' where there is no navigator). */
export function currentNavPlatform(): NavPlatform {
  if (typeof navigator === 'undefined') return 'other';
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return navPlatform({
    userAgent: nav.userAgent,
    // Deprecated, but the one sign of an iPad in desktop mode ('MacIntel' with touch points).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    userAgentData: nav.userAgentData ?? null,
  });
}

export interface Destination {
  lat: number;
  lng: number;
  /** The location's name, shown by the app. */
  label: string;
}

export type RouteApp = 'apple' | 'google' | 'osm' | 'geo';

/** The label of each app's name ('Google Maps', 'Apple Karten', …), for every place that shows the links. */
export const ROUTE_APP_LABEL = {
  apple: 'map.route.apple',
  google: 'map.route.google',
  osm: 'map.route.osm',
  geo: 'map.route.geo',
} as const satisfies Record<RouteApp, string>;

export interface RouteLink {
  app: RouteApp;
  href: string;
  /** An `https:` page: opens in a new tab (the locator stays open). `geo:` hands over to an app. */
  newTab: boolean;
}

/** A coordinate as the URL writes it: a plain decimal, at most 6 places (about 0.1 m). */
function coordinate(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a coordinate: ${value}`);
  return String(Math.round(value * 1e6) / 1e6);
}

export const routeUrls = {
  apple: (d: Destination): string =>
    `https://maps.apple.com/?daddr=${coordinate(d.lat)},${coordinate(d.lng)}&q=${encodeURIComponent(d.label)}`,
  google: (d: Destination): string =>
    `https://www.google.com/maps/dir/?api=1&destination=${coordinate(d.lat)},${coordinate(d.lng)}`,
  osm: (d: Destination): string =>
    `https://www.openstreetmap.org/directions?to=${coordinate(d.lat)},${coordinate(d.lng)}`,
  geo: (d: Destination): string => {
    const at = `${coordinate(d.lat)},${coordinate(d.lng)}`;
    // Parentheses would end the label early: the app shows what is inside them.
    const label = encodeURIComponent(d.label.replace(/[()]/g, ' ').trim());
    return `geo:${at}?q=${at}${label === '' ? '' : `(${label})`}`;
  },
} satisfies Record<RouteApp, (d: Destination) => string>;

/**
 * The links a location offers, first the platform's own app (Apple Maps on Apple platforms, Google
 * Maps elsewhere), then OpenStreetMap (the privacy-friendly choice, always), then `geo:` on Android
 * (any installed navigation app).
 */
export function routeLinks(destination: Destination, platform: NavPlatform): RouteLink[] {
  const own: RouteApp = platform === 'apple' ? 'apple' : 'google';
  const apps: RouteApp[] = platform === 'android' ? [own, 'osm', 'geo'] : [own, 'osm'];
  return apps.map((app) => ({ app, href: routeUrls[app](destination), newTab: app !== 'geo' }));
}

/**
 * A phone number as a `tel:` address: '+49 89 1234567-00' → 'tel:+4989123456700'. '00' becomes '+',
 * a national number (leading 0) gets the country code, the '(0)' of '+49 (0)89' goes; null when
 * fewer than 3 digits remain.
 */
export function telHref(number: string | null | undefined, countryCode = '49'): string | null {
  if (!number) return null;
  let text = number.trim().replace(/\(0\)/g, '');
  const plus = text.startsWith('+');
  text = text.replace(/\D/g, '');
  if (text.length < 3) return null;
  if (plus) return `tel:+${text}`;
  if (text.startsWith('00')) return `tel:+${text.slice(2)}`;
  if (text.startsWith('0')) return `tel:+${countryCode}${text.slice(1)}`;
  return `tel:${text}`;
}
