/**
 * The settings shapes the place widgets share (a position, a circle, a rectangle), read at the
 * boundary; the 5.3 rules themselves (a nearby circle of at most 50 km …) are validate.ts's.
 */
import { number, object } from '../core/schema';

export const latLngSchema = object({
  lat: number({ min: -90, max: 90 }),
  lng: number({ min: -180, max: 180 }),
});

export const circleSchema = object({ center: latLngSchema, radius: number({ min: 0 }) });

export const boundsSchema = object({
  south: number({ min: -90, max: 90 }),
  west: number({ min: -180, max: 180 }),
  north: number({ min: -90, max: 90 }),
  east: number({ min: -180, max: 180 }),
});
