/**
 * The news category filter's hidden field (spec 3.6, 5.2): the chosen category ids joined by a
 * comma, the region first, then the industry; empty values are left out, so there is never a
 * leading, trailing or double comma (5.2 read literally would give ',7' when only the industry is
 * chosen: Documentation/deviations.md lists this deviation). A value that already holds several ids keeps them.
 */
export function selectedCategories(region: string, industry: string): string {
  return [region, industry]
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .join(',');
}
