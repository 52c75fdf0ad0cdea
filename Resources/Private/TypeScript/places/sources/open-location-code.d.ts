/** Types of Google's `open-location-code` (CommonJS, no types of its own): the calls we use. */
declare module 'open-location-code' {
  export class OpenLocationCode {
    /** The full code (10 digits by default), e.g. '8FWH4HM8+X2'. */
    encode(latitude: number, longitude: number, codeLength?: number): string;
    /** The code without the leading digits a nearby reference point implies, e.g. '4HM8+X2'. */
    shorten(code: string, latitude: number, longitude: number): string;
    isValid(code: string): boolean;
  }
}
