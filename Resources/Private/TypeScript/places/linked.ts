/**
 * The widgets a place widget's choice is shown in (issue 16): a details widget named by its frame
 * id (`linkedDetails`) and a map block named by its settings id (`linkedMap`, the block
 * `sf-map-{id}`), both through the page's `places.show` (frames.ts, from the widget's context). Used by the search list and
 * the autocomplete. A target that is not on the page is reported naming the settings field; the
 * other target still shows the place.
 */
import { mapIds } from '../core/map-ids';

export interface LinkedTargets {
  linkedDetails?: string | undefined;
  linkedMap?: string | undefined;
}

type Show = (target: Element | string, request: unknown) => void;

export function showInLinked(
  links: LinkedTargets,
  request: unknown,
  show: Show,
  report: (message: string) => void,
): void {
  const targets: [field: string, target: () => Element | string][] = [];
  if (links.linkedDetails) {
    const id = links.linkedDetails;
    targets.push(['linkedDetails', () => id]);
  }
  if (links.linkedMap) {
    const block = mapIds(links.linkedMap).block;
    targets.push([
      'linkedMap',
      () => {
        const element = document.getElementById(block);
        if (!element) throw new Error(`no map block "${block}" on this page`);
        return element;
      },
    ]);
  }
  for (const [field, target] of targets) {
    try {
      show(target(), request);
    } catch (error) {
      report(`settings field "${field}": ${(error as Error).message}`);
    }
  }
}
