/** Tiny helpers to write SVG scenes as text: numbers, colours and a builder with unique ids. */

export const WIDTH = 1600;
export const HEIGHT = 1200;

/** Rounds to one decimal so the SVG text stays small. */
export const n = (value: number) => Math.round(value * 10) / 10;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour a fraction `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as Rgb);
}

/** Lighter for a positive amount (towards white), darker for a negative one (towards black). */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

export type Point = readonly [number, number];

export const points = (list: readonly Point[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** Collects the definitions and the drawing of one SVG document. */
export class SvgBuilder {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  /** Adds a definition (gradient) and returns its `url(#…)` reference. */
  def(make: (id: string) => string): string {
    const id = `d${++this.counter}`;
    this.defs.push(make(id));
    return `url(#${id})`;
  }

  /** A vertical (or given-direction) linear gradient of evenly spread or explicit stops. */
  linear(stops: readonly (string | readonly [number, string, number?])[], x2 = 0, y2 = 1): string {
    return this.def((id) => {
      const items = stops.map((stop, i) => {
        const [offset, color, opacity] =
          typeof stop === 'string' ? [i / Math.max(1, stops.length - 1), stop, undefined] : stop;
        const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
        return `<stop offset="${n(offset * 100) / 100}" stop-color="${color}"${alpha}/>`;
      });
      return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${items.join('')}</linearGradient>`;
    });
  }

  /** A radial glow: the colour at the centre fading to transparent. */
  glow(color: string, opacity = 1): string {
    return this.def(
      (id) =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
        `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
  }

  /** A clip path of one polygon; returns the value for a `clip-path` attribute. */
  clip(list: readonly Point[]): string {
    return this.def((id) => `<clipPath id="${id}"><polygon points="${points(list)}"/></clipPath>`);
  }

  /** A repeating tile of `width`×`height` drawn by `content`, in user space. */
  pattern(width: number, height: number, content: string): string {
    return this.def(
      (id) =>
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(width)}" height="${n(height)}">${content}</pattern>`,
    );
  }

  /** Darkens the corners a little, like a camera lens. */
  vignette(strength = 0.22): this {
    const fill = this.def(
      (id) =>
        `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
        `<stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
    );
    return this.rect(0, 0, WIDTH, HEIGHT, fill);
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): this {
    return this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  poly(list: readonly Point[], fill: string, extra = ''): this {
    return this.add(
      `<polygon points="${points(list)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): this {
    return this.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): this {
    return this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  path(d: string, fill: string, extra = ''): this {
    return this.add(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
    return this.add(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  toString(width = WIDTH, height = HEIGHT): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
