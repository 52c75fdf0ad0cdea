/**
 * Lightbox links outside galleries (spec 2.2): hook `data-sf-widget="lightbox"` on a content frame
 * whose links carry `data-fancybox="{gallery}"` (and `data-type="ajax"` or `"iframe"` for remote
 * content). Settings: `{"remoteOrigins": ["https://…"]}` (optional): origins besides the page's own
 * that may serve remote content to the links of this frame (each frame keeps its own list). No
 * React root: the links stay the CMS's.
 */
import { defineWidget } from '../core/types';
import { array, object, optional, string } from '../core/schema';
import { bindLightbox, openFromFragment } from './controller';

export const schema = object({
  remoteOrigins: optional(
    array(string({ pattern: /^https?:\/\/[^/\s]+$/, describe: 'an origin such as "https://example.org"' })),
    [],
  ),
});

export default defineWidget({
  schema,
  mount(context, settings) {
    bindLightbox(context.frame, settings.remoteOrigins);
    // The fragment may name a gallery that is still rendering: look once every frame has mounted
    // and React has committed.
    void (window.SiteFrontend?.ready ?? Promise.resolve()).then(() => setTimeout(openFromFragment, 0));
  },
});
