/**
 * Issue 25: the panel shows reviews a batch at a time, as the collage shows photos up to
 * `maxPhotos`: a CMS place may bring up to 100 reviews (sources/cms/reviews.ts), and rendering all
 * of them at once was the panel's longest task.
 */

/** Reviews shown at first and added by each 'Weitere Rezensionen anzeigen' (setting `reviewBatch`). */
export const DEFAULT_REVIEW_BATCH = 10;

/** How many reviews show at first: one batch, no more than there are. */
export function firstBatch(total: number, batch: number): number {
  const size = Number.isFinite(batch) && batch >= 1 ? Math.floor(batch) : DEFAULT_REVIEW_BATCH;
  return Math.min(Math.max(0, total), size);
}

/** After 'Weitere Rezensionen anzeigen': how many show, how many were added, and the first new one's index. */
export function nextBatch(
  shown: number,
  total: number,
  batch: number,
): { shown: number; added: number; first: number } {
  const next = Math.min(total, shown + firstBatch(Number.POSITIVE_INFINITY, batch));
  return { shown: Math.max(shown, next), added: Math.max(0, next - shown), first: shown };
}
