/**
 * A Places UI Kit frame's mount cycle, framework-free and shaped like details/loader.ts: `start` loads
 * Google's places library (after consent) and builds Google's element in the host, `subscribe` /
 * `getSnapshot` tell where it stands (read with useSyncExternalStore), and the stop `start` returns
 * disposes the element (a revoke, an unmount). An answer after the stop is dropped.
 */
import type { UiKitConfig } from './config';
import { mountUiKit, type UiKitCallbacks } from './mount';

export type UiKitLoad = 'loading' | 'ready' | 'failed';

export class UiKitLoader {
  private state: UiKitLoad = 'loading';
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: (apiKey: string) => Promise<google.maps.PlacesLibrary>,
    /** The newest callbacks, a React ref (a new callback must not build Google's element again). */
    private readonly latest: { readonly current: Pick<UiKitCallbacks, 'onSelect' | 'report'> },
    private readonly mount: typeof mountUiKit = mountUiKit,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): UiKitLoad => this.state;

  /** Builds Google's element for `config` in `host`; returns the stop. */
  start(host: HTMLElement, config: UiKitConfig, apiKey: string): () => void {
    let current = true;
    let mounted: { dispose(): void } | undefined;
    this.publish('loading');
    const settle = (state: 'ready' | 'failed'): void => {
      if (current) this.publish(state);
    };
    this.load(apiKey).then(
      (places) => {
        if (!current) return;
        mounted = this.mount(config.kind, host, config, places, {
          onState: settle,
          onSelect: (place) => {
            if (current) this.latest.current.onSelect(place);
          },
          report: (message) => this.latest.current.report(message),
        });
      },
      (error: unknown) => {
        if (!current) return;
        this.latest.current.report(error instanceof Error ? error.message : String(error));
        settle('failed');
      },
    );
    return () => {
      current = false;
      mounted?.dispose();
      this.publish('loading');
    };
  }

  private publish(state: UiKitLoad): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
