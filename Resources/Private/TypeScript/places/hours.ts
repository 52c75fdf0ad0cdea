/**
 * Opening hours (spec 4.12, 9.5): the pure week maths lives in services/hours.ts since issue 29 (the
 * map's location list shows the open state too); the place widgets keep importing it from here.
 */
export * from '../services/hours';
