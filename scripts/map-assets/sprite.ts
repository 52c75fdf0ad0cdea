/**
 * The POI sprite of the OpenStreetMap map style: the Maki icons (@mapbox/maki, 15 × 15 SVGs) as SDF
 * images, so every theme tints them (`icon-color`) with its own colours. Each icon is drawn at 15 px
 * per pixel ratio with a 3 px border each side (21 × 21 cells at 1×, 42 × 42 at 2×), in the glyphs'
 * encoding (sdf.ts: the edge at 191, the full ramp over 8 px at the sprite's pixel ratio, so 16
 * device px at 2×), into the alpha channel of black pixels; cells sit in a square grid in name order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { flatten, type PathCommand } from './outline';
import { encodePng } from './png';
import { LEVELS_PER_PIXEL, renderSdf } from './sdf';
import { decodeXmlAttribute, parseSvgPath } from './svg-path';

/** The icon's size in CSS pixels, and the SDF border around it. */
export const ICON_SIZE = 15;
export const ICON_BORDER = 3;
/** Largest distance between a flattened curve and the real one, device px. */
const TOLERANCE = 0.05;

export const MAKI_DIR = path.join(__dirname, '../../node_modules/@mapbox/maki/icons');

/** An entry of the sprite's JSON index (MapLibre's sprite format). */
export interface SpriteEntry {
  x: number;
  y: number;
  width: number;
  height: number;
  pixelRatio: number;
  sdf: true;
}

export interface Icon {
  /** The SVG's viewBox: min x, min y, width, height. */
  viewBox: readonly [number, number, number, number];
  /** All its paths' commands, one after the other (they are drawn as one non-zero shape). */
  commands: PathCommand[];
}

/**
 * Reads an icon's SVG: its viewBox and the `d` of every <path>. Anything this renderer would draw
 * wrongly (other shapes, transforms, the even-odd rule, strokes) is an error, not a silent gap.
 */
export function parseIcon(svg: string, name = 'icon'): Icon {
  const unsupported =
    /<(circle|ellipse|rect|line|polyline|polygon|use|image|text)\b|\btransform=|evenodd|stroke=/.exec(svg);
  if (unsupported !== null) throw new Error(`${name}.svg: unsupported SVG feature "${unsupported[0]}"`);
  const box = /\bviewBox="([^"]*)"/.exec(svg);
  const numbers = (box?.[1] ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || numbers.some((value) => !Number.isFinite(value)))
    throw new Error(`${name}.svg: no viewBox`);
  const [minX, minY, width, height] = numbers as [number, number, number, number];
  if (width <= 0 || width !== height) throw new Error(`${name}.svg: the viewBox is not a square`);
  const commands: PathCommand[] = [];
  for (const match of svg.matchAll(/<path\b[^>]*?\sd="([^"]*)"/g))
    commands.push(...parseSvgPath(decodeXmlAttribute(match[1] ?? '')));
  if (commands.length === 0) throw new Error(`${name}.svg: no path`);
  return { viewBox: [minX, minY, width, height], commands };
}

export function readIcon(name: string, dir = MAKI_DIR): Icon {
  return parseIcon(readFileSync(path.join(dir, `${name}.svg`), 'utf8'), name);
}

/** The icon's SDF cell: ((15 + 6) · ratio)² bytes, rows top to bottom. */
export function renderIcon(icon: Icon, ratio: number): { size: number; alpha: Uint8Array } {
  const [minX, minY, width] = icon.viewBox;
  const scale = (ICON_SIZE * ratio) / width;
  const border = ICON_BORDER * ratio;
  const size = (ICON_SIZE + 2 * ICON_BORDER) * ratio;
  const rings = flatten(
    icon.commands,
    (x, y) => [(x - minX) * scale + border, (y - minY) * scale + border],
    TOLERANCE,
  );
  return { size, alpha: renderSdf(rings, size, size, LEVELS_PER_PIXEL / ratio) };
}

export interface Sprite {
  index: Record<string, SpriteEntry>;
  png: Buffer;
  width: number;
  height: number;
}

/** The sprite of `names` (sorted, duplicates dropped) at `ratio`: the JSON index and the PNG. */
export function buildSprite(names: readonly string[], ratio: number, dir = MAKI_DIR): Sprite {
  const sorted = [...new Set(names)].sort();
  const cell = (ICON_SIZE + 2 * ICON_BORDER) * ratio;
  const columns = Math.max(1, Math.ceil(Math.sqrt(sorted.length)));
  const rows = Math.max(1, Math.ceil(sorted.length / columns));
  const width = columns * cell;
  const height = rows * cell;
  const rgba = new Uint8Array(width * height * 4);
  const index: Record<string, SpriteEntry> = {};
  sorted.forEach((name, position) => {
    const x = (position % columns) * cell;
    const y = Math.floor(position / columns) * cell;
    const { alpha } = renderIcon(readIcon(name, dir), ratio);
    for (let row = 0; row < cell; row++)
      for (let column = 0; column < cell; column++)
        rgba[((y + row) * width + x + column) * 4 + 3] = alpha[row * cell + column] ?? 0;
    index[name] = { x, y, width: cell, height: cell, pixelRatio: ratio, sdf: true };
  });
  return { index, png: encodePng(width, height, rgba), width, height };
}
