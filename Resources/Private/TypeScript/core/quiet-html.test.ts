/**
 * The markup a Content-Security-Policy would report while it is parsed (event-handler and `style`
 * attributes, `style` elements) is gone before any parser sees the string; the rest is kept as it
 * was. jsdom's parser (parse5, the HTML standard's tokenizer and tree builder) is the judge of what a
 * parser makes of the result.
 */
import { quietHtml } from './quiet-html';

/** What a parser creates from `html` that a policy reports: handler and style attributes, style elements. */
function reported(html: string): string[] {
  const found: string[] = [];
  const walk = (root: ParentNode): void => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'style') found.push('<style>');
      for (const name of element.getAttributeNames())
        if (name.startsWith('on') || name === 'style') found.push(`${element.localName} ${name}`);
      if (element instanceof HTMLTemplateElement) walk(element.content);
    }
  };
  walk(new DOMParser().parseFromString(html, 'text/html'));
  return found;
}

describe('quietHtml', () => {
  test.each([
    ['<img src="x" onerror="alert(1)">', '<img src="x" >'],
    ['<img src=x onerror=alert(1)>', '<img src=x >'],
    ['<IMG SRC=x ONERROR = "a">', '<IMG SRC=x >'],
    ['<img src="x"onerror="a"alt="b">', '<img src="x"alt="b">'],
    ['<img/onerror=a/src=x>', '<img/>'],
    ['<p style="color:red" onclick=\'a\' title="on">x</p>', '<p   title="on">x</p>'],
    ['<p>a</p><style>p { color: red }</style><p>b</p>', '<p>a</p><p>b</p>'],
    ['<svg><style>x</style><circle onload="a"/></svg>', '<svg>x</style><circle /></svg>'],
  ])('%s becomes %s', (source, quiet) => {
    expect(quietHtml(source)).toBe(quiet);
  });

  test.each([
    '<p><strong>Zentrale</strong><br>Marienplatz 1, 80331 München</p><p><a href="tel:+498912345670">+49 89</a></p>',
    '<a href="https://example.org/" target="_blank" title="online ">Web</a> once <b>one</b>',
    '<p title="a > b" data-x=\'<img onerror=a>\'>x</p>',
    '<!-- <img onerror=a> --><p>Text: onload="x"</p>',
    '<textarea><b onclick="a"></textarea><title><i style="x"></title>',
    '<script>var s = "<img onerror=a>";</script>',
    '<script><!--<script></script><img onerror=a>--></script>',
    '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a>',
  ])('keeps %s as it is (no handler is created there)', (source) => {
    expect(quietHtml(source)).toBe(source);
  });

  test.each([
    // Raw text ends at its own end tag only.
    '<xmp></xmp ><img onerror=a></xmp>',
    // In SVG and MathML a <style> holds markup, not raw text.
    '<svg><style><img src=x onerror=a></style></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=a>',
    // A tag that leaves SVG makes <style> raw text again.
    '<svg><p><style><a title="</style><img src=x onerror=a>">',
    // CDATA is a section in SVG, a bogus comment in HTML.
    '<![CDATA[><img src=x onerror=a>]]>',
    '<svg><![CDATA[<a title="]]><img src=x onerror=a>">',
    // Comments end at -->, --!>, or at once (<!-->).
    '<!--><img src=x onerror=a>',
    '<!-- --!><img src=x onerror=a>',
    // An integration point's children are HTML; MathML's <desc> is none.
    '<svg><foreignObject><style><img src=x onerror=a></style>',
    '<math><desc><style><img src=x onerror=a></style>',
    '<math><annotation-xml encoding="text/html"><style><img src=x onerror=a></style>',
    '<noscript><p onclick=a></noscript>',
  ])('leaves a parser no handler in %s', (source) => {
    expect(reported(source)).not.toEqual([]);
    expect(reported(quietHtml(source))).toEqual([]);
  });

  test('nothing of 500 hostile token soups is reported when parsed (fixed seed)', () => {
    // `<select>` is left out: jsdom's parser follows the older rules that ignore a <style> there;
    // Chromium's parses it as everywhere else, as quietHtml does.
    const tokens = [
      '<svg>',
      '</svg>',
      '<math>',
      '</math>',
      '<style>',
      '</style>',
      '<img src=x onerror=a>',
      '<p onclick="b">',
      '"',
      "'",
      '<!--',
      '-->',
      '--!>',
      '<script>',
      '</script>',
      '<![CDATA[',
      ']]>',
      '<p>',
      '</p>',
      '<mi>',
      '<mtext>',
      '<foreignObject>',
      '</foreignObject>',
      '<title>',
      '</title>',
      '<textarea>',
      '</textarea>',
      '>',
      ' title="',
      '<a ',
      ' style="x"',
      '<b>',
      '<table>',
      '<desc>',
      '<annotation-xml encoding="text/html">',
      '<annotation-xml>',
      '<noscript>',
      '</noscript>',
      '<xmp>',
      '</xmp>',
      '<br>',
      '</br>',
      'x',
      ' ',
      '/',
      '=',
      '<iframe>',
      '</iframe>',
      '<template>',
      '</template>',
      '<div>',
      '<font color=red>',
      '<plaintext>',
      '<svg/>',
      '<td>',
    ];
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const failures: string[] = [];
    for (let run = 0; run < 500; run += 1) {
      let soup = '';
      for (let count = 1 + Math.floor(random() * 12); count > 0; count -= 1)
        soup += tokens[Math.floor(random() * tokens.length)] ?? '';
      if (reported(quietHtml(soup)).length > 0) failures.push(soup);
    }
    expect(failures).toEqual([]);
  });
});
