/**
 * The part of osrm-text-instructions@0.15 (CJS, no types of its own) that `services.ts` uses:
 * `require('osrm-text-instructions')('v5').compile(language, step, options)`.
 */
declare module 'osrm-text-instructions' {
  namespace osrmTextInstructions {
    /** The fields of an OSRM v5 route step the compiler reads. */
    interface Step {
      maneuver: {
        type: string;
        /** Required unless the type is depart or arrive (compile throws otherwise). */
        modifier?: string;
        bearing_after?: number;
        exit?: number;
      };
      name?: string;
      ref?: string;
      mode?: string;
      driving_side?: string;
      destinations?: string;
      exits?: string;
      rotary_name?: string;
      junction_name?: string;
    }

    interface CompileOptions {
      legIndex?: number;
      legCount?: number;
      waypointName?: string;
    }

    interface Compiler {
      compile(language: string, step: Step, options?: CompileOptions): string;
    }
  }

  function osrmTextInstructions(version: 'v5'): osrmTextInstructions.Compiler;
  export = osrmTextInstructions;
}

/** The package's language tables (replaced by `oti-languages.ts` in the webpack build). */
declare module 'osrm-text-instructions/languages' {
  export const supportedCodes: string[];
  export const instructions: Record<string, unknown>;
  export const grammars: Record<string, unknown>;
  export const abbreviations: Record<string, unknown>;
}
