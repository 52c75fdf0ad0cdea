/**
 * 7.5 remote lightbox content: each link obeys the `remoteOrigins` of its own frame, and 'ajax'
 * content passes through the shared HTML policy before it reaches the page.
 */
import type { ShowHooks } from './fancybox';
import type { LightboxItem } from './groups';

const show = jest.fn<undefined, [readonly LightboxItem[], number, ShowHooks]>();
jest.mock('./fancybox', () => ({ show }));

import { bindLightbox } from './controller';
import { loadRemote, originsFor } from './remote';

const HOSTILE =
  '<div class="lightbox-remote"><h2>Anfahrt</h2><img src="x" onerror="window.__pwned = 1">' +
  '<script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">Plan</a>' +
  '<a href="/plan.pdf" target="_blank">PDF</a><iframe src="/x.html"></iframe></div>';

function answer(status: number, body: string): jest.Mock {
  const fetchMock = jest.fn(() =>
    Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) }),
  );
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('7.5 each lightbox link obeys the remoteOrigins of its own frame', () => {
  beforeEach(() => {
    show.mockReset();
    document.body.innerHTML = `
      <section id="a"><a id="la" href="https://partner.example/plan.html" data-fancybox="" data-type="ajax">A</a></section>
      <section id="b"><a id="lb" href="https://partner.example/plan.html" data-fancybox="" data-type="ajax">B</a></section>
      <section id="c"><a id="lc" href="https://partner.example/plan.html" data-fancybox="" data-type="iframe">C</a></section>`;
  });

  async function allowedOnClick(id: string): Promise<boolean> {
    document.getElementById(id)!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(show).toHaveBeenCalledTimes(1);
    const [items, , hooks] = show.mock.calls[0]!;
    show.mockReset();
    return hooks.allowed(items[0]!);
  }

  it('a frame with [] does not load an origin that only another frame allows', async () => {
    bindLightbox(document.getElementById('a')!, ['https://partner.example']);
    bindLightbox(document.getElementById('b')!, []);
    bindLightbox(document.getElementById('c')!);
    expect(await allowedOnClick('la')).toBe(true);
    expect(await allowedOnClick('lb')).toBe(false);
    expect(await allowedOnClick('lc')).toBe(false);
  });

  it('the nearest frame with a list decides; a link outside any frame has none', () => {
    const outer = document.getElementById('a')!;
    bindLightbox(outer, ['https://partner.example']);
    expect(originsFor(document.getElementById('la')!)).toEqual(['https://partner.example']);
    const inner = document.createElement('div');
    outer.append(inner);
    const nested = document.createElement('a');
    inner.append(nested);
    bindLightbox(inner, []);
    expect(originsFor(nested)).toEqual([]);
    expect(originsFor(document.createElement('a'))).toEqual([]);
  });
});

describe('7.5 / 3.4 remote ajax content is sanitised', () => {
  afterEach(() => {
    delete (window as { __pwned?: number }).__pwned;
  });

  it('keeps the content and drops scripts, handlers, javascript: URLs and frames', async () => {
    const fetchMock = answer(200, HOSTILE);
    const content = await loadRemote('/fileadmin/lightbox/anfahrt.html');
    const host = document.createElement('div');
    host.append(content);
    document.body.append(host);
    expect(host.querySelector('h2')?.textContent).toBe('Anfahrt');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(host.querySelectorAll('script, iframe, [onerror]')).toHaveLength(0);
    expect(host.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect(host.querySelector('a[href="/plan.pdf"]')?.textContent).toBe('PDF');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      new URL('/fileadmin/lightbox/anfahrt.html', window.location.href).href,
      expect.objectContaining({ headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
    );
  });

  it('marks the request as an XHR only towards the own origin (no CORS preflight elsewhere)', async () => {
    const fetchMock = answer(200, '<p>Plan</p>');
    await loadRemote('https://example.org/plan.html');
    expect(fetchMock).toHaveBeenCalledWith(
      'https://example.org/plan.html',
      expect.objectContaining({ headers: {} }),
    );
  });

  it('rejects an answer other than 2xx', async () => {
    answer(404, 'Not found');
    await expect(loadRemote('/fileadmin/lightbox/fehlt.html')).rejects.toThrow('HTTP 404');
  });
});

describe('issue 25: remote content that never comes', () => {
  afterEach(() => jest.useRealTimers());

  it('is given up after 10 s (the slide then shows the German error)', async () => {
    jest.useFakeTimers();
    window.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    let outcome: unknown;
    loadRemote('/fileadmin/lightbox/anfahrt.html').then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error),
    );
    await jest.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(String(outcome)).toMatch(/no answer within 10000 ms/);
  });
});
