/**
 * The contract between the mounting core and a widget module. Type-only: importing it costs the
 * entry chunk nothing.
 */
import type { ReactNode } from 'react';
import type { ConsentApi } from './consent';
import type { Schema } from './schema';

/** Where a widget is hooked into the CMS markup. */
export type Hook =
  /** `<div data-sf-widget="{name}">`: the frame is the element carrying the attribute. */
  | { kind: 'attribute'; value: string }
  /**
   * Element ids keyed by a settings id (map blocks): the frame is the element whose id matches
   * `pattern` (first group = the key); its settings are the JSON script with id `settingsId(key)`.
   */
  | {
      kind: 'id';
      pattern: RegExp;
      settingsId: (key: string) => string;
      /**
       * The ids' fixed start (`sf-map-`) and, in words, the characters the key may hold: an element
       * whose id starts so and has a settings script, but breaks the pattern, gets one console error.
       */
      prefix?: string;
      keyRule?: string;
    };

/**
 * When a frame mounts (Documentation/mounting.md):
 * - `now`: at once, wherever it is;
 * - `near` (default): when it comes within one screen height of the viewport (at once if it is there at
 *   load, or where IntersectionObserver is missing);
 * - `idle`: when the browser is idle after load (at the latest after two seconds);
 * - `first-use`: on the first click, tap or key in the frame; hovering, focusing or touching it
 *   prefetches the code. The activation that triggered the mount is not lost (see `FirstUse`).
 */
export type MountWhen = 'now' | 'near' | 'idle' | 'first-use';

/** How a `first-use` frame hands the visitor's first activation to the mounted widget. */
export interface FirstUse {
  /** The CMS element whose activation (click, Enter) mounts the widget and is then replayed. */
  trigger: string;
  /** The widget's element that receives the replayed click (and focus, if the trigger had it). */
  target: string;
}

export interface RegistryEntry {
  /** The widget's name and folder; its chunk is named in the `import()` (text-slider shares `carousel`). */
  name: string;
  hook: Hook;
  load: () => Promise<WidgetModule>;
  /** When the frame mounts; default `near`. */
  when?: MountWhen;
  /** Required with `when: 'first-use'`. */
  firstUse?: FirstUse;
  /** `false` for widgets without React (plain DOM): their frames never load the React chunk. */
  react?: boolean;
  /**
   * The CMS markup has a pre-mount shape in content.css that ends once the frame is mounted, failed or
   * invalid: the frame then gets `data-sf-settled`. Its own attribute, not `data-sf-state`: a rule
   * like `[data-sf-widget='tabs']:not([data-sf-settled]) … > :not(:first-child)` restyles the whole
   * subtree of every element whose named attribute changes, and every frame's state changes.
   */
  premount?: boolean;
  /**
   * True when the frame's CMS markup already is its final state, from the frame and its raw settings
   * (a journal list off the home page stays a list): the frame is then `mounted` without loading any
   * code. It may mark the frame for CSS. Runs in the entry: keep it to a few lines.
   */
  final?: (frame: HTMLElement, rawSettings: unknown) => boolean;
}

/** Everything a widget learns about its frame. */
export interface FrameInfo {
  frame: HTMLElement;
  /** How console messages name the frame: `mobile-menu #c4`. */
  label: string;
  /** For id hooks: the settings id the element ids are keyed by. */
  key: string | undefined;
}

export interface RenderOptions {
  /** Runs after a render error, once the container's original markup has been restored. */
  onError?: () => void;
  /**
   * The root is one part of a widget that works without it (the map forms' address autocomplete):
   * its render error restores the container but leaves the frame's state alone.
   */
  part?: boolean;
}

/**
 * The place data client (`window.SiteFrontend.places`, the entry's facade). Its members are declared
 * by places/client.ts through declaration merging, so that core imports nothing from places/ (the
 * folder rule: places imports core, never the other way round).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlacesClient {}

/**
 * The page's services, built once by the entry (main.ts) and handed to every widget in its context:
 * the same objects as `window.SiteFrontend.consent` and `.places`, so widgets (and their tests) never
 * read the global.
 */
export interface SiteServices {
  consent: ConsentApi;
  /** Never missing: a call whose code cannot load resolves as NETWORK_ERROR (main.ts). */
  places: PlacesClient;
}

export interface WidgetContext extends FrameInfo {
  /**
   * Mounts a React root in `container`, inside an error boundary. On a render error the root is
   * unmounted and the container gets its original (CMS) children back. Returns the root's unmount
   * (for a widget that takes its React part away again, the map forms' address fields).
   */
  render(container: Element, node: ReactNode, options?: RenderOptions): () => void;
  /** A console warning that names the frame. */
  warn(message: string): void;
  /** A console error that names the frame (a bad value the widget recovers from, say). */
  error(message: string): void;
  /** The page's services (consent, places); React components read them with `useServices()`. */
  services: SiteServices;
}

// The settings type is checked by the widget's own schema; the registry stores modules of any settings.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface WidgetModule<S = any> {
  schema: Schema<S>;
  mount(context: WidgetContext, settings: S): void | Promise<void>;
}

/** One widget module, typed by its schema. */
export function defineWidget<S>(module: WidgetModule<S>): WidgetModule<S> {
  return module;
}
