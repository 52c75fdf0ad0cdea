/**
 * Content-Security-Policy violations of a page, heard two ways: a `securitypolicyviolation`
 * listener installed before any script of the page runs, and Chromium's own CSP issues (DevTools
 * Audits), which also cover workers (MapLibre's) that have no document to listen on. Used by
 * csp.e2e.ts and consent-tools.e2e.ts.
 */
import type { Page } from 'puppeteer-core';

/** One violation, as the page's `securitypolicyviolation` event or Chromium's CSP issue reports it. */
export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

export interface Violations {
  /** What the page's listener heard. */
  page: Violation[];
  /** Chromium's CSP issues: the same, and those of workers. */
  audit: Violation[];
}

declare global {
  interface Window {
    __sfCspViolations?: Violation[];
  }
}

/** Installs the watch before the page loads (pass it to openPage's beforeLoad); call the result to read. */
export async function watchViolations(page: Page): Promise<() => Promise<Violations>> {
  await page.evaluateOnNewDocument(() => {
    const seen: Violation[] = [];
    window.__sfCspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    });
  });
  const session = await page.createCDPSession();
  const audit: Violation[] = [];
  session.on('Audits.issueAdded', ({ issue }) => {
    const details = issue.details.contentSecurityPolicyIssueDetails;
    if (!details) return;
    const location = details.sourceCodeLocation;
    audit.push({
      directive: details.violatedDirective,
      blocked: details.blockedURL ?? details.contentSecurityPolicyViolationType,
      source: location ? `${location.url}:${location.lineNumber}:${location.columnNumber}` : '',
      sample: `(audit) ${details.contentSecurityPolicyViolationType}`,
    });
  });
  await session.send('Audits.enable');
  return async () => ({ page: await page.evaluate(() => window.__sfCspViolations ?? []), audit });
}
