/**
 * The consent placeholders' button (map blocks, place widgets), apart from core/consent.ts so the
 * entry does not carry it: only the widget chunks do.
 */
import type { ConsentApi, ConsentProvider } from './consent';
import { emit } from './events';

/**
 * The placeholders' button (map blocks, place widgets): grants, remembered when the visitor ticked
 * 'always'; in `external` mode for this page view only, and `sf:consent-request` tells the tool.
 */
export function grantFromPlaceholder(
  api: ConsentApi,
  provider: ConsentProvider,
  always: boolean,
  doc: Document = document,
): void {
  if (api.mode !== 'external') {
    api.grant(provider, { remember: always });
    return;
  }
  api.grant(provider, { remember: false });
  emit(doc, 'sf:consent-request', { provider });
}
