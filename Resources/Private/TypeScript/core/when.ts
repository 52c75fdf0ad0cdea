/**
 * The deferred mount timings of core/mount.ts (`near`, `idle`, `first-use`; Documentation/mounting.md):
 * each decides when a found frame is mounted and reports it `deferred` until then. Apart from
 * mount.ts so the finding and mounting of frames reads on its own.
 */
import {
  deferredReport,
  mountFrame,
  type FoundFrame,
  type FrameReport,
  type Host,
  type MountOptions,
} from './mount';

/** `near`: mounts now if the frame is within one screen height of the viewport, else when it gets there. */
export function whenNear(
  found: FoundFrame,
  loadHost: () => Promise<Host>,
  options: MountOptions,
): Promise<FrameReport> {
  const view = found.frame.ownerDocument.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function')
    return mountFrame(found, loadHost, options.services);
  return new Promise((resolve) => {
    let first = true;
    const observer = new view.IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (near) observer.disconnect();
        if (first) {
          first = false;
          resolve(near ? mountFrame(found, loadHost, options.services) : deferredReport(found));
        } else if (near) {
          void mountFrame(found, loadHost, options.services).then((report) => options.onLater?.([report]));
        }
      },
      // One screen above and below: the widget is ready before the visitor scrolls to it.
      { rootMargin: '100% 0px' },
    );
    observer.observe(found.frame);
  });
}

/** `idle`: after the load event, when the browser is idle (at the latest after two seconds). */
export function whenIdle(
  found: FoundFrame,
  loadHost: () => Promise<Host>,
  options: MountOptions,
): FrameReport {
  const view = found.frame.ownerDocument.defaultView ?? window;
  const run = (): void => {
    void mountFrame(found, loadHost, options.services).then((report) => options.onLater?.([report]));
  };
  const idle = (): void => {
    if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(run, { timeout: 2000 });
    else view.setTimeout(run, 200);
  };
  if (found.frame.ownerDocument.readyState === 'complete') idle();
  else view.addEventListener('load', idle, { once: true });
  return deferredReport(found);
}

/**
 * `first-use`: the first click, tap or key in the frame mounts it; hover, focus or touch prefetch the
 * code. A click on the trigger (the CMS's no-JS link) is held (default prevented) and replayed on the
 * widget's target once it has mounted, with focus moved there if the trigger had it. If the widget
 * does not mount, the held click is given back to the CMS link.
 */
export function whenFirstUsed(
  found: FoundFrame,
  loadHost: () => Promise<Host>,
  options: MountOptions,
): FrameReport {
  const { entry, frame } = found;
  const doc = frame.ownerDocument;
  const trigger = entry.firstUse?.trigger;
  const target = entry.firstUse?.target;
  let started: Promise<FrameReport> | undefined;
  let held: HTMLElement | undefined;
  let hadFocus = false;
  const prefetch = (): void => {
    entry.load().catch(() => undefined);
    if (entry.react !== false) loadHost().catch(() => undefined);
  };
  const start = (): Promise<FrameReport> =>
    (started ??= mountFrame(found, loadHost, options.services).then((report) => {
      for (const [type, listener] of listeners) frame.removeEventListener(type, listener, true);
      const replay = held;
      held = undefined;
      if (replay) {
        const widget = report.state === 'mounted' && target ? frame.querySelector<HTMLElement>(target) : null;
        if (widget) {
          const active = doc.activeElement;
          if (hadFocus || !active || active === doc.body || !active.isConnected) widget.focus();
          widget.click();
        } else if (replay.isConnected) {
          replay.click();
        }
      }
      options.onLater?.([report]);
      return report;
    }));
  const onClick = (event: Event): void => {
    const element = event.target instanceof Element ? event.target : null;
    const hit = trigger && element ? element.closest<HTMLElement>(trigger) : null;
    if (hit && frame.contains(hit)) {
      event.preventDefault();
      held = hit;
      hadFocus = doc.activeElement === hit;
    }
    void start();
  };
  const listeners: [string, EventListener][] = [
    ['click', onClick],
    ['pointerdown', () => void start()],
    ['keydown', prefetch],
    ['pointerenter', prefetch],
    ['focusin', prefetch],
    ['touchstart', prefetch],
  ];
  for (const [type, listener] of listeners)
    frame.addEventListener(type, listener, { capture: true, passive: type === 'touchstart' });
  return deferredReport(found);
}
