/**
 * The contract between the mounting core and a widget module. Type-only: importing it costs the
 * entry chunk nothing.
 */
import type { ReactNode } from 'react';
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

export interface RegistryEntry {
  /** The widget's name; also its folder and chunk name. */
  name: string;
  hook: Hook;
  load: () => Promise<WidgetModule>;
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
}

export interface WidgetContext extends FrameInfo {
  /** `de` or `en`, from `<html lang>`. */
  lang: 'de' | 'en';
  /**
   * Mounts a React root in `container`, inside an error boundary. On a render error the root is
   * unmounted and the container gets its original (CMS) children back.
   */
  render(container: Element, node: ReactNode, options?: RenderOptions): void;
  /** A console warning that names the frame. */
  warn(message: string): void;
  /** A console error that names the frame (a bad value the widget recovers from, say). */
  error(message: string): void;
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
