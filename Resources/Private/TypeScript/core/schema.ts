/**
 * A small settings schema: parses the untrusted inline JSON of a frame into a typed object, once,
 * at the boundary. A failure names the field (a dotted path) and what was expected, so the
 * integrator reads one console error and knows what to fix.
 *
 * The CMS writes checkbox values as 0/1 and FlexForm numbers sometimes as strings; `flag()` and
 * the `coerce` option of `integer()`/`number()` accept those forms where a widget asks for it.
 */

export interface SchemaIssue {
  /** Dotted path of the field, e.g. `mapSettings.zoom` or `locations[2].latitude`. */
  path: string;
  /** What the field must be, in words: `an integer ≥ 1`. */
  expected: string;
  /** What was found instead. */
  got: unknown;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issue: SchemaIssue };

/** What a schema is made of, for the generated settings reference (scripts: settings-reference). */
export interface SchemaDoc {
  /** Objects: their fields. */
  fields?: Readonly<Record<string, Schema<unknown>>>;
  /** Lists and lookup objects: the schema of each entry. */
  item?: Schema<unknown>;
  /** The field may be missing. */
  optional?: boolean;
  /** The value a missing field takes, when there is one. */
  fallback?: { value: unknown };
  /** The field is read leniently: a bad value takes the fallback and is reported, nothing fails. */
  lenient?: boolean;
}

export interface Schema<T> {
  /** What the schema accepts, in words; used in error messages. */
  readonly expected: string;
  /** What it is made of (objects, lists, optional fields); absent for plain values. */
  readonly doc?: SchemaDoc;
  parse(value: unknown, path?: string): ParseResult<T>;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = <T>(path: string, expected: string, got: unknown): ParseResult<T> => ({
  ok: false,
  issue: { path, expected, got },
});

/** Describes a found value for an error message: `string "vier"`, `number 5`, `null`, `array`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (field missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
    case 'number':
    case 'boolean':
      return `${typeof value} ${String(value)}`;
    default:
      return `an ${typeof value}`;
  }
}

export function formatIssue(issue: SchemaIssue): string {
  const where = issue.path === '' ? 'settings' : `settings field "${issue.path}"`;
  return `${where}: expected ${issue.expected}, got ${describeValue(issue.got)}`;
}

function make<T>(
  expected: string,
  parse: (value: unknown, path: string) => ParseResult<T>,
  doc?: SchemaDoc,
): Schema<T> {
  return { expected, ...(doc ? { doc } : {}), parse: (value, path = '') => parse(value, path) };
}

export interface StringOptions {
  nonEmpty?: boolean;
  pattern?: RegExp;
  /** Words for the pattern, e.g. 'an element id'. */
  describe?: string;
}

export function string(options: StringOptions = {}): Schema<string> {
  const expected =
    options.describe ??
    (options.nonEmpty
      ? 'a non-empty string'
      : options.pattern
        ? `a string matching ${String(options.pattern)}`
        : 'a string');
  return make(expected, (value, path) => {
    if (typeof value !== 'string') return fail(path, expected, value);
    if (options.nonEmpty && value.trim() === '') return fail(path, expected, value);
    if (options.pattern && !options.pattern.test(value)) return fail(path, expected, value);
    return ok(value);
  });
}

export interface NumberOptions {
  min?: number;
  max?: number;
  /** Accept a numeric string such as "120" (values written by the CMS into data attributes). */
  coerce?: boolean;
  /** Words for what is expected, e.g. 'the number of an info column'. */
  describe?: string;
}

function numberSchema(integer: boolean, options: NumberOptions): Schema<number> {
  const noun = integer ? 'an integer' : 'a number';
  const { min, max } = options;
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? ` ≥ ${min}`
        : max !== undefined
          ? ` ≤ ${max}`
          : '';
  const expected = options.describe ? `${options.describe} (${noun}${range})` : `${noun}${range}`;
  return make(expected, (value, path) => {
    let n = value;
    if (options.coerce && typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) n = Number(value);
    if (typeof n !== 'number' || !Number.isFinite(n)) return fail(path, expected, value);
    if (integer && !Number.isInteger(n)) return fail(path, expected, value);
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) return fail(path, expected, value);
    return ok(n);
  });
}

export const number = (options: NumberOptions = {}): Schema<number> => numberSchema(false, options);
export const integer = (options: NumberOptions = {}): Schema<number> => numberSchema(true, options);

/** A yes/no setting: true/false, or the CMS's 1/0 and "1"/"0". */
export function flag(): Schema<boolean> {
  const expected = 'true, false, 1 or 0';
  return make(expected, (value, path) => {
    if (value === true || value === 1 || value === '1') return ok(true);
    if (value === false || value === 0 || value === '0') return ok(false);
    return fail(path, expected, value);
  });
}

export function oneOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> {
  const expected = `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  return make(expected, (value, path) =>
    values.includes(value as T[number]) ? ok(value as T[number]) : fail(path, expected, value),
  );
}

/** A field that may be absent (or null): then `fallback` is used. */
export function optional<T>(schema: Schema<T>, fallback: T): Schema<T>;
export function optional<T>(schema: Schema<T>): Schema<T | undefined>;
export function optional<T>(schema: Schema<T>, ...rest: [fallback?: T]): Schema<T | undefined> {
  const fallback = rest[0];
  return make(
    `${schema.expected} (optional)`,
    (value, path) => (value === undefined || value === null ? ok(fallback) : schema.parse(value, path)),
    { ...schema.doc, optional: true, ...(rest.length > 0 ? { fallback: { value: fallback } } : {}) },
  );
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  const expected = `a list of ${item.expected}`;
  return make(
    expected,
    (value, path) => {
      if (!Array.isArray(value)) return fail(path, expected, value);
      const out: T[] = [];
      for (const [index, entry] of value.entries()) {
        const result = item.parse(entry, `${path}[${index}]`);
        if (!result.ok) return result;
        out.push(result.value);
      }
      return ok(out);
    },
    { item },
  );
}

type Shape = Record<string, Schema<unknown>>;
export type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

/** An object with known fields; unknown fields are ignored (the CMS may send more than a widget reads). */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  const expected = 'an object';
  return make(
    expected,
    (value, path) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return fail(path, expected, value);
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(shape)) {
        const result = schema.parse(source[key], path === '' ? key : `${path}.${key}`);
        if (!result.ok) return result;
        out[key] = result.value;
      }
      return ok(out as ObjectOf<S>);
    },
    { fields: shape },
  );
}

/**
 * An object that may be absent (or null) as a whole: then each field takes its own default, so the
 * defaults are written once, in the fields.
 */
export function optionalObject<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  const inner = object(shape);
  return make(
    `${inner.expected} (optional)`,
    (value, path) => inner.parse(value === undefined || value === null ? {} : value, path),
    { fields: shape, optional: true },
  );
}

/** What a lenient object read: every field's value, and the issues of the fields that took their fallback. */
export interface LenientResult<T> {
  value: T;
  issues: SchemaIssue[];
}

/** A schema that can also read leniently (see `lenientObject`); the mounting core uses `read`. */
export type LenientSchema<T> = Schema<T> & { read(value: unknown, path?: string): LenientResult<T> };

/**
 * An object read leniently: each field is `optional(schema, fallback)`, and a bad value takes its
 * fallback instead of failing the whole (the gallery: a wrong row height must not cost the images).
 * `parse` fails only when the value is no object; `read` gives the value and the issues, which the
 * mounting core logs, one console error each, naming the field and the default used.
 */
export function lenientObject<S extends Record<string, Schema<unknown>>>(
  shape: S,
): LenientSchema<ObjectOf<S>> {
  const expected = 'an object';
  const read = (value: unknown, path = ''): LenientResult<ObjectOf<S>> => {
    const source =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    const out: Record<string, unknown> = {};
    const issues: SchemaIssue[] = [];
    for (const [key, schema] of Object.entries(shape)) {
      const result = schema.parse(source[key], path === '' ? key : `${path}.${key}`);
      if (result.ok) out[key] = result.value;
      else {
        issues.push(result.issue);
        out[key] = schema.doc?.fallback?.value;
      }
    }
    return { value: out as ObjectOf<S>, issues };
  };
  return {
    expected,
    doc: { fields: shape, lenient: true },
    parse: (value, path = '') =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? ok(read(value, path).value)
        : fail(path, expected, value),
    read,
  };
}

/** A lookup object whose keys are free and whose values share one schema. */
export function record<T>(valueSchema: Schema<T>): Schema<Record<string, T>> {
  const expected = `an object of ${valueSchema.expected}`;
  return make(
    expected,
    (value, path) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return fail(path, expected, value);
      // Defined, not assigned: a key "__proto__" stays an entry and never becomes the prototype.
      const out: Record<string, T> = {};
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        const result = valueSchema.parse(entry, path === '' ? key : `${path}.${key}`);
        if (!result.ok) return result;
        Object.defineProperty(out, key, {
          value: result.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return ok(out);
    },
    { item: valueSchema },
  );
}

/** The settings of a widget that takes none: anything (or nothing) is accepted and ignored. */
export const none: Schema<Record<string, never>> = make('no settings', () => ok({}));
