/**
 * Spec 2.10, the footer as the integrator's page runs it: the social-media links move into one of
 * the footer's info columns (setting `column`, an integer ≥ 1, by default the last column).
 */
import { loadFixture, mountBundle, waitFor } from '../../../../tests/unit/fixture-dom';
import { setLanguage } from '../core/i18n';
import { silenceConsole } from '../core/testing/console';
import { networkOf, readSocialLinks } from './social';

const footer = () => document.getElementById('c90')!;
const columns = () => [...footer().querySelectorAll<HTMLElement>('[data-sf-footer-column]')];
const block = () => footer().querySelector<HTMLElement>('[data-sf-social]')!;
const moved = () => [...footer().querySelectorAll<HTMLElement>('.site-footer__social-moved')];
const messages = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => String((call as unknown[])[0]));

function setSettings(json: string): string {
  footer().querySelector(':scope > script[type="application/json"]')!.textContent = json;
  return footer().innerHTML;
}

/** Replaces the CMS's block with the old site's markup: a plain block after the columns. */
function oldMarkup(heading = '<h2>Folgen Sie uns</h2>'): void {
  block().remove();
  const old = document.createElement('div');
  old.className = 'site-footer__social';
  old.setAttribute('data-sf-social', '');
  old.innerHTML = `${heading}<ul>${SOCIAL.map(
    ([label, href]) => `<li><a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a></li>`,
  ).join('')}</ul>`;
  footer().querySelector('.site-footer__columns')!.after(old);
}

/** The column (1-based) that holds the moved links, or 0. */
function columnOfLinks(): number {
  const holder = moved()[0];
  return holder ? columns().findIndex((column) => column.contains(holder)) + 1 : 0;
}

const SOCIAL = [
  ['LinkedIn', 'https://www.linkedin.com/company/beispiel-ag'],
  ['XING', 'https://www.xing.com/pages/beispiel-ag'],
  ['YouTube', 'https://www.youtube.com/@beispiel-ag'],
  ['Instagram', 'https://www.instagram.com/beispiel.ag'],
];

let error: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  setLanguage(undefined);
  ({ error, warn } = silenceConsole());
  loadFixture('/home.html');
});

afterEach(() => jest.restoreAllMocks());

describe('2.10 reading the social links', () => {
  it('names the network of each link by its host', () => {
    oldMarkup();
    expect(readSocialLinks(block())).toEqual(
      SOCIAL.map(([label, href]) => ({
        label,
        href,
        network: label!.toLowerCase(),
        newTab: true,
      })),
    );
    expect(networkOf('https://twitter.com/x')).toBe('x');
    expect(networkOf('https://de.linkedin.com/in/x')).toBe('linkedin');
    expect(networkOf('https://notlinkedin.com/')).toBeUndefined();
    expect(networkOf('/relative/path')).toBeUndefined();
  });
});

describe('2.10 footer social links', () => {
  it('the CMS renders the links in the last info column: nothing moves when no column is set', async () => {
    const before = footer().innerHTML;
    expect(columnOfLinks()).toBe(3);
    await mountBundle();
    expect(footer().innerHTML).toBe(before);
    expect(footer().getAttribute('data-sf-state')).toBe('mounted');
  });

  it('older markup (the block after the columns) is built into the last column, the block hidden', async () => {
    oldMarkup();
    await mountBundle();
    expect(columnOfLinks()).toBe(3);
    expect(moved()).toHaveLength(1);
    expect(block().hidden).toBe(true);
    expect(moved()[0]!.querySelectorAll('a.sf-social__link')).toHaveLength(4);
    expect(error).not.toHaveBeenCalled();
  });

  it('moves the links into the last info column when no column is set', async () => {
    setSettings('{}');
    await mountBundle();
    expect(columnOfLinks()).toBe(3);
    expect(moved()).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([[''], ['{"column": null}']])('settings %p also mean the last column', async (json) => {
    setSettings(json);
    await mountBundle();
    expect(columnOfLinks()).toBe(3);
    expect(error).not.toHaveBeenCalled();
  });

  it('the moved links keep text, href and the new-tab target, with a heading and a hint', async () => {
    await mountBundle();
    const holder = moved()[0]!;
    expect(holder.querySelector('h2')?.textContent).toBe('Folgen Sie uns');
    const links = [...holder.querySelectorAll<HTMLAnchorElement>('a')];
    expect(
      links.map((link) => [
        link.querySelector('span:not([aria-hidden]):not(.sf-visually-hidden)')?.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual(SOCIAL);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.querySelector('.sf-visually-hidden')?.textContent).toMatch(/neuen (Tab|Fenster)/);
      expect(link.querySelector('.sf-social__badge')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(links.map((link) => link.getAttribute('data-network'))).toEqual([
      'linkedin',
      'xing',
      'youtube',
      'instagram',
    ]);
    // Every link is on the page once.
    expect(footer().querySelectorAll('a[href^="https://www.linkedin.com"]')).toHaveLength(1);
    expect(
      [...footer().querySelectorAll('a[href^="https://www.linkedin.com"]')].filter(
        (link) => !link.closest('[hidden]'),
      ),
    ).toHaveLength(1);
  });

  it('{"column": 2} moves them into the second column, after its own content', async () => {
    setSettings('{"column": 2}');
    const reports = await mountBundle();
    expect(reports.find((report) => report.label === 'footer-social #c90')?.state).toBe('mounted');
    expect(columnOfLinks()).toBe(2);
    expect(columns()[1]!.lastElementChild).toBe(moved()[0]);
    expect(columns()[1]!.querySelector('ul a')?.textContent).toBe('Über uns');
    expect(columns()[2]!.querySelector('.site-footer__social-moved')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('{"column": 1} moves them into the first column', async () => {
    setSettings('{"column": 1}');
    await mountBundle();
    expect(columnOfLinks()).toBe(1);
  });

  it('speaks English on an English page', async () => {
    loadFixture('/en/home.html');
    await mountBundle();
    const holder = moved()[0]!;
    expect(holder.querySelector('h2')?.textContent).toBe('Follow us');
    expect(holder.querySelector('.sf-visually-hidden')?.textContent).toMatch(/new (tab|window)/);
  });

  it('without a heading in an older block the label "Folgen Sie uns" is used', async () => {
    oldMarkup('');
    await mountBundle();
    expect(moved()[0]!.querySelector('h2')?.textContent).toBe('Folgen Sie uns');
  });
});

describe('2.10 footer settings errors', () => {
  it.each([
    ['"vier"', 'string "vier"'],
    ['0', 'number 0'],
    ['-1', 'number -1'],
    ['2.5', 'number 2.5'],
    ['true', 'boolean true'],
    ['[2]', 'an array'],
  ])(
    'column %s: one console error naming footer-social #c90 and column; markup untouched',
    async (value, got) => {
      const before = setSettings(`{"column": ${value}}`);
      const reports = await mountBundle();
      expect(messages(error)).toEqual([
        `[SiteFrontend] footer-social #c90: settings field "column": expected the 1-based number of an info column (an integer ≥ 1), got ${got}. The frame keeps its CMS markup.`,
      ]);
      expect(footer().innerHTML).toBe(before);
      expect(block().hidden).toBe(false);
      // The links stay where the CMS put them.
      expect(columnOfLinks()).toBe(3);
      expect(footer().getAttribute('data-sf-state')).toBe('invalid');
      const states = Object.fromEntries(reports.map((report) => [report.label, report.state]));
      // The header's widgets wait for their first use, untouched by the footer's error.
      expect(states['language-selector #c2']).toBe('deferred');
      expect(states['mobile-menu #c3']).toBe('deferred');
    },
  );

  it('a column beyond the columns: a warning naming the frame and field, and the last column', async () => {
    setSettings('{"column": 7}');
    const reports = await mountBundle();
    expect(error).not.toHaveBeenCalled();
    expect(messages(warn)).toEqual([
      '[SiteFrontend] footer-social #c90: settings field "column": the footer has 3 info columns, not 7; using the last',
    ]);
    expect(columnOfLinks()).toBe(3);
    expect(reports.find((report) => report.label === 'footer-social #c90')?.state).toBe('mounted');
  });

  it('a footer without a social block or without columns names the frame and keeps the markup', async () => {
    block().remove();
    const before = footer().innerHTML;
    await mountBundle();
    expect(messages(error)).toEqual([
      expect.stringMatching(/^\[SiteFrontend\] footer-social #c90: .*no social-media block/),
    ]);
    expect(footer().innerHTML).toBe(before);

    error.mockClear();
    loadFixture('/home.html');
    for (const column of columns()) column.removeAttribute('data-sf-footer-column');
    await mountBundle();
    expect(messages(error)).toEqual([
      expect.stringMatching(/^\[SiteFrontend\] footer-social #c90: .*no info column/),
    ]);
    expect(block().hidden).toBe(false);
  });
});

describe('the broken-settings fixture page', () => {
  it('shows one console error naming footer-social #c90 and column; the other widgets work', async () => {
    loadFixture('/broken-settings.html');
    const before = footer().innerHTML;
    const reports = await mountBundle();
    const logged = messages(error);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('footer-social #c90');
    expect(logged[0]).toContain('settings field "column"');
    expect(logged[0]).toContain('got string "vier"');
    expect(footer().innerHTML).toBe(before);
    expect(block().hidden).toBe(false);
    expect(reports.filter((report) => report.state === 'invalid').map((report) => report.label)).toEqual([
      'footer-social #c90',
    ]);
    // The header's widgets still mount on their first use.
    document.querySelector<HTMLElement>('#c3 a.burger')!.click();
    await waitFor(() => document.querySelector('#c3 .sf-burger') !== null);
    document.querySelector<HTMLElement>('#c2 li:first-child > a')!.click();
    await waitFor(() => document.querySelector('#c2 .sf-lang__toggle') !== null);
  });
});
