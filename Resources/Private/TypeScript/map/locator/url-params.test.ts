/**
 * The spelling of a block's state in the URL: the scheme, two blocks apart, other parameters and
 * the hash kept, and a round trip that never throws whatever the text holds.
 */
import fc from 'fast-check';
import { wellFormed } from '../../core/http';
import {
  decodeList,
  decodeParam,
  paramName,
  readParams,
  stateQuery,
  withState,
  type BlockState,
} from './url-params';

const BASE = 'http://localhost/standorte.html';

/** Any UTF-16 text: lone surrogates, astral characters and the query's own punctuation among it. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '%', '%E0', '+', '&', '=', ',', '#', '?', ' '),
    fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
});

const anyState: fc.Arbitrary<BlockState> = fc.record(
  {
    address: anyText,
    radius: anyText,
    nearAddress: anyText,
    nearType: anyText,
    nearRadius: anyText,
    cat: fc.array(anyText, { maxLength: 4 }),
    open: fc.boolean(),
    loc: fc.nat({ max: 99_999 }),
  },
  { requiredKeys: [] },
);

describe('the scheme', () => {
  it('names each parameter by the block, in a fixed order, the categories comma-separated', () => {
    expect(paramName('31', 'address')).toBe('sf-31-address');
    expect(
      stateQuery('31', {
        loc: 4,
        open: true,
        cat: ['beratung', 'service'],
        nearRadius: '1',
        nearType: 'cafe',
        nearAddress: 'Marienplatz 8',
        radius: '2',
        address: 'Karlsplatz 11',
      }),
    ).toEqual([
      'sf-31-address=Karlsplatz%2011',
      'sf-31-radius=2',
      'sf-31-near-address=Marienplatz%208',
      'sf-31-near-type=cafe',
      'sf-31-near-radius=1',
      'sf-31-cat=beratung,service',
      'sf-31-open=1',
      'sf-31-loc=4',
    ]);
  });

  it('replaces only the block’s own parameters: the others, untouched in their spelling, and the hash stay', () => {
    const href = `${BASE}?utm_source=x%20y&sf-32-address=Ulm&flag&sf-31-radius=9#liste`;
    expect(withState(href, '31', { address: 'Karlsplatz 11' })).toBe(
      `${BASE}?utm_source=x%20y&sf-32-address=Ulm&flag&sf-31-address=Karlsplatz%2011#liste`,
    );
    expect(withState(`${BASE}?sf-31-loc=2`, '31', {})).toBe(BASE);
    // Written again, the block keeps its place among the others: the same state, the same URL.
    expect(withState(`${BASE}?sf-21-loc=1&sf-22-loc=2&sf-21-radius=3`, '21', { loc: 4 })).toBe(
      `${BASE}?sf-21-loc=4&sf-22-loc=2`,
    );
    // The place type of older links is the block's own too: it goes when the block writes.
    expect(withState(`${BASE}?sf-61-type=cafe&a=1`, '61', { nearType: 'cafe' })).toBe(
      `${BASE}?sf-61-near-type=cafe&a=1`,
    );
    expect(readParams('?sf-31-address=A%26B+C&sf-31-address=second&sf-310-loc=1', '31')).toEqual({
      address: 'A%26B+C',
    });
  });

  it('a lone surrogate is written as U+FFFD instead of throwing URIError', () => {
    expect(stateQuery('31', { address: 'Karlsplatz \uD800 11', cat: ['\uDFFF'] })).toEqual([
      'sf-31-address=Karlsplatz%20%EF%BF%BD%2011',
      'sf-31-cat=%EF%BF%BD',
    ]);
  });

  it('a value that is no valid percent-encoding is read as a browser reads it, never throwing', () => {
    expect(decodeParam('Karlsplatz%20%ED%A0%80%2011')).toBe('Karlsplatz \uFFFD\uFFFD\uFFFD 11');
    expect(decodeParam('100%25+sicher%')).toBe('100% sicher%');
    expect(decodeParam('%E0%A4%A')).toBe('\uFFFD%A');
    expect(decodeList('a,%ZZ,b%2Cc')).toEqual(['a', '%ZZ', 'b,c']);
  });
});

describe('for any text', () => {
  it('writing never throws, and reading gives back what was written, well-formed', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const raw = readParams(`?${stateQuery('31', state).join('&')}`, '31');
        const text = (value: string | undefined) => (value === undefined ? undefined : decodeParam(value));
        expect({
          address: text(raw.address),
          radius: text(raw.radius),
          nearAddress: text(raw['near-address']),
          nearType: text(raw['near-type']),
          nearRadius: text(raw['near-radius']),
          cat: raw.cat === undefined ? undefined : decodeList(raw.cat),
          open: raw.open === undefined ? undefined : raw.open === '1',
          loc: raw.loc === undefined ? undefined : Number(raw.loc),
        }).toEqual({
          address: state.address && wellFormed(state.address),
          radius: state.radius && wellFormed(state.radius),
          nearAddress: state.nearAddress && wellFormed(state.nearAddress),
          nearType: state.nearType && wellFormed(state.nearType),
          nearRadius: state.nearRadius && wellFormed(state.nearRadius),
          cat: state.cat?.filter((cat) => cat !== '').map(wellFormed),
          open: state.open,
          loc: state.loc,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('the URL keeps every other parameter and the hash, and reads back as the browser reads it', () => {
    fc.assert(
      fc.property(anyState, anyText, anyText, (state, other, hash) => {
        const href = `${BASE}?x=${encodeURIComponent(wellFormed(other))}#${encodeURIComponent(wellFormed(hash))}`;
        const once = withState(href, '31', state);
        const written = new URL(once);
        expect(written.searchParams.get('x')).toBe(wellFormed(other));
        expect(written.hash).toBe(new URL(href).hash);
        if (state.address !== undefined)
          expect(written.searchParams.get('sf-31-address')).toBe(wellFormed(state.address));
        // Written once more over itself: the same URL.
        expect(withState(once, '31', state)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('reading raw text from any link never throws', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        expect(typeof decodeParam(raw)).toBe('string');
        expect(Array.isArray(decodeList(raw))).toBe(true);
        expect(readParams(raw, '31')).toBeInstanceOf(Object);
      }),
      { numRuns: 500 },
    );
  });
});
