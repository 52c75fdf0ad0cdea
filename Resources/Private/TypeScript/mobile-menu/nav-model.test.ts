/** Spec 2.11: the mobile menu is a copy of the main navigation, both levels, current page marked. */
import { loadFixture } from '../../../../tests/unit/fixture-dom';
import { readNavigation, type NavItem } from './nav-model';

const labels = (items: NavItem[]) => items.map((item) => item.label);

function nav(html: string): Element {
  const element = document.createElement('nav');
  element.innerHTML = html;
  return element;
}

describe('2.11 readNavigation on the CMS main navigation', () => {
  it('copies both levels of the fixture navigation with labels and hrefs', () => {
    loadFixture('/home.html');
    const items = readNavigation(document.getElementById('main-nav')!);
    expect(labels(items)).toEqual(['Unternehmen', 'Lösungen', 'Karriere', 'Journal', 'Kontakt']);
    expect(items.map((item) => item.href)).toEqual([
      '/unternehmen.html',
      '/loesungen.html',
      '/karriere.html',
      '/journal.html',
      '/kontakt.html',
    ]);
    expect(labels(items[0]!.children)).toEqual(['Über uns', 'Geschichte', 'Nachhaltigkeit']);
    expect(items[1]!.children.map((child) => child.href)).toEqual([
      '/energie.html',
      '/mobilitaet.html',
      '/industrie.html',
    ]);
    expect(labels(items[2]!.children)).toEqual(['Stellenangebote', 'Ausbildung']);
    expect(items[3]!.children).toEqual([]);
    // The home page is not in the navigation: nothing is current or active.
    expect(items.some((item) => item.current || item.active)).toBe(false);
  });

  it('marks the current page (aria-current="page") and the items above it as active', () => {
    loadFixture('/karriere.html');
    const items = readNavigation(document.getElementById('main-nav')!);
    const career = items.find((item) => item.label === 'Karriere')!;
    expect(career).toMatchObject({ current: true, active: true });
    expect(career.children.every((child) => !child.current && !child.active)).toBe(true);
    expect(items.filter((item) => item.active)).toHaveLength(1);
  });

  it('reads the English navigation of an English page', () => {
    loadFixture('/en/home.html');
    const items = readNavigation(document.getElementById('main-nav')!);
    expect(labels(items)).toEqual(['Company', 'Solutions', 'Careers', 'Journal', 'Contact']);
    expect(items[0]!.href).toBe('/en/unternehmen.html');
    expect(labels(items[0]!.children)).toEqual(['About us', 'History', 'Sustainability']);
  });

  it('a current second-level page makes its parent active but not current', () => {
    const items = readNavigation(
      nav(`<ul>
        <li><a href="/a.html">A</a>
          <ul><li><a href="/a1.html" aria-current="page">A 1</a></li><li><a href="/a2.html">A 2</a></li></ul>
        </li>
        <li><a href="/b.html">B</a></li>
      </ul>`),
    );
    expect(items[0]).toMatchObject({ label: 'A', current: false, active: true });
    expect(items[0]!.children[0]).toMatchObject({ label: 'A 1', current: true, active: true });
    expect(items[0]!.children[1]).toMatchObject({ current: false, active: false });
    expect(items[1]).toMatchObject({ current: false, active: false });
  });

  it('takes the CMS class "active" as active, without making the item current', () => {
    const items = readNavigation(nav('<ul><li class="active"><a href="/x.html">X</a></li></ul>'));
    expect(items[0]).toMatchObject({ current: false, active: true });
  });

  it('normalises whitespace, skips items without a link, reads <ol> and a list passed directly', () => {
    const list = document.createElement('ol');
    list.innerHTML = `<li><a href="/a.html">
        Erste
        Seite </a></li><li><span>kein Link</span></li><li><a>ohne href</a></li>`;
    const items = readNavigation(list);
    expect(labels(items)).toEqual(['Erste Seite', 'ohne href']);
    expect(items[1]!.href).toBe('#');
    expect(readNavigation(nav('<p>keine Liste</p>'))).toEqual([]);
  });

  it('does not take links of a deeper level as the item link', () => {
    const items = readNavigation(nav('<ul><li><span><a href="/tief.html">Tief</a></span></li></ul>'));
    expect(items).toEqual([]);
  });
});
