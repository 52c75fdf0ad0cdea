/** The autocomplete's calls through the page's `window.SiteFrontend.places` (the widget and the map forms). */
import type { AutocompleteApi } from './controller';

export const pageApi: AutocompleteApi = {
  autocomplete: (request) =>
    window.SiteFrontend?.places.autocomplete(request) ??
    Promise.resolve({ status: 'UNKNOWN_ERROR', detail: 'window.SiteFrontend is missing' }),
  newSessionToken: (source) =>
    window.SiteFrontend?.places.newSessionToken(source) ?? Promise.resolve(undefined),
  fetchPlace: (request) =>
    window.SiteFrontend?.places.fetchPlace(request) ??
    Promise.resolve({ status: 'UNKNOWN_ERROR', detail: 'window.SiteFrontend is missing' }),
};
