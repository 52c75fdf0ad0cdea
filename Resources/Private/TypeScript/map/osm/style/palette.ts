/**
 * The shape of a theme's palette (spec 4.6, 9.1): the colour groups the layers paint by. The data
 * is in `palettes.ts`, the layers that read it in `layers.ts` (Protomaps' Flavor type, apart from
 * its flavors so both stay small).
 */
import type { PoiGroup } from '../poi-icons';

/** The colour groups of the land use (several schema kinds share one colour). */
export type LanduseGroup =
  | 'park'
  | 'garden'
  | 'grass'
  | 'wood'
  | 'cemetery'
  | 'playground'
  | 'pitch'
  | 'pedestrian'
  | 'commercial'
  | 'institution';

/** The road classes the palettes colour, worked out from `kind` and `kind_detail`. */
export type RoadClass =
  | 'motorway'
  | 'trunk'
  | 'primary'
  | 'secondary'
  | 'tertiary'
  | 'minor'
  | 'service'
  | 'pedestrian'
  | 'path'
  | 'rail';
export type CasedClass = Exclude<RoadClass, 'path' | 'rail'>;

export interface Palette {
  background: string;
  landuse: Record<LanduseGroup, string>;
  water: string;
  building: string;
  buildingOutline: string;
  road: Record<RoadClass, string>;
  cycleway: string;
  casing: Record<CasedClass, string>;
  /** Road widths relative to the default theme. */
  roadScale: number;
  roadText: string;
  placeText: string;
  districtText: string;
  halo: string;
  poi: Record<PoiGroup, string>;
}
