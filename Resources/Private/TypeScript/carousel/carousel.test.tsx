import { loadFixture, mountBundle } from '../../../../tests/unit/fixture-dom';

function setSettings(frameId: string, json: string): string {
  const frame = document.getElementById(frameId)!;
  frame.querySelector(':scope > script[type="application/json"]')!.textContent = json;
  return frame.innerHTML;
}

describe('carousel settings at the boundary', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadFixture('/karriere.html');
  });
  afterEach(() => error.mockRestore());

  it('a wrong variant names the frame and the field, keeps the CMS list, and the rest still mounts', async () => {
    const before = setSettings('c41', '{"variant": "round"}');
    const reports = await mountBundle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String((error.mock.calls[0] as unknown[] | undefined)?.[0])).toMatch(
      /^\[SiteFrontend\] carousel #c41: settings field "variant": expected one of .*"career".*got string "round"/,
    );
    expect(document.getElementById('c41')!.innerHTML).toBe(before);
    expect(document.getElementById('c41')!.getAttribute('data-sf-state')).toBe('invalid');
    const states = Object.fromEntries(reports.map((report) => [report.label, report.state]));
    expect(states['text-slider #c42']).toBe('mounted');
    expect(states['carousel #c43']).toBe('mounted');
  });

  it('a missing variant and malformed JSON each give one named error', async () => {
    setSettings('c41', '{}');
    setSettings('c43', '{"variant": "image"');
    await mountBundle();
    const messages = error.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(messages).toHaveLength(2);
    expect(messages.find((message) => message.includes('#c41'))).toMatch(
      /settings field "variant": expected .*got (nothing|undefined)/,
    );
    expect(messages.find((message) => message.includes('#c43'))).toMatch(
      /carousel #c43: settings are not valid JSON/,
    );
  });

  it('mounts the career carousel with German labels and a progress bar in jsdom too', async () => {
    await mountBundle();
    const frame = document.getElementById('c41')!;
    expect(frame.getAttribute('data-sf-state')).toBe('mounted');
    expect(frame.querySelector('.sf-carousel')?.getAttribute('aria-roledescription')).toBe('Karussell');
    expect(frame.querySelector('.sf-carousel')?.getAttribute('aria-label')).toBe('Aktuelle Stellenangebote');
    expect(frame.querySelector('.slick-prev')?.getAttribute('aria-label')).toBe('Vorherige Folie');
    expect(frame.querySelector('[role="progressbar"]')?.getAttribute('aria-valuemin')).toBe('0');
    expect(frame.querySelectorAll('.slick-slide:not(.slick-cloned) .news-item')).toHaveLength(6);
  });

  it('4.11 the progress follows a move even when the slider resizes during it (an image loading)', async () => {
    await mountBundle();
    const frame = document.getElementById('c43')!;
    const progress = () => frame.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
    expect(progress()).toBe('20');
    frame.querySelector<HTMLButtonElement>('.slick-next')!.click();
    // react-slick cancels the end of a move (and its afterChange) when it resizes meanwhile.
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(progress()).toBe('40');
    // A second click during the next move counts too.
    frame.querySelector<HTMLButtonElement>('.slick-next')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a visitor's second click, mid-move
    frame.querySelector<HTMLButtonElement>('.slick-next')!.click();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(progress()).toBe('80');
  });
});
