/**
 * Mobile menu (spec 2.11, 9.4). Hook: `data-sf-widget="mobile-menu"` on the frame that holds the
 * no-JS burger link. Settings: `navigation` (id of the main navigation to copy), `position`.
 */
import './mobile-menu.css';
import { defineWidget } from '../core/types';
import { object, oneOf, optional, string } from '../core/schema';
import { MobileMenu } from './MobileMenu';
import { readNavigation } from './nav-model';

export const schema = object({
  navigation: string({ pattern: /^[A-Za-z][\w-]*$/, describe: 'the id of the main navigation element' }),
  position: optional(oneOf(['left', 'right'] as const), 'left'),
});

export default defineWidget({
  schema,
  mount(context, settings) {
    const nav = context.frame.ownerDocument.getElementById(settings.navigation);
    if (!nav)
      throw new Error(`settings field "navigation": no element with id "${settings.navigation}" on the page`);
    const items = readNavigation(nav);
    if (items.length === 0) context.warn(`the navigation #${settings.navigation} holds no links`);
    const portal = context.frame.ownerDocument.createElement('div');
    portal.className = 'sf-mmenu-root';
    context.frame.ownerDocument.body.append(portal);
    context.render(context.frame, <MobileMenu items={items} position={settings.position} portal={portal} />, {
      onError: () => portal.remove(),
    });
  },
});
