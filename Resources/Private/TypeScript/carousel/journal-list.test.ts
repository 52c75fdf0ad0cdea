import { staysJournalList } from './journal-list';

describe('2.6: a journal section is a carousel on page p1 only', () => {
  const frame = (pageId: string): HTMLElement => {
    document.body.innerHTML = '<section data-sf-widget="carousel"></section>';
    document.body.dataset.pageId = pageId;
    return document.querySelector('section')!;
  };
  afterEach(() => {
    delete document.body.dataset.pageId;
  });

  it('stays the CMS list off p1, marked for CSS', () => {
    const section = frame('p7');
    expect(staysJournalList(section, { variant: 'journal' })).toBe(true);
    expect(section.getAttribute('data-sf-carousel')).toBe('list');
  });

  it('becomes a carousel on p1, and other variants everywhere', () => {
    expect(staysJournalList(frame('p1'), { variant: 'journal' })).toBe(false);
    const career = frame('p7');
    expect(staysJournalList(career, { variant: 'career' })).toBe(false);
    expect(staysJournalList(career, null)).toBe(false);
    expect(career.hasAttribute('data-sf-carousel')).toBe(false);
  });
});
