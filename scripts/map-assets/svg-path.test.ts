/** @jest-environment node */
/**
 * The SVG path parser: absolute and relative commands, H/V, implicit repetition, compact numbers,
 * S/T reflection, arcs (as cubic curves on the right ellipse, in the right direction), and a real
 * Maki path with its XML character references.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { flatten, type PathCommand } from './outline';
import { MAKI_DIR } from './sprite';
import { arcToCurves, decodeXmlAttribute, parseSvgPath } from './svg-path';

/** The end point of each command (Z: none). */
const ends = (commands: readonly PathCommand[]) =>
  commands.map((command) => (command.type === 'Z' ? 'Z' : `${command.type}${command.x},${command.y}`));

describe('parseSvgPath', () => {
  it('makes relative commands absolute and H/V lines', () => {
    expect(ends(parseSvgPath('M1 2 L3 4 l1 1 H10 h-2 V0 v5 Z'))).toEqual([
      'M1,2',
      'L3,4',
      'L4,5',
      'L10,5',
      'L8,5',
      'L8,0',
      'L8,5',
      'Z',
    ]);
  });

  it('repeats a command for further numbers, a moveto as linetos, and restarts at the subpath after z', () => {
    expect(ends(parseSvgPath('M0 0 1 1 2 2'))).toEqual(['M0,0', 'L1,1', 'L2,2']);
    expect(ends(parseSvgPath('m1 1 2 2 l1 0 0 1'))).toEqual(['M1,1', 'L3,3', 'L4,3', 'L4,4']);
    expect(ends(parseSvgPath('M5 5 l1 0 z m2 2 l1 1'))).toEqual(['M5,5', 'L6,5', 'Z', 'M7,7', 'L8,8']);
  });

  it('reads compact numbers: signs and dots as separators, exponents', () => {
    expect(ends(parseSvgPath('M.5.5-1-1L1e1,2E-1'))).toEqual(['M0.5,0.5', 'L-1,-1', 'L10,0.2']);
  });

  it('reflects the last cubic control point for S, and uses the current point without one', () => {
    expect(parseSvgPath('M0 0 C1 1 2 1 3 0 S5 -1 6 0 s1 -1 2 0')).toEqual([
      { type: 'M', x: 0, y: 0 },
      { type: 'C', x1: 1, y1: 1, x2: 2, y2: 1, x: 3, y: 0 },
      { type: 'C', x1: 4, y1: -1, x2: 5, y2: -1, x: 6, y: 0 },
      { type: 'C', x1: 7, y1: 1, x2: 7, y2: -1, x: 8, y: 0 },
    ]);
    expect(parseSvgPath('M0 0 L2 0 S3 1 4 0')[2]).toEqual({
      type: 'C',
      x1: 2,
      y1: 0,
      x2: 3,
      y2: 1,
      x: 4,
      y: 0,
    });
  });

  it('reflects the last quadratic control point for T', () => {
    expect(parseSvgPath('M0 0 Q1 1 2 0 T4 0 t2 0')).toEqual([
      { type: 'M', x: 0, y: 0 },
      { type: 'Q', x1: 1, y1: 1, x: 2, y: 0 },
      { type: 'Q', x1: 3, y1: -1, x: 4, y: 0 },
      { type: 'Q', x1: 5, y1: 1, x: 6, y: 0 },
    ]);
  });

  it('turns an arc into cubic curves on the circle, clockwise on screen for sweep = 1', () => {
    const commands = parseSvgPath('M0 0 A5 5 0 0 1 10 0');
    expect(commands.map((command) => command.type)).toEqual(['M', 'C', 'C']);
    expect(ends(commands).at(-1)).toBe('C10,0');
    const [ring] = flatten(commands, undefined, 0.001);
    let top = 0;
    // Every point but the closing chord's end lies on the circle round (5, 0), radius 5.
    for (let i = 0; i + 2 < ring!.length; i += 2) {
      expect(Math.hypot(ring![i]! - 5, ring![i + 1]!)).toBeCloseTo(5, 2);
      top = Math.min(top, ring![i + 1]!);
    }
    // Screen y grows downwards: the clockwise half from (0, 0) to (10, 0) passes (5, −5).
    expect(top).toBeCloseTo(-5, 2);
    const other = flatten(parseSvgPath('M0 0 A5 5 0 0 0 10 0'), undefined, 0.001)[0]!;
    expect(Math.max(...other.filter((_, index) => index % 2 === 1))).toBeCloseTo(5, 2);
  });

  it('reads compact arc flags and relative arcs, and scales radii that are too small', () => {
    expect(parseSvgPath('M0 0 a5 5 0 0010 0')).toEqual(parseSvgPath('M0 0 A5,5,0,0,0,10,0'));
    expect(parseSvgPath('M0 0 A1 1 0 0 1 10 0')).toEqual(parseSvgPath('M0 0 A5 5 0 0 1 10 0'));
    // The large arc of a circle of radius 5 through (0, 0) and (8, 0): more than a half turn.
    const large = parseSvgPath('M0 0 A5 5 0 1 1 8 0');
    expect(large.filter((command) => command.type === 'C').length).toBe(3);
  });

  it('draws a rotated elliptical arc through both end points', () => {
    const curves = arcToCurves(0, 0, 4, 2, 30, false, true, 3, 3);
    expect(curves.at(-1)).toMatchObject({ type: 'C', x: 3, y: 3 });
    expect(arcToCurves(1, 1, 4, 2, 0, false, true, 1, 1)).toEqual([]);
    expect(arcToCurves(0, 0, 0, 2, 0, false, true, 3, 3)).toEqual([{ type: 'L', x: 3, y: 3 }]);
  });

  it('rejects numbers after Z and garbage', () => {
    expect(() => parseSvgPath('M0 0 L1 1 Z 2 2')).toThrow(SyntaxError);
    expect(() => parseSvgPath('M0 0 X1 1')).toThrow(SyntaxError);
    expect(() => parseSvgPath('M0 0 A1 1 0 2 1 3 3')).toThrow(SyntaxError);
  });

  it('parses a Maki path with XML whitespace references (restaurant: two subpaths)', () => {
    const svg = readFileSync(path.join(MAKI_DIR, 'restaurant.svg'), 'utf8');
    const d = /\sd="([^"]*)"/.exec(svg)![1]!;
    expect(d).toContain('&#xA;&#x9;');
    expect(decodeXmlAttribute('1&#xA;&#x9;2&#32;3&amp;')).toBe('1\n\t2 3&');
    const commands = parseSvgPath(decodeXmlAttribute(d));
    expect(commands.filter((command) => command.type === 'M').length).toBe(2);
    expect(commands.filter((command) => command.type === 'Z').length).toBe(2);
    for (const command of commands)
      if (command.type !== 'Z') {
        expect(command.x).toBeGreaterThanOrEqual(0);
        expect(command.x).toBeLessThanOrEqual(15);
      }
  });
});
