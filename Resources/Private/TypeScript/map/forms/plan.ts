/**
 * What the map forms share before any request: the submitted fields, the address rule of 5.1 and
 * the outcome of planning (a request, or the German sentence that stops the submission). Pure.
 */

import { MAX_QUERY_LENGTH } from '../../core/http';
import { t } from '../../core/i18n';

/** The submitted values by field name (`address`, `radius`, `type`, `origin`, `destination`, `mode`). */
export type Fields = Readonly<Record<string, string>>;

/** Planning stopped: the visitor reads this sentence in the form's status line. */
export interface Refusal {
  readonly refusal: string;
}

export type Planned<P> = P | Refusal;

export const refuse = (refusal: string): Refusal => ({ refusal });

export function isRefusal<P extends object>(planned: Planned<P>): planned is Refusal {
  return 'refusal' in planned;
}

/** The form's text and select values (disabled controls, as in a real submission, are left out). */
export function readFields(form: HTMLFormElement): Fields {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** A refusal when a typed field is longer than an engine takes (MAX_QUERY_LENGTH characters). */
export function tooLong(fields: Fields): Refusal | undefined {
  const long = Object.values(fields).some((value) => value.trim().length > MAX_QUERY_LENGTH);
  return long ? refuse(t('map.form.tooLong', { max: MAX_QUERY_LENGTH })) : undefined;
}

/**
 * 5.1: the address as typed (no quote wrapping); an empty one is the settings' fallback address
 * when there is one. Undefined when both are empty.
 */
export function resolveAddress(typed: string | undefined, fallback: string): string | undefined {
  const address = (typed ?? '').trim();
  if (address !== '') return address;
  const other = fallback.trim();
  return other === '' ? undefined : other;
}
