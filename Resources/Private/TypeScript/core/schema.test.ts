import {
  array,
  describeValue,
  flag,
  formatIssue,
  integer,
  lenientObject,
  none,
  number,
  object,
  oneOf,
  optional,
  optionalObject,
  record,
  string,
  type ParseResult,
  type SchemaIssue,
} from './schema';

/** The issue of a failed parse; fails the test when the parse succeeded. */
function issueOf<T>(result: ParseResult<T>): SchemaIssue {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.issue;
}

describe('settings schema: string()', () => {
  it('accepts any string, the empty one included', () => {
    expect(string().parse('abc')).toEqual({ ok: true, value: 'abc' });
    expect(string().parse('')).toEqual({ ok: true, value: '' });
  });

  it('rejects a non-string and names the path, what was expected and what was found', () => {
    expect(string().parse(5, 'title')).toEqual({
      ok: false,
      issue: { path: 'title', expected: 'a string', got: 5 },
    });
    expect(issueOf(string().parse(undefined)).path).toBe('');
  });

  it('nonEmpty rejects empty and whitespace-only strings', () => {
    const schema = string({ nonEmpty: true });
    expect(schema.expected).toBe('a non-empty string');
    expect(schema.parse('x')).toEqual({ ok: true, value: 'x' });
    expect(issueOf(schema.parse('')).expected).toBe('a non-empty string');
    expect(issueOf(schema.parse('   ')).got).toBe('   ');
  });

  it('pattern rejects a non-matching string and describes the pattern', () => {
    const schema = string({ pattern: /^c\d+$/ });
    expect(schema.expected).toBe('a string matching /^c\\d+$/');
    expect(schema.parse('c12')).toEqual({ ok: true, value: 'c12' });
    expect(issueOf(schema.parse('x12'))).toEqual({
      path: '',
      expected: 'a string matching /^c\\d+$/',
      got: 'x12',
    });
  });

  it('describe replaces the generated words', () => {
    const schema = string({ pattern: /^[a-z-]+$/, describe: 'an element id' });
    expect(schema.expected).toBe('an element id');
    expect(issueOf(schema.parse('A B')).expected).toBe('an element id');
  });
});

describe('settings schema: number() and integer()', () => {
  it('number() accepts finite numbers, integer or not', () => {
    expect(number().parse(1.5)).toEqual({ ok: true, value: 1.5 });
    expect(number().parse(-3)).toEqual({ ok: true, value: -3 });
    expect(number().expected).toBe('a number');
  });

  it('number() rejects NaN, Infinity, numeric strings (without coerce), booleans and null', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '5', true, null, undefined, {}]) {
      expect(issueOf(number().parse(bad, 'zoom'))).toEqual({ path: 'zoom', expected: 'a number', got: bad });
    }
  });

  it('integer() rejects a fraction', () => {
    expect(integer().parse(4)).toEqual({ ok: true, value: 4 });
    expect(issueOf(integer().parse(4.5))).toEqual({ path: '', expected: 'an integer', got: 4.5 });
  });

  it('coerce accepts numeric strings written by the CMS, with surrounding spaces and a sign', () => {
    const schema = integer({ coerce: true });
    expect(schema.parse('120')).toEqual({ ok: true, value: 120 });
    expect(schema.parse(' -7 ')).toEqual({ ok: true, value: -7 });
    expect(number({ coerce: true }).parse('0.75')).toEqual({ ok: true, value: 0.75 });
  });

  it('coerce still rejects non-numeric strings and reports the original value', () => {
    const schema = integer({ coerce: true });
    for (const bad of ['vier', '', '1e3', '12px', '0x10', '1.5']) {
      expect(issueOf(schema.parse(bad)).got).toBe(bad);
    }
  });

  it('min and max bound the value (inclusive) and appear in the expectation', () => {
    expect(integer({ min: 1 }).expected).toBe('an integer ≥ 1');
    expect(integer({ max: 9 }).expected).toBe('an integer ≤ 9');
    expect(number({ min: 0, max: 1 }).expected).toBe('a number from 0 to 1');
    const schema = integer({ min: 1, max: 4, coerce: true });
    expect(schema.parse(1)).toEqual({ ok: true, value: 1 });
    expect(schema.parse('4')).toEqual({ ok: true, value: 4 });
    expect(issueOf(schema.parse(0))).toEqual({ path: '', expected: 'an integer from 1 to 4', got: 0 });
    expect(issueOf(schema.parse('5')).got).toBe('5');
    expect(issueOf(integer({ min: 1 }).parse(-1)).expected).toBe('an integer ≥ 1');
  });

  it('describe is kept, with the kind of number and the range in brackets', () => {
    const schema = integer({ min: 1, max: 4, describe: 'the number of a footer column' });
    expect(schema.expected).toBe('the number of a footer column (an integer from 1 to 4)');
  });
});

describe('settings schema: flag()', () => {
  it('reads true/false, 1/0 and "1"/"0" as booleans', () => {
    for (const yes of [true, 1, '1']) expect(flag().parse(yes)).toEqual({ ok: true, value: true });
    for (const no of [false, 0, '0']) expect(flag().parse(no)).toEqual({ ok: true, value: false });
  });

  it('rejects anything else', () => {
    for (const bad of [2, 'true', 'yes', '', null, undefined]) {
      expect(issueOf(flag().parse(bad, 'captions'))).toEqual({
        path: 'captions',
        expected: 'true, false, 1 or 0',
        got: bad,
      });
    }
  });
});

describe('settings schema: oneOf()', () => {
  it('accepts exactly the listed values, without coercion', () => {
    const schema = oneOf(['left', 'right', 3]);
    expect(schema.parse('left')).toEqual({ ok: true, value: 'left' });
    expect(schema.parse(3)).toEqual({ ok: true, value: 3 });
    expect(issueOf(schema.parse('3')).got).toBe('3');
    expect(issueOf(schema.parse('Left'))).toEqual({
      path: '',
      expected: 'one of "left", "right", 3',
      got: 'Left',
    });
  });
});

describe('settings schema: optional()', () => {
  it('gives the fallback for a missing or null field', () => {
    const schema = optional(integer(), 3);
    expect(schema.parse(undefined)).toEqual({ ok: true, value: 3 });
    expect(schema.parse(null)).toEqual({ ok: true, value: 3 });
  });

  it('gives undefined when no fallback is given', () => {
    expect(optional(string()).parse(undefined)).toEqual({ ok: true, value: undefined });
  });

  it('parses a present value with the inner schema, whose failures it passes on', () => {
    const schema = optional(integer({ min: 1 }), 3);
    expect(schema.parse(7)).toEqual({ ok: true, value: 7 });
    expect(schema.parse(0)).toEqual({ ok: false, issue: { path: '', expected: 'an integer ≥ 1', got: 0 } });
    expect(schema.expected).toBe('an integer ≥ 1 (optional)');
  });

  it('keeps a falsy present value instead of the fallback', () => {
    expect(optional(flag(), true).parse(0)).toEqual({ ok: true, value: false });
    expect(optional(string(), 'x').parse('')).toEqual({ ok: true, value: '' });
  });
});

describe('settings schema: array()', () => {
  it('parses every item', () => {
    expect(array(integer({ coerce: true })).parse(['1', 2])).toEqual({ ok: true, value: [1, 2] });
    expect(array(string()).parse([])).toEqual({ ok: true, value: [] });
  });

  it('rejects a non-array', () => {
    expect(issueOf(array(string()).parse('a,b', 'mapTypes'))).toEqual({
      path: 'mapTypes',
      expected: 'a list of a string',
      got: 'a,b',
    });
    expect(issueOf(array(string()).parse({ 0: 'a' })).expected).toBe('a list of a string');
  });

  it('reports the first bad item by its index', () => {
    expect(issueOf(array(string()).parse(['a', 1, null], 'mapTypes'))).toEqual({
      path: 'mapTypes[1]',
      expected: 'a string',
      got: 1,
    });
    expect(issueOf(array(string()).parse(['a', 'b', false])).path).toBe('[2]');
  });
});

describe('settings schema: object()', () => {
  const schema = object({
    column: optional(integer({ min: 1, max: 4 }), 3),
    position: oneOf(['left', 'right']),
  });

  it('parses the known fields, applies defaults and drops unknown fields', () => {
    expect(schema.parse({ position: 'left', extra: true })).toEqual({
      ok: true,
      value: { column: 3, position: 'left' },
    });
    expect(schema.parse({ column: 2, position: 'right' })).toEqual({
      ok: true,
      value: { column: 2, position: 'right' },
    });
  });

  it('rejects null, arrays and primitives as "an object"', () => {
    for (const bad of [null, [], 'x', 1, undefined]) {
      expect(issueOf(schema.parse(bad))).toEqual({ path: '', expected: 'an object', got: bad });
    }
  });

  it('names a failing field by its key, and a missing required field as missing', () => {
    expect(issueOf(schema.parse({ column: 'vier', position: 'left' }))).toEqual({
      path: 'column',
      expected: 'an integer from 1 to 4',
      got: 'vier',
    });
    expect(issueOf(schema.parse({}))).toEqual({
      path: 'position',
      expected: 'one of "left", "right"',
      got: undefined,
    });
  });

  it('builds dotted paths through nested objects and arrays', () => {
    const nested = object({
      mapSettings: object({ zoom: integer({ min: 0 }) }),
      locations: array(object({ latitude: number() })),
    });
    expect(issueOf(nested.parse({ mapSettings: { zoom: -1 }, locations: [] })).path).toBe('mapSettings.zoom');
    expect(
      issueOf(
        nested.parse({
          mapSettings: { zoom: 1 },
          locations: [{ latitude: 1 }, { latitude: 'achtundvierzig' }],
        }),
      ),
    ).toEqual({ path: 'locations[1].latitude', expected: 'a number', got: 'achtundvierzig' });
    expect(issueOf(nested.parse({ mapSettings: 'x', locations: [] }))).toEqual({
      path: 'mapSettings',
      expected: 'an object',
      got: 'x',
    });
  });

  it('starts the path at the given base path', () => {
    expect(issueOf(schema.parse({ position: 'up' }, 'footer')).path).toBe('footer.position');
  });
});

describe('settings schema: optionalObject()', () => {
  const schema = optionalObject({
    url: optional(string(), '/search'),
    names: optional(flag(), true),
  });

  it('absent or null: every field takes its own default', () => {
    for (const absent of [undefined, null]) {
      expect(schema.parse(absent)).toEqual({ ok: true, value: { url: '/search', names: true } });
    }
  });

  it('present: parsed like object(), missing fields defaulted, bad ones named', () => {
    expect(schema.parse({ names: 0 })).toEqual({ ok: true, value: { url: '/search', names: false } });
    expect(issueOf(schema.parse({ url: 3 }, 'osm')).path).toBe('osm.url');
    expect(issueOf(schema.parse('x', 'osm'))).toMatchObject({ path: 'osm', expected: 'an object' });
  });
});

describe('settings schema: record()', () => {
  it('issue 25: a key "__proto__" from the CMS stays an entry; the prototype is untouched', () => {
    const parsed = record(string()).parse(JSON.parse('{"__proto__": "hybrid", "constructor": "roadmap"}'));
    expect(parsed.ok).toBe(true);
    const value = parsed.ok ? parsed.value : {};
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    const nested = record(record(string())).parse(JSON.parse('{"__proto__": {"polluted": "yes"}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(nested.ok && Object.getPrototypeOf(nested.value)).toBe(Object.prototype);
  });

  it('parses every value under a free key', () => {
    expect(record(string()).parse({ 1: 'roadmap', 2: 'satellite' })).toEqual({
      ok: true,
      value: { 1: 'roadmap', 2: 'satellite' },
    });
    expect(record(string()).parse({})).toEqual({ ok: true, value: {} });
  });

  it('rejects a non-object and names a bad value by its key, nested paths included', () => {
    expect(issueOf(record(string()).parse(['roadmap']))).toEqual({
      path: '',
      expected: 'an object of a string',
      got: ['roadmap'],
    });
    expect(issueOf(record(string()).parse({ a: 'x', b: 2 }, 'defaultMapTypes'))).toEqual({
      path: 'defaultMapTypes.b',
      expected: 'a string',
      got: 2,
    });
    expect(issueOf(record(string()).parse({ b: 2 })).path).toBe('b');
  });
});

describe('settings schema: none', () => {
  it('accepts anything and always yields an empty object', () => {
    for (const value of [undefined, null, {}, { a: 1 }, 'x', [1]]) {
      expect(none.parse(value)).toEqual({ ok: true, value: {} });
    }
    expect(none.expected).toBe('no settings');
  });
});

describe('settings errors: describeValue() and formatIssue()', () => {
  it('describes the found value in words', () => {
    expect(describeValue(undefined)).toBe('nothing (field missing)');
    expect(describeValue(null)).toBe('null');
    expect(describeValue([1])).toBe('an array');
    expect(describeValue('vier')).toBe('string "vier"');
    expect(describeValue(5)).toBe('number 5');
    expect(describeValue(false)).toBe('boolean false');
    expect(describeValue({})).toBe('an object');
  });

  it('shortens a long string to 60 characters', () => {
    const long = 'x'.repeat(100);
    expect(describeValue(long)).toBe(`string "${'x'.repeat(57)}..."`);
    expect(describeValue('y'.repeat(60))).toBe(`string "${'y'.repeat(60)}"`);
  });

  it('formats `settings field "x": expected …, got …`', () => {
    const issue = issueOf(object({ column: integer({ min: 1, max: 4 }) }).parse({ column: 'vier' }));
    expect(formatIssue(issue)).toBe(
      'settings field "column": expected an integer from 1 to 4, got string "vier"',
    );
  });

  it('names nested fields by their full path', () => {
    const schema = object({ mapSettings: object({ mapTypes: array(oneOf(['roadmap', 'satellite'])) }) });
    const issue = issueOf(schema.parse({ mapSettings: { mapTypes: ['roadmap', 'hybrid'] } }));
    expect(formatIssue(issue)).toBe(
      'settings field "mapSettings.mapTypes[1]": expected one of "roadmap", "satellite", got string "hybrid"',
    );
    const missing = issueOf(object({ a: object({ b: string() }) }).parse({ a: {} }));
    expect(formatIssue(missing)).toBe('settings field "a.b": expected a string, got nothing (field missing)');
  });

  it('speaks of the settings as a whole when the root value is wrong', () => {
    expect(formatIssue(issueOf(object({}).parse([])))).toBe('settings: expected an object, got an array');
  });
});

describe('settings schema: lenientObject()', () => {
  const schema = lenientObject({
    height: optional(integer({ min: 1 }), 120),
    mode: optional(oneOf(['a', 'b'] as const), 'a'),
  });

  it('reads good fields, gives missing ones their default', () => {
    expect(schema.read({ height: 80 })).toEqual({ value: { height: 80, mode: 'a' }, issues: [] });
  });

  it('gives a bad field its default and reports it, without failing the others', () => {
    const { value, issues } = schema.read({ height: 'hoch', mode: 'b' });
    expect(value).toEqual({ height: 120, mode: 'b' });
    expect(issues).toEqual([{ path: 'height', expected: 'an integer ≥ 1', got: 'hoch' }]);
  });

  it('parse fails only for a value that is no object', () => {
    expect(schema.parse({ height: 'hoch' })).toEqual({ ok: true, value: { height: 120, mode: 'a' } });
    expect(schema.parse([1])).toEqual({ ok: false, issue: { path: '', expected: 'an object', got: [1] } });
  });

  it('describes its fields with their defaults (the settings reference reads this)', () => {
    expect(schema.doc?.lenient).toBe(true);
    expect(Object.keys(schema.doc?.fields ?? {})).toEqual(['height', 'mode']);
    expect(schema.doc?.fields?.height?.doc).toEqual({ optional: true, fallback: { value: 120 } });
  });
});
