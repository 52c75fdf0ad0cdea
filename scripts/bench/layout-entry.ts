/** Bundled by the benchmark into a page script: exposes the gallery layout for timing in Chromium. */
import { computeLayout, type Size } from '../../Resources/Private/TypeScript/gallery/layout';
import { DEFAULTS } from '../../Resources/Private/TypeScript/gallery/settings';

declare global {
  interface Window {
    sfLayoutBench?: (count: number, runs: number) => number[];
  }
}

window.sfLayoutBench = (count, runs) => {
  const ratios = [1.5, 1.33, 0.67, 1.78, 1, 0.75, 2.33];
  const items: Size[] = Array.from({ length: count }, (_, index) => ({
    width: Math.round(400 * (ratios[index % ratios.length] ?? 1)),
    height: 400,
  }));
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    computeLayout(items, 1120, { ...DEFAULTS, rowHeight: 160, margins: 4 });
    times.push(performance.now() - start);
  }
  return times;
};
