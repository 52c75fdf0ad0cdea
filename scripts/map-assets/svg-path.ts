/**
 * An SVG path data parser (the `d` attribute, SVG 1.1 §8.3) for the Maki icons of the POI sprite:
 * every command, absolute and relative (M L H V C S Q T A Z), with implicit repetition, number forms
 * like "-.46" and ".5.5", and compact arc flags ("a1 1 0 011 1"). The result is absolute M / L / Q /
 * C / Z commands (outline.ts's PathCommand): H and V become lines, S and T get their reflected
 * control point, arcs become cubic curves (one per quarter turn at most).
 */
import type { PathCommand } from './outline';

/** Decodes the XML character references of an attribute value (Maki's d holds "&#xA;&#x9;"). */
export function decodeXmlAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(parseInt(decimal, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SEPARATOR = /[\s,]*/y;
const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/;

class Scanner {
  private at = 0;

  constructor(private readonly text: string) {}

  private skip(): void {
    SEPARATOR.lastIndex = this.at;
    if (SEPARATOR.exec(this.text) !== null) this.at = SEPARATOR.lastIndex;
  }

  done(): boolean {
    this.skip();
    return this.at >= this.text.length;
  }

  /** The next command letter, or undefined when a number (an implicit repetition) follows. */
  command(): string | undefined {
    this.skip();
    const char = this.text.charAt(this.at);
    if (COMMAND.test(char)) {
      this.at++;
      return char;
    }
    return undefined;
  }

  number(): number {
    this.skip();
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text);
    if (match === null) throw new SyntaxError(`SVG path: number expected at ${this.at}: "${this.rest()}"`);
    this.at = NUMBER.lastIndex;
    return Number(match[0]);
  }

  /** An arc flag: a single 0 or 1, which need not be followed by a separator. */
  flag(): boolean {
    this.skip();
    const char = this.text.charAt(this.at);
    if (char !== '0' && char !== '1')
      throw new SyntaxError(`SVG path: arc flag expected at ${this.at}: "${this.rest()}"`);
    this.at++;
    return char === '1';
  }

  rest(): string {
    return this.text.slice(this.at, this.at + 20);
  }
}

/** The angle from vector u to vector v, in (−π, π]. */
function angle(ux: number, uy: number, vx: number, vy: number): number {
  return Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
}

/**
 * An elliptical arc from (x1, y1) to (x2, y2) as cubic curves (SVG 1.1 F.6.5 / F.6.6: endpoint to
 * centre parameterisation, radii scaled up when too small); a line when a radius is 0, nothing when
 * the end points coincide.
 */
export function arcToCurves(
  x1: number,
  y1: number,
  radiusX: number,
  radiusY: number,
  rotationDegrees: number,
  largeArc: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): PathCommand[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(radiusX);
  let ry = Math.abs(radiusY);
  if (rx === 0 || ry === 0) return [{ type: 'L', x: x2, y: y2 }];
  const phi = (rotationDegrees * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const hx = (x1 - x2) / 2;
  const hy = (y1 - y2) / 2;
  const x1p = cos * hx + sin * hy;
  const y1p = -sin * hx + cos * hy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coefficient = (largeArc !== sweep ? 1 : -1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (coefficient * rx * y1p) / ry;
  const cyp = (-coefficient * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const theta = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;

  const count = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / count;
  const handle = (4 / 3) * Math.tan(step / 4);
  // A point of the unit circle into the ellipse's space.
  const place = (ux: number, uy: number): [number, number] => [
    cx + rx * cos * ux - ry * sin * uy,
    cy + rx * sin * ux + ry * cos * uy,
  ];
  const curves: PathCommand[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = theta + i * step;
    const a1 = a0 + step;
    const [c1x, c1y] = place(Math.cos(a0) - handle * Math.sin(a0), Math.sin(a0) + handle * Math.cos(a0));
    const [c2x, c2y] = place(Math.cos(a1) + handle * Math.sin(a1), Math.sin(a1) - handle * Math.cos(a1));
    const [ex, ey] = i === count - 1 ? [x2, y2] : place(Math.cos(a1), Math.sin(a1));
    curves.push({ type: 'C', x1: c1x, y1: c1y, x2: c2x, y2: c2y, x: ex, y: ey });
  }
  return curves;
}

/** Parses path data into absolute M / L / Q / C / Z commands. */
export function parseSvgPath(d: string): PathCommand[] {
  const scanner = new Scanner(d);
  const out: PathCommand[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The second control point of the last C/S (or the control point of the last Q/T), for S and T.
  let lastCubicX = 0;
  let lastCubicY = 0;
  let lastQuadX = 0;
  let lastQuadY = 0;
  let previous = '';
  let command: string | undefined;

  while (!scanner.done()) {
    const letter = scanner.command();
    if (letter !== undefined) command = letter;
    // A number repeats the last command, except Z, which takes none.
    else if (command === undefined || /[Zz]/.test(command))
      throw new SyntaxError(`SVG path: command expected: "${scanner.rest()}"`);
    const current = command;
    const relative = current === current.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const upper = current.toUpperCase();

    switch (upper) {
      case 'M': {
        x = ox + scanner.number();
        y = oy + scanner.number();
        startX = x;
        startY = y;
        out.push({ type: 'M', x, y });
        // Further pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        break;
      }
      case 'L': {
        x = ox + scanner.number();
        y = oy + scanner.number();
        out.push({ type: 'L', x, y });
        break;
      }
      case 'H': {
        x = ox + scanner.number();
        out.push({ type: 'L', x, y });
        break;
      }
      case 'V': {
        y = oy + scanner.number();
        out.push({ type: 'L', x, y });
        break;
      }
      case 'C':
      case 'S': {
        let x1: number;
        let y1: number;
        if (upper === 'C') {
          x1 = ox + scanner.number();
          y1 = oy + scanner.number();
        } else if (/[CcSs]/.test(previous)) {
          x1 = 2 * x - lastCubicX;
          y1 = 2 * y - lastCubicY;
        } else {
          x1 = x;
          y1 = y;
        }
        const x2 = ox + scanner.number();
        const y2 = oy + scanner.number();
        x = ox + scanner.number();
        y = oy + scanner.number();
        out.push({ type: 'C', x1, y1, x2, y2, x, y });
        lastCubicX = x2;
        lastCubicY = y2;
        break;
      }
      case 'Q':
      case 'T': {
        let x1: number;
        let y1: number;
        if (upper === 'Q') {
          x1 = ox + scanner.number();
          y1 = oy + scanner.number();
        } else if (/[QqTt]/.test(previous)) {
          x1 = 2 * x - lastQuadX;
          y1 = 2 * y - lastQuadY;
        } else {
          x1 = x;
          y1 = y;
        }
        x = ox + scanner.number();
        y = oy + scanner.number();
        out.push({ type: 'Q', x1, y1, x, y });
        lastQuadX = x1;
        lastQuadY = y1;
        break;
      }
      case 'A': {
        const rx = scanner.number();
        const ry = scanner.number();
        const rotation = scanner.number();
        const largeArc = scanner.flag();
        const sweep = scanner.flag();
        const ex = ox + scanner.number();
        const ey = oy + scanner.number();
        out.push(...arcToCurves(x, y, rx, ry, rotation, largeArc, sweep, ex, ey));
        x = ex;
        y = ey;
        break;
      }
      case 'Z': {
        out.push({ type: 'Z' });
        x = startX;
        y = startY;
        break;
      }
    }
    previous = current;
  }
  return out;
}
