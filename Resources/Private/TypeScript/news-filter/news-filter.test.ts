import { fireEvent } from '@testing-library/react';
import { loadFixture, mountBundle } from '../../../../tests/unit/fixture-dom';

const select = (id: string) => document.getElementById(id) as HTMLSelectElement;
const hidden = () => document.getElementById('selectedcats') as HTMLInputElement;

function choose(id: string, value: string): void {
  select(id).value = value;
  fireEvent.change(select(id));
}

describe('2.7 / 5.2 news category filter on the journal fixture', () => {
  beforeEach(async () => {
    loadFixture('/journal.html');
    await mountBundle();
  });

  it('mounts on the form and starts with an empty selectedcats', () => {
    expect(document.querySelector('[data-sf-widget="news-filter"]')?.getAttribute('data-sf-state')).toBe(
      'mounted',
    );
    expect(hidden().value).toBe('');
  });

  it('rebuilds selectedcats on every change of either select', () => {
    choose('branchen', '22');
    expect(hidden().value).toBe('22');
    choose('region', '11');
    expect(hidden().value).toBe('11,22');
    choose('branchen', '');
    expect(hidden().value).toBe('11');
    choose('region', '');
    expect(hidden().value).toBe('');
  });

  it('submits natively with the joined value', () => {
    choose('region', '13');
    choose('branchen', '21');
    const form = document.querySelector('form') as HTMLFormElement;
    const data = new FormData(form);
    expect(form.getAttribute('action')).toBe('/journal.html');
    expect(data.get('selectedcats')).toBe('13,21');
    expect(data.get('region')).toBe('13');
  });
});

describe('news filter with broken markup', () => {
  it('names the frame and the missing field, and leaves the form working natively', async () => {
    loadFixture('/journal.html');
    document.getElementById('branchen')?.remove();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports = await mountBundle();
    expect(reports.find((report) => report.widget === 'news-filter')?.state).toBe('failed');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String((error.mock.calls[0] as unknown[] | undefined)?.[0])).toMatch(
      /news-filter #c51-form: .*no select with id "branchen"/,
    );
    error.mockRestore();
  });
});
