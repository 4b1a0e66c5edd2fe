import type { Random } from '../../../src/server/demo/random';
import type { TimeOfDay } from './sky';
import { HEIGHT, n, type Point, shade, SvgBuilder, WIDTH } from './svg';

/** The palettes of rooms and the perspective every room is drawn in. */
export const WALLS = [
  '#efe7da',
  '#e9e2d3',
  '#dfe4e1',
  '#f2e6d8',
  '#e6ded5',
  '#dde3ea',
  '#efe1cf',
  '#e4e8df',
];
export const WOOD_FLOORS = ['#b98a5e', '#a77649', '#c79f74', '#9a6b45'];
export const STONE_FLOORS = ['#e8e2d8', '#ddd6ca', '#e4e0da'];
export const FABRICS = [
  '#5d7388',
  '#7a8a6e',
  '#b7a48c',
  '#8e6f63',
  '#43566b',
  '#c9bba6',
  '#6f7f8c',
  '#9b6a54',
];
export const ACCENTS = [
  '#e0a34a',
  '#c8553d',
  '#2e7d77',
  '#d9b26f',
  '#8c4f7a',
  '#4f7cac',
  '#e07b5f',
];
export const CABINETS = ['#f3f1ec', '#2f4858', '#6b7f6a', '#d8cbb5', '#3c4a5c', '#b58b63'];

/**
 * One-point perspective of a room: the back wall is the rectangle (bx0,by0)–(bx1,by1); a point
 * (x, y) drawn on the back wall's plane appears scaled by k around the vanishing point when it is
 * nearer the viewer (k > 1). The floor is every (x, by1) scaled that way.
 */
export class Room {
  readonly svg = new SvgBuilder();
  readonly bx0: number;
  readonly bx1: number;
  readonly by0: number;
  readonly by1: number;
  readonly vx: number;
  readonly vy: number;
  /** The k at which the floor reaches the bottom of the picture. */
  readonly kMax: number;

  constructor(
    readonly random: Random,
    readonly time: TimeOfDay,
  ) {
    const shift = random.range(-90, 90);
    this.bx0 = random.int(250, 330) + shift;
    this.bx1 = WIDTH - random.int(250, 330) + shift;
    this.by0 = random.int(150, 200);
    this.by1 = random.int(780, 830);
    this.vx = (this.bx0 + this.bx1) / 2 + random.range(-70, 70);
    this.vy = this.by1 - (this.by1 - this.by0) * 0.47;
    this.kMax = (HEIGHT - this.vy) / (this.by1 - this.vy);
  }

  get lit() {
    return this.time === 'golden' || this.time === 'dusk';
  }

  p(x: number, y: number, k: number): Point {
    return [this.vx + (x - this.vx) * k, this.vy + (y - this.vy) * k];
  }

  /** A flat shape at height y (a worktop, a box's top), between x0..x1 and depths k0..k1. */
  flatQuad(x0: number, x1: number, y: number, k0: number, k1: number): Point[] {
    return [this.p(x0, y, k0), this.p(x1, y, k0), this.p(x1, y, k1), this.p(x0, y, k1)];
  }

  /** A flat shape on the floor, between x0..x1 and depths k0..k1. */
  floorQuad(x0: number, x1: number, k0: number, k1: number): Point[] {
    return this.flatQuad(x0, x1, this.by1, k0, k1);
  }

  /** A shape on the left (x = bx0) or right (x = bx1) wall. */
  wallQuad(side: 'left' | 'right', y0: number, y1: number, k0: number, k1: number): Point[] {
    const x = side === 'left' ? this.bx0 : this.bx1;
    return [this.p(x, y0, k0), this.p(x, y0, k1), this.p(x, y1, k1), this.p(x, y1, k0)];
  }

  /**
   * A box standing in the room, given by its outline on the back wall's plane and its depth range;
   * draws the faces the viewer sees and returns its front rectangle.
   */
  box(
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    k0: number,
    k1: number,
    color: string,
    rx = 0,
  ) {
    const { svg } = this;
    const p = this.p.bind(this);
    if (x0 > this.vx)
      svg.poly([p(x0, y0, k0), p(x0, y0, k1), p(x0, y1, k1), p(x0, y1, k0)], shade(color, -0.16));
    if (x1 < this.vx)
      svg.poly([p(x1, y0, k0), p(x1, y0, k1), p(x1, y1, k1), p(x1, y1, k0)], shade(color, -0.16));
    if (y0 > this.vy) svg.poly(this.flatQuad(x0, x1, y0, k0, k1), shade(color, 0.1));
    if (y1 < this.vy) svg.poly(this.flatQuad(x0, x1, y1, k0, k1), shade(color, -0.24));
    const [fx0, fy0] = p(x0, y0, k1);
    const [fx1, fy1] = p(x1, y1, k1);
    svg.rect(fx0, fy0, fx1 - fx0, fy1 - fy0, color, rx ? `rx="${n(rx * k1)}"` : '');
    return { x: fx0, y: fy0, w: fx1 - fx0, h: fy1 - fy0 };
  }

  shadow(x0: number, x1: number, k0: number, k1: number, opacity = 0.16) {
    this.svg.poly(this.floorQuad(x0, x1, k0, k1), '#000000', `opacity="${opacity}"`);
  }
}
