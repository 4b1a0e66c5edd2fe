import type { Random } from '../../../src/server/demo/random';
import { hillPath, pottedPlant } from './nature';
import { drawSky, SKIES, type TimeOfDay } from './sky';
import { HEIGHT, mix, n, shade, SvgBuilder, WIDTH, type Point } from './svg';

export const ROOM_KINDS = ['living', 'bedroom', 'kitchen'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

const WALLS = [
  '#efe7da',
  '#e9e2d3',
  '#dfe4e1',
  '#f2e6d8',
  '#e6ded5',
  '#dde3ea',
  '#efe1cf',
  '#e4e8df',
];
const WOOD_FLOORS = ['#b98a5e', '#a77649', '#c79f74', '#9a6b45'];
const STONE_FLOORS = ['#e8e2d8', '#ddd6ca', '#e4e0da'];
const FABRICS = [
  '#5d7388',
  '#7a8a6e',
  '#b7a48c',
  '#8e6f63',
  '#43566b',
  '#c9bba6',
  '#6f7f8c',
  '#9b6a54',
];
const ACCENTS = ['#e0a34a', '#c8553d', '#2e7d77', '#d9b26f', '#8c4f7a', '#4f7cac', '#e07b5f'];
const CABINETS = ['#f3f1ec', '#2f4858', '#6b7f6a', '#d8cbb5', '#3c4a5c', '#b58b63'];

/**
 * One-point perspective of a room: the back wall is the rectangle (bx0,by0)–(bx1,by1); a point
 * (x, y) drawn on the back wall's plane appears scaled by k around the vanishing point when it is
 * nearer the viewer (k > 1). The floor is every (x, by1) scaled that way.
 */
class Room {
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

  /** A flat shape on the floor, between x0..x1 and depths k0..k1. */
  floorQuad(x0: number, x1: number, k0: number, k1: number): Point[] {
    const y = this.by1;
    return [this.p(x0, y, k0), this.p(x1, y, k0), this.p(x1, y, k1), this.p(x0, y, k1)];
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
    if (y0 > this.vy)
      svg.poly([p(x0, y0, k0), p(x1, y0, k0), p(x1, y0, k1), p(x0, y0, k1)], shade(color, 0.1));
    if (y1 < this.vy)
      svg.poly([p(x0, y1, k0), p(x1, y1, k0), p(x1, y1, k1), p(x0, y1, k1)], shade(color, -0.24));
    const [fx0, fy0] = p(x0, y0, k1);
    const [fx1, fy1] = p(x1, y1, k1);
    svg.rect(fx0, fy0, fx1 - fx0, fy1 - fy0, color, rx ? `rx="${n(rx * k1)}"` : '');
    return { x: fx0, y: fy0, w: fx1 - fx0, h: fy1 - fy0 };
  }

  shadow(x0: number, x1: number, k0: number, k1: number, opacity = 0.16) {
    this.svg.poly(this.floorQuad(x0, x1, k0, k1), '#000000', `opacity="${opacity}"`);
  }
}

function shell(room: Room, windowSide: 'left' | 'right') {
  const { svg, random, bx0, bx1, by0, by1 } = room;
  const wall = random.pick(WALLS);
  const k = room.kMax * 3;
  const lit = (side: 'left' | 'right') => (side === windowSide ? -0.04 : -0.13);
  // Ceiling, side walls, back wall.
  svg.poly([room.p(bx0, by0, k), room.p(bx1, by0, k), [bx1, by0], [bx0, by0]], shade(wall, 0.3));
  svg.poly(
    [room.p(bx0, by0, k), [bx0, by0], [bx0, by1], room.p(bx0, by1, k)],
    shade(wall, lit('left')),
  );
  svg.poly(
    [room.p(bx1, by0, k), [bx1, by0], [bx1, by1], room.p(bx1, by1, k)],
    shade(wall, lit('right')),
  );
  svg.rect(bx0, by0, bx1 - bx0, by1 - by0, wall);
  svg.rect(
    bx0,
    by0,
    bx1 - bx0,
    by1 - by0,
    svg.linear([
      [0, '#ffffff', 0.08],
      [1, '#000000', 0.05],
    ]),
  );
  // Cornice.
  svg.poly(
    [room.p(bx0, by0, k), [bx0, by0], [bx1, by0], room.p(bx1, by0, k)],
    'none',
    `stroke="${shade(wall, -0.08)}" stroke-width="6"`,
  );

  // Floor: wood planks or stone tiles.
  const wood = random.chance(0.6);
  const floor = wood ? random.pick(WOOD_FLOORS) : random.pick(STONE_FLOORS);
  const floorPts = [[bx0, by1], [bx1, by1], room.p(bx1, by1, k), room.p(bx0, by1, k)] as Point[];
  svg.poly(floorPts, floor);
  svg.poly(
    floorPts,
    svg.linear([
      [0, '#000000', 0.12],
      [1, '#ffffff', 0.06],
    ]),
  );
  const seams = wood ? 24 : 10;
  svg.add(`<g clip-path="${svg.clip(floorPts)}">`);
  const lineColor = wood ? shade(floor, -0.3) : shade(floor, -0.12);
  for (let i = 0; i <= seams; i++) {
    const x = bx0 - (bx1 - bx0) * 0.6 + ((bx1 - bx0) * 2.2 * i) / seams;
    const [ax, ay] = room.p(x, by1, 1);
    const [bx, by] = room.p(x, by1, k);
    svg.line(ax, ay, bx, by, lineColor, wood ? 2 : 3, 'opacity="0.5"');
  }
  if (!wood) {
    for (let i = 1; i < 12; i++) {
      const depth = 1 / (1 - i * 0.085);
      if (depth > room.kMax + 0.2 || depth < 0) break;
      const [ax, ay] = room.p(bx0 - 2000, by1, depth);
      const [bx] = room.p(bx1 + 2000, by1, depth);
      svg.line(ax, ay, bx, ay, lineColor, 3, 'opacity="0.5"');
    }
  } else {
    // Staggered plank ends.
    for (let i = 0; i < 26; i++) {
      const lane = random.int(0, seams - 1);
      const x = bx0 - (bx1 - bx0) * 0.6 + ((bx1 - bx0) * 2.2 * (lane + 0.5)) / seams;
      const depth = random.range(1.02, room.kMax);
      const half = ((bx1 - bx0) * 1.1) / seams;
      const [ax, ay] = room.p(x - half, by1, depth);
      const [bx] = room.p(x + half, by1, depth);
      svg.line(ax, ay, bx, ay, lineColor, 2, 'opacity="0.45"');
    }
  }
  svg.add('</g>');
  // Skirting boards.
  svg.rect(bx0, by1 - 16, bx1 - bx0, 16, shade(wall, 0.4));
  svg.poly(
    [[bx0, by1 - 16], room.p(bx0, by1 - 16, k), room.p(bx0, by1, k), [bx0, by1]],
    shade(wall, 0.25),
  );
  svg.poly(
    [[bx1, by1 - 16], room.p(bx1, by1 - 16, k), room.p(bx1, by1, k), [bx1, by1]],
    shade(wall, 0.25),
  );
  return { wall, floor };
}

/** The view outside: the sky and a far skyline or hills, clipped to the window opening. */
function view(room: Room, outline: Point[], top: number, bottom: number) {
  const { svg, random, time } = room;
  const xs = outline.map(([x]) => x);
  const x0 = Math.min(...xs) - 10;
  const x1 = Math.max(...xs) + 10;
  const clip = svg.clip(outline);
  svg.add(`<g clip-path="${clip}">`);
  drawSky(svg, random, time, { x: x0, y: top, width: x1 - x0, height: bottom - top }, true);
  const sky = SKIES[time];
  const haze = mix(sky.horizon, '#6d7d8c', 0.45);
  const baseY = bottom - (bottom - top) * 0.18;
  for (let x = x0; x < x1; x += random.range(30, 70)) {
    const h = random.range(30, (bottom - top) * 0.32);
    svg.rect(x, baseY - h, random.range(26, 60), h + (bottom - baseY), haze, 'opacity="0.8"');
  }
  svg.path(
    hillPath(random, bottom - (bottom - top) * 0.1, 40, bottom + 20, x1 + 200),
    mix('#5f8f4f', sky.horizon, 0.3),
  );
  svg.add('</g>');
}

/** A window in a side wall, with curtains, and the light it throws on the floor. */
function sideWindow(room: Room, side: 'left' | 'right') {
  const { svg, random, by0, by1 } = room;
  const y0 = by0 + 70;
  const y1 = by1 - random.int(130, 190);
  const k0 = random.range(1.05, 1.12);
  const k1 = Math.min(room.kMax * 0.9, k0 + random.range(0.35, 0.5));
  const outline = room.wallQuad(side, y0, y1, k0, k1);
  view(
    room,
    outline,
    Math.min(...outline.map(([, y]) => y)),
    Math.max(...outline.map(([, y]) => y)),
  );
  const frame = '#f6f4ef';
  svg.poly(outline, 'none', `stroke="${frame}" stroke-width="14" stroke-linejoin="round"`);
  const mid = (k0 + k1) / 2;
  const [mx0, my0] = room.wallQuad(side, y0, y1, mid, mid)[0]!;
  const [mx1, my1] = room.wallQuad(side, y0, y1, mid, mid)[3]!;
  svg.line(mx0, my0, mx1, my1, frame, 10);
  // Sunlight on the floor.
  if (room.time !== 'dusk') {
    const x = side === 'left' ? room.bx0 : room.bx1;
    const reach = (room.bx1 - room.bx0) * random.range(0.35, 0.5) * (side === 'left' ? 1 : -1);
    const light = room.time === 'golden' ? '#ffd79a' : '#fff8e6';
    svg.poly(
      [
        room.p(x, by1, k0 + 0.05),
        room.p(x, by1, k1),
        room.p(x + reach, by1, k1 + 0.25),
        room.p(x + reach, by1, k0 + 0.25),
      ],
      light,
      `opacity="${room.time === 'noon' ? 0.22 : 0.16}"`,
    );
  }
  // Curtains either side of the window.
  const curtain = random.pick(['#efe8dc', '#d9c7a7', '#b9c7c4', '#c98f72', '#8fa2b8']);
  const rodY = y0 - 30;
  for (const [ka, kb] of [
    [k0 - 0.12, k0 + 0.02],
    [k1 - 0.02, k1 + 0.12],
  ] as const) {
    const folds = 4;
    for (let i = 0; i < folds; i++) {
      const a = ka + ((kb - ka) * i) / folds;
      const b = ka + ((kb - ka) * (i + 1)) / folds;
      svg.poly(room.wallQuad(side, rodY, by1 - 30, a, b), shade(curtain, i % 2 === 0 ? 0 : -0.1));
    }
  }
  const rod = room.wallQuad(side, rodY - 6, rodY, k0 - 0.16, k1 + 0.16);
  svg.poly(rod, '#5a4a3c');
}

/** A window in the back wall with curtains; returns its rectangle. */
function backWindow(room: Room, x0: number, x1: number, y0: number, y1: number) {
  const { svg, random } = room;
  view(
    room,
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    y0,
    y1,
  );
  const frame = '#f6f4ef';
  svg.rect(x0, y0, x1 - x0, y1 - y0, 'none', `stroke="${frame}" stroke-width="14"`);
  const panes = Math.max(2, Math.round((x1 - x0) / 170));
  for (let i = 1; i < panes; i++) svg.rect(x0 + ((x1 - x0) * i) / panes - 4, y0, 8, y1 - y0, frame);
  svg.rect(x0 - 14, y1, x1 - x0 + 28, 14, shade(frame, -0.08));
  const curtain = random.pick(['#efe8dc', '#d9c7a7', '#b9c7c4', '#c98f72', '#8fa2b8']);
  const cw = 70;
  for (const cx of [x0 - cw * 0.7, x1 - cw * 0.3]) {
    for (let i = 0; i < 4; i++) {
      svg.rect(
        cx + (i * cw) / 4,
        y0 - 30,
        cw / 4 + 1,
        y1 - y0 + 110,
        shade(curtain, i % 2 === 0 ? 0 : -0.1),
      );
    }
  }
  svg.rect(x0 - cw - 20, y0 - 40, x1 - x0 + cw * 2 + 40, 8, '#5a4a3c');
}

function art(room: Room, cx: number, y: number, w: number, h: number) {
  const { svg, random } = room;
  svg.rect(cx - w / 2 + 6, y + 8, w, h, '#000000', 'opacity="0.12"');
  svg.rect(cx - w / 2, y, w, h, random.pick(['#2f2f2f', '#c9a66b', '#f5f3ee']));
  const inner = { x: cx - w / 2 + 14, y: y + 14, w: w - 28, h: h - 28 };
  const bg = random.pick(['#f3ece0', '#e7eef0', '#f0e2d2']);
  svg.rect(inner.x, inner.y, inner.w, inner.h, bg);
  const shapes = random.int(2, 4);
  for (let i = 0; i < shapes; i++) {
    const color = random.pick(ACCENTS);
    if (random.chance(0.5)) {
      svg.circle(
        inner.x + random.range(0.2, 0.8) * inner.w,
        inner.y + random.range(0.25, 0.75) * inner.h,
        random.range(0.12, 0.3) * inner.h,
        color,
        'opacity="0.85"',
      );
    } else {
      const rw = random.range(0.2, 0.5) * inner.w;
      svg.rect(
        inner.x + random.range(0, inner.w - rw),
        inner.y + random.range(0.3, 0.6) * inner.h,
        rw,
        inner.h * random.range(0.2, 0.4),
        color,
        'opacity="0.85"',
      );
    }
  }
}

function lampGlow(room: Room, x: number, y: number, radius: number) {
  if (!room.lit) return;
  room.svg.circle(x, y, radius, room.svg.glow('#ffd68a', room.time === 'dusk' ? 0.55 : 0.35));
}

function floorLamp(room: Room, x: number, k: number) {
  const { svg } = room;
  const [bx, by] = room.p(x, room.by1, k);
  const [, ty] = room.p(x, room.by1 - 320, k);
  svg.ellipse(bx, by, 30 * k, 8 * k, '#2e2e30');
  svg.line(bx, by, bx, ty, '#2e2e30', 5 * k);
  const w = 70 * k;
  svg.poly(
    [
      [bx - w * 0.35, ty - 60 * k],
      [bx + w * 0.35, ty - 60 * k],
      [bx + w * 0.5, ty],
      [bx - w * 0.5, ty],
    ],
    room.lit ? '#fbe6b8' : '#efe6d6',
  );
  lampGlow(room, bx, ty - 20 * k, 220 * k);
}

function rug(room: Room, x0: number, x1: number, k0: number, k1: number) {
  const { svg, random } = room;
  const color = random.pick(['#c9b79c', '#8e9aa6', '#b5836a', '#d8d0c2', '#6f7c6a']);
  svg.poly(room.floorQuad(x0, x1, k0, k1), shade(color, -0.15));
  const inset = (x1 - x0) * 0.05;
  svg.poly(room.floorQuad(x0 + inset, x1 - inset, k0 + 0.03, k1 - 0.04), color);
  svg.poly(
    room.floorQuad(x0 + inset * 2, x1 - inset * 2, k0 + 0.07, k1 - 0.09),
    'none',
    `stroke="${shade(color, 0.3)}" stroke-width="4"`,
  );
}

function livingRoom(room: Room) {
  const { svg, random, bx0, bx1, by0, by1 } = room;
  const windowSide = random.chance(0.5) ? 'left' : 'right';
  const bigWindow = random.chance(0.4);
  shell(room, windowSide);
  const span = bx1 - bx0;
  const sofaW = random.range(0.5, 0.62) * span;
  const sx0 = bx0 + (span - sofaW) / 2 + random.range(-0.08, 0.08) * span;
  const sx1 = sx0 + sofaW;
  if (bigWindow) backWindow(room, sx0 - 40, sx1 + 40, by0 + 70, by1 - 250);
  else {
    sideWindow(room, windowSide);
    art(
      room,
      (sx0 + sx1) / 2,
      by0 + random.range(90, 140),
      random.range(260, 380),
      random.range(170, 220),
    );
  }
  const fabric = random.pick(FABRICS);
  const k0 = 1.03;
  const k1 = 1.25;
  room.shadow(sx0 - 30, sx1 + 30, k0, k1 + 0.05);
  room.box(sx0, sx1, by1 - 200, by1 - 14, k0, k0 + 0.07, shade(fabric, -0.05), 10);
  room.box(sx0, sx1, by1 - 96, by1 - 14, k0 + 0.07, k1, shade(fabric, -0.08));
  const seats = random.int(2, 3);
  const inner = (sx1 - sx0 - 100) / seats;
  for (let i = 0; i < seats; i++) {
    const cx0 = sx0 + 50 + i * inner + 4;
    room.box(
      cx0,
      cx0 + inner - 8,
      by1 - 186,
      by1 - 96,
      k0 + 0.07,
      k0 + 0.11,
      shade(fabric, 0.06),
      14,
    );
    room.box(
      cx0,
      cx0 + inner - 8,
      by1 - 116,
      by1 - 96,
      k0 + 0.11,
      k1 - 0.01,
      shade(fabric, 0.04),
      8,
    );
  }
  room.box(sx0 - 50, sx0, by1 - 140, by1 - 14, k0, k1, fabric, 10);
  room.box(sx1, sx1 + 50, by1 - 140, by1 - 14, k0, k1, fabric, 10);
  for (const [x, kk] of [
    [sx0 + 12, k1],
    [sx1 - 12, k1],
  ] as const) {
    const [lx, ly] = room.p(x, by1 - 14, kk);
    svg.rect(lx - 5, ly, 10, 14 * kk, '#3b2f25');
  }
  // Throw cushions.
  const cushion = random.pick(ACCENTS);
  for (const [x, dir] of [
    [sx0 + 30, 1],
    [sx1 - 30, -1],
  ] as const) {
    const [cx, cy] = room.p(x + dir * 55, by1 - 150, k0 + 0.13);
    svg.rect(
      cx - 48,
      cy - 40,
      96,
      88,
      cushion,
      `rx="14" transform="rotate(${dir * -8} ${n(cx)} ${n(cy)})"`,
    );
  }

  rug(room, sx0 - 60, sx1 + 60, 1.28, Math.min(room.kMax, 1.95));
  // Coffee table with a few things on it.
  const tw = sofaW * 0.55;
  const tx0 = (sx0 + sx1) / 2 - tw / 2;
  const wood = random.pick(['#6b4a33', '#8a623f', '#3d3430', '#b08a62']);
  room.shadow(tx0 - 10, tx0 + tw + 10, 1.45, 1.68, 0.2);
  for (const x of [tx0 + 14, tx0 + tw - 30])
    room.box(x, x + 16, by1 - 62, by1, 1.5, 1.53, shade(wood, -0.2));
  room.box(tx0, tx0 + tw, by1 - 76, by1 - 62, 1.44, 1.66, wood);
  const [vx, vy] = room.p(tx0 + tw * 0.3, by1 - 76, 1.55);
  for (let i = 0; i < 7; i++) {
    const angle = -Math.PI / 2 + (i - 3) * 0.32;
    svg.line(vx, vy - 40, vx + Math.cos(angle) * 70, vy - 40 + Math.sin(angle) * 70, '#4d7f3f', 3);
    svg.circle(
      vx + Math.cos(angle) * 72,
      vy - 40 + Math.sin(angle) * 72,
      10,
      random.pick(['#f3efe6', '#e8b4b8', '#f2c14e']),
    );
  }
  svg.path(
    `M${n(vx - 18)},${n(vy)} Q${n(vx - 30)},${n(vy - 40)} ${n(vx - 10)},${n(vy - 56)} H${n(vx + 10)} Q${n(vx + 30)},${n(vy - 40)} ${n(vx + 18)},${n(vy)} Z`,
    random.pick(['#f1ede4', '#2f4858', '#c8553d']),
  );
  const [bkx, bky] = room.p(tx0 + tw * 0.62, by1 - 76, 1.58);
  svg.rect(bkx, bky - 14, 110, 14, random.pick(ACCENTS));
  svg.rect(bkx + 8, bky - 26, 96, 12, '#f3efe6');

  // A plant and a floor lamp either side.
  const plantX = windowSide === 'left' ? sx1 + 120 : sx0 - 120;
  const lampX = windowSide === 'left' ? sx0 - 110 : sx1 + 110;
  floorLamp(room, lampX, 1.08);
  const [px, py] = room.p(plantX, by1, 1.18);
  pottedPlant(svg, random, px, py, 120, random.pick(['#f1ede4', '#b4653e', '#3b3b3d']));
}

function bedroom(room: Room) {
  const { svg, random, bx0, bx1, by0, by1 } = room;
  const windowSide = random.chance(0.5) ? 'left' : 'right';
  shell(room, windowSide);
  sideWindow(room, windowSide);
  const span = bx1 - bx0;
  const bedW = random.range(0.42, 0.5) * span;
  const cx = (bx0 + bx1) / 2 + random.range(-0.06, 0.06) * span;
  const x0 = cx - bedW / 2;
  const x1 = cx + bedW / 2;
  // An accent panel behind the bed.
  const panel = random.pick(['#c8b59a', '#7d8f86', '#4f5d6e', '#b98f7a', '#d9cbb6']);
  svg.rect(x0 - 120, by0 + 40, bedW + 240, by1 - by0 - 56, panel);
  art(room, cx, by0 + 90, bedW * 0.7, 150);

  const head = random.pick(FABRICS);
  const kEnd = Math.min(room.kMax - 0.05, 1.62);
  rug(room, x0 - 140, x1 + 140, kEnd - 0.25, Math.min(room.kMax, kEnd + 0.35));
  room.shadow(x0 - 20, x1 + 20, 1.0, kEnd + 0.04, 0.2);
  room.box(x0 - 10, x1 + 10, by1 - 300, by1, 1.0, 1.035, head, 16);
  // Tufting on the headboard.
  for (let i = 1; i < 6; i++) {
    const [tx, ty] = room.p(x0 + (bedW * i) / 6, by1 - 240, 1.035);
    svg.circle(tx, ty, 5, shade(head, -0.25));
  }
  // Bedside tables with lamps.
  const wood = random.pick(['#6b4a33', '#8a623f', '#d2b48c', '#3d3430']);
  for (const [tx0, tx1] of [
    [x0 - 150, x0 - 30],
    [x1 + 30, x1 + 150],
  ] as const) {
    room.box(tx0, tx1, by1 - 130, by1, 1.0, 1.1, wood);
    const [dx, dy] = room.p(tx0 + 10, by1 - 80, 1.1);
    svg.rect(dx, dy, (tx1 - tx0 - 20) * 1.1, 3, shade(wood, -0.3));
    const [lx, ly] = room.p((tx0 + tx1) / 2, by1 - 130, 1.05);
    svg.rect(lx - 8, ly - 70, 16, 70, '#d8c7a8');
    svg.poly(
      [
        [lx - 34, ly - 130],
        [lx + 34, ly - 130],
        [lx + 46, ly - 70],
        [lx - 46, ly - 70],
      ],
      room.lit ? '#fbe6b8' : '#f2ece0',
    );
    lampGlow(room, lx, ly - 100, 170);
  }
  room.box(x0, x1, by1 - 70, by1, 1.035, kEnd, shade(head, -0.25));
  room.box(x0 + 6, x1 - 6, by1 - 122, by1 - 70, 1.035, kEnd - 0.01, '#f5f3ee');
  for (const px of [x0 + 30, cx + 12]) {
    room.box(px, px + bedW / 2 - 42, by1 - 170, by1 - 120, 1.04, 1.1, '#fbfaf6', 18);
  }
  const duvet = random.pick(['#e8e1d5', '#9fb3c8', '#d7b9a6', '#c4cdb8', '#f2efe8']);
  room.box(x0 - 6, x1 + 6, by1 - 130, by1 - 55, 1.2, kEnd + 0.01, duvet, 6);
  room.box(x0 - 8, x1 + 8, by1 - 134, by1 - 50, kEnd - 0.16, kEnd - 0.06, random.pick(ACCENTS), 4);
}

function kitchen(room: Room) {
  const { svg, random, bx0, bx1, by0, by1 } = room;
  shell(room, random.chance(0.5) ? 'left' : 'right');
  const cabinet = random.pick(CABINETS);
  const stone = random.pick(['#ece9e2', '#3b3b3d', '#d9d2c5', '#f4f2ee']);
  const counterTop = by1 - 200;
  const upperBottom = by1 - 430;
  const upperTop = by0 + 40;
  const span = bx1 - bx0;
  const winW = random.range(0.26, 0.34) * span;
  const winX = bx0 + random.range(0.25, 0.75) * span - winW / 2;

  // Tiled splashback between the worktop and the wall cabinets.
  const tile = random.pick(['#f4f1ea', '#d8e3e0', '#e9dccb', '#cfd8e3']);
  const tiles = svg.pattern(
    64,
    32,
    `<rect width="64" height="32" fill="${tile}"/><path d="M0 0.5H64M0 16.5H64M32 0V16M0 16V32M64 16V32" stroke="${shade(tile, -0.15)}" stroke-width="2"/>`,
  );
  svg.rect(bx0, upperBottom, span, counterTop - upperBottom, tiles);
  backWindow(room, winX, winX + winW, upperBottom - 150, counterTop - 50);

  // Wall cabinets either side of the window.
  for (const [a, b] of [
    [bx0, winX - 60],
    [winX + winW + 60, bx1],
  ] as const) {
    if (b - a < 80) continue;
    const front = room.box(a, b, upperTop, upperBottom, 1.0, 1.07, cabinet);
    const doors = Math.max(1, Math.round(front.w / 150));
    for (let i = 1; i < doors; i++)
      svg.rect(front.x + (front.w * i) / doors - 1.5, front.y, 3, front.h, shade(cabinet, -0.2));
    for (let i = 0; i < doors; i++)
      svg.rect(
        front.x + (front.w * (i + 0.5)) / doors - 22,
        front.y + front.h - 24,
        44,
        5,
        '#9a9a9a',
      );
  }

  // Base cabinets, worktop, sink and hob.
  const base = room.box(bx0, bx1, counterTop + 12, by1, 1.0, 1.12, cabinet);
  const doors = Math.round(base.w / 160);
  for (let i = 1; i < doors; i++)
    svg.rect(base.x + (base.w * i) / doors - 1.5, base.y + 8, 3, base.h - 24, shade(cabinet, -0.2));
  for (let i = 0; i < doors; i++)
    svg.rect(base.x + (base.w * (i + 0.5)) / doors - 26, base.y + 22, 52, 6, '#9a9a9a');
  svg.rect(base.x, base.y + base.h - 16, base.w, 16, shade(cabinet, -0.35));
  room.box(bx0, bx1, counterTop, counterTop + 12, 1.0, 1.13, stone);
  const sinkX = winX + winW / 2;
  svg.poly(
    [
      room.p(sinkX - 90, counterTop, 1.03),
      room.p(sinkX + 90, counterTop, 1.03),
      room.p(sinkX + 90, counterTop, 1.1),
      room.p(sinkX - 90, counterTop, 1.1),
    ],
    '#9ea3a8',
  );
  const [fx, fy] = room.p(sinkX, counterTop, 1.02);
  svg.path(
    `M${n(fx)},${n(fy)} V${n(fy - 90)} Q${n(fx)},${n(fy - 120)} ${n(fx + 40)},${n(fy - 110)}`,
    'none',
    'stroke="#b8bcc0" stroke-width="9" stroke-linecap="round"',
  );
  const hobX = sinkX < (bx0 + bx1) / 2 ? sinkX + span * 0.3 : sinkX - span * 0.3;
  svg.poly(
    [
      room.p(hobX - 110, counterTop, 1.03),
      room.p(hobX + 110, counterTop, 1.03),
      room.p(hobX + 110, counterTop, 1.1),
      room.p(hobX - 110, counterTop, 1.1),
    ],
    '#1f2124',
  );
  for (const dx of [-55, 55]) {
    const [hx, hy] = room.p(hobX + dx, counterTop, 1.065);
    svg.ellipse(hx, hy, 34, 6, 'none', 'stroke="#555a60" stroke-width="3"');
  }
  const [jx, jy] = room.p(bx0 + span * 0.12, counterTop, 1.06);
  svg.rect(jx, jy - 60, 40, 60, random.pick(ACCENTS), 'rx="6"');
  svg.rect(jx + 50, jy - 44, 34, 44, '#e9e4da', 'rx="5"');

  // An island with stools and pendant lights.
  const islandW = span * random.range(0.36, 0.46);
  const ix0 = (bx0 + bx1) / 2 - islandW / 2 + random.range(-60, 60);
  const islandColor = random.chance(0.5) ? shade(cabinet, -0.1) : random.pick(CABINETS);
  room.shadow(ix0 - 20, ix0 + islandW + 20, 1.46, 1.75, 0.2);
  room.box(ix0, ix0 + islandW, counterTop + 12, by1, 1.5, 1.72, islandColor);
  room.box(ix0 - 20, ix0 + islandW + 20, counterTop, counterTop + 12, 1.47, 1.75, stone);
  const [bowlX, bowlY] = room.p(ix0 + islandW * 0.35, counterTop, 1.6);
  svg.ellipse(bowlX, bowlY - 14, 60, 22, '#f4f1ea');
  for (const [dx, color] of [
    [-24, '#e0a34a'],
    [6, '#c8553d'],
    [32, '#7fae4a'],
  ] as const) {
    svg.circle(bowlX + dx, bowlY - 30, 18, color);
  }
  const stools = random.int(2, 3);
  for (let i = 0; i < stools; i++) {
    const sx = ix0 + (islandW * (i + 0.5)) / stools;
    const [sX, sY] = room.p(sx, by1, 1.84);
    const [, seatY] = room.p(sx, by1 - 150, 1.84);
    svg.line(sX - 30, sY, sX - 18, seatY, '#2e2e30', 6);
    svg.line(sX + 30, sY, sX + 18, seatY, '#2e2e30', 6);
    svg.ellipse(sX, seatY, 48, 14, random.pick(['#2e2e30', '#8a623f', '#c8553d']));
  }
  for (let i = 0; i < 3; i++) {
    const lx = ix0 + (islandW * (i + 0.5)) / 3;
    const [px, py] = room.p(lx, by1 - 330, 1.6);
    const [, cy] = room.p(lx, by0, 1.6);
    svg.line(px, cy, px, py - 40, '#2e2e30', 3);
    svg.path(
      `M${n(px - 46)},${n(py)} Q${n(px)},${n(py - 80)} ${n(px + 46)},${n(py)} Z`,
      random.chance(0.5) ? '#2e2e30' : '#c9a66b',
    );
    lampGlow(room, px, py + 10, 150);
  }
}

/** A room inside a home, 1600×1200, everything decided by `random`. */
export function interiorScene(random: Random, kind: RoomKind, time: TimeOfDay): string {
  const room = new Room(random, time);
  if (kind === 'living') livingRoom(room);
  else if (kind === 'bedroom') bedroom(room);
  else kitchen(room);
  const { svg } = room;
  if (time === 'golden') svg.rect(0, 0, WIDTH, HEIGHT, '#ff9a3c', 'opacity="0.07"');
  if (time === 'dusk') svg.rect(0, 0, WIDTH, HEIGHT, '#2a2350', 'opacity="0.12"');
  svg.vignette();
  return svg.toString();
}
