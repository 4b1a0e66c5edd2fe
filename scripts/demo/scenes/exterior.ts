import type { BuildingStyle } from '../../../src/server/demo/listings';
import type { Random } from '../../../src/server/demo/random';
import { hedge, hillPath, palmTree, pottedPlant, roundTree } from './nature';
import { drawSky, SKIES, type SkyPalette, type TimeOfDay } from './sky';
import { HEIGHT, mix, shade, SvgBuilder, WIDTH, type Point } from './svg';

const GROUND = 950;
const WALL_TOP = 990;
const SIDEWALK = 1058;
const ROAD = 1088;

const APARTMENT_WALLS = [
  '#efe6d6',
  '#f4efe6',
  '#e8d5b5',
  '#d9dde3',
  '#f1d2b8',
  '#e4c9a8',
  '#d3e0e8',
];
const HOUSE_WALLS = ['#f3ead8', '#f6f1e7', '#efd9b4', '#ebcaa6', '#dfe6e9', '#f2dcc9', '#e9e0c9'];
const VILLA_WALLS = ['#f4f4f1', '#e3e1dc', '#ece2cf', '#f2efe9'];
const ACCENTS = ['#c0674a', '#5a7d9a', '#8a5a44', '#3f5f6f', '#b8894d', '#6c7a89', '#7b8f5a'];
const ROOFS = ['#b0503a', '#8c3b2e', '#5b616e', '#6b4a3a', '#a4683f', '#7d3f36'];

interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface LitWindow extends Window {
  frame: string;
  mullions: number;
}

/** What a building leaves for the end: windows lit from inside glow over the evening wash. */
interface Context {
  svg: SvgBuilder;
  random: Random;
  sky: SkyPalette;
  glass: string;
  lights: LitWindow[];
}

/** Draws a window; a lit one is returned so that what covers it later can trim its glow. */
function drawWindow(ctx: Context, win: Window, frame: string, mullions = 1): LitWindow | null {
  const { svg, random } = ctx;
  let lit: LitWindow | null = null;
  svg.rect(win.x - 5, win.y - 5, win.w + 10, win.h + 10, frame);
  if (random.chance(ctx.sky.lit)) {
    lit = { ...win, frame, mullions };
    ctx.lights.push(lit);
    svg.rect(win.x, win.y, win.w, win.h, '#ffd98a');
  } else {
    svg.rect(win.x, win.y, win.w, win.h, ctx.glass);
    // A diagonal sheen on the glass.
    svg.poly(
      [
        [win.x + win.w * 0.15, win.y],
        [win.x + win.w * 0.45, win.y],
        [win.x + win.w * 0.2, win.y + win.h],
        [win.x, win.y + win.h],
        [win.x, win.y + win.h * 0.4],
      ],
      '#ffffff',
      'opacity="0.14"',
    );
  }
  for (let i = 1; i <= mullions; i++) {
    const mx = win.x + (win.w * i) / (mullions + 1);
    svg.rect(mx - 2, win.y, 4, win.h, frame);
  }
  return lit;
}

/** A mid-rise block of flats with balconies, a side face, and water tanks on the roof. */
function apartment(ctx: Context) {
  const { svg, random } = ctx;
  const wall = random.pick(APARTMENT_WALLS);
  const accent = random.pick(ACCENTS);
  const frame = random.chance(0.5) ? '#f7f5f0' : '#4a4f57';
  // A tall tower, or a wide housing-society block of a few floors.
  const lowRise = random.chance(0.35);
  const floorH = lowRise ? random.int(72, 82) : random.int(62, 74);
  const floors = lowRise
    ? random.int(4, 5)
    : Math.min(random.int(7, 11), Math.floor((GROUND - 70 - 150) / floorH));
  const lobby = 70;
  const width = lowRise ? random.int(760, 920) : random.int(480, 660);
  const x = (WIDTH - width) / 2 + random.range(-180, 180);
  const top = GROUND - lobby - floors * floorH;
  const depth = random.int(70, 120);
  const sideRight = random.chance(0.5);

  // A second, hazier tower behind.
  if (random.chance(0.65)) {
    const bw = random.int(260, 400);
    const bx = sideRight ? x - bw * 0.6 : x + width - bw * 0.4;
    const btop = top + random.int(-60, 140);
    const haze = mix(shade(random.pick(APARTMENT_WALLS), -0.1), ctx.sky.horizon, 0.45);
    svg.rect(bx, btop, bw, GROUND - btop, haze);
    for (let y = btop + 30; y < GROUND - 60; y += floorH) {
      for (let wx = bx + 24; wx < bx + bw - 40; wx += 52) {
        svg.rect(wx, y, 30, floorH * 0.5, mix(haze, '#5a6f86', 0.35));
      }
    }
  }

  // Side face, receding away from the viewer.
  const edge = sideRight ? x + width : x;
  const dir = sideRight ? 1 : -1;
  const side = (u: number, y: number): Point => {
    const t = (y - top) / (GROUND - top);
    return [edge + dir * u * depth, y + u * depth * (0.22 * (1 - t) - 0.02 * t)];
  };
  svg.poly([side(0, top), side(1, top), side(1, GROUND), side(0, GROUND)], shade(wall, -0.22));
  for (let f = 0; f < floors; f++) {
    const y0 = top + f * floorH + floorH * 0.22;
    const y1 = y0 + floorH * 0.52;
    svg.poly(
      [side(0.3, y0), side(0.7, y0), side(0.7, y1), side(0.3, y1)],
      shade(ctx.sky.middle, -0.45),
    );
  }

  // Front face, floor bands and an accent strip.
  svg.rect(x, top, width, GROUND - top, wall);
  svg.rect(
    x,
    top,
    width,
    GROUND - top,
    svg.linear([
      [0, '#ffffff', 0.08],
      [1, '#000000', 0.08],
    ]),
  );
  const cols = Math.max(3, Math.floor((width - 60) / random.int(95, 125)));
  const colW = (width - 60) / cols;
  const stripCol = random.int(0, cols - 1);
  const stripX = x + 30 + stripCol * colW;
  svg.rect(stripX + colW * 0.12, top, colW * 0.76, GROUND - top - lobby, accent, 'opacity="0.9"');
  const balconies = random.chance(0.7);
  const balconyEvery = random.int(1, 2);
  const balconyColor = random.chance(0.5) ? shade(wall, -0.1) : shade(accent, 0.35);
  for (let f = 0; f < floors; f++) {
    const fy = top + f * floorH;
    svg.rect(x, fy + floorH - 5, width, 5, shade(wall, -0.1));
    for (let c = 0; c < cols; c++) {
      const cx = x + 30 + c * colW;
      const win = { x: cx + colW * 0.2, y: fy + floorH * 0.2, w: colW * 0.6, h: floorH * 0.56 };
      const lit = drawWindow(ctx, win, frame);
      if (balconies && c !== stripCol && c % (balconyEvery + 1) === 0) {
        // A balcony: a parapet in front of the lower part of the window, a slab under it.
        const by = fy + floorH * 0.6;
        if (lit) lit.h = by - 4 - lit.y;
        const bx = cx + colW * 0.08;
        const bw = colW * 0.84;
        svg.rect(bx, by, bw, fy + floorH - by, balconyColor);
        svg.rect(bx - 3, by - 4, bw + 6, 5, shade(balconyColor, 0.3));
        svg.rect(bx - 3, fy + floorH - 4, bw + 6, 6, shade(wall, -0.3));
      }
    }
  }

  // Ground-floor lobby with a canopy.
  const lobbyTop = GROUND - lobby;
  svg.rect(x, lobbyTop, width, lobby, shade(wall, -0.3));
  const doorX = x + width / 2 - 70;
  drawWindow(ctx, { x: doorX, y: lobbyTop + 14, w: 140, h: lobby - 14 }, '#3b3f45', 1);
  svg.rect(doorX - 40, lobbyTop + 4, 220, 10, accent);
  for (let wx = x + 30; wx < x + width - 80; wx += 120) {
    if (Math.abs(wx + 30 - (doorX + 70)) > 140)
      svg.rect(wx, lobbyTop + 22, 60, 30, shade(wall, -0.45));
  }

  // Roof: parapet, stair room, water tanks.
  svg.rect(x - 8, top - 16, width + 16, 18, shade(wall, -0.15));
  const stairX = x + random.range(0.1, 0.6) * width;
  svg.rect(stairX, top - 66, 130, 50, shade(wall, -0.05));
  svg.rect(stairX - 6, top - 72, 142, 8, shade(wall, -0.2));
  const tanks = random.int(1, 3);
  const tankColor = random.chance(0.7) ? '#2c2f33' : '#3b6fa6';
  for (let i = 0; i < tanks; i++) {
    const tx = stairX + 150 + i * 62;
    if (tx + 50 > x + width) break;
    svg.rect(tx, top - 58, 48, 42, tankColor);
    svg.ellipse(tx + 24, top - 58, 24, 7, shade(tankColor, 0.2));
  }
  svg.rect(x - 10, GROUND - 6, width + 20, 8, '#000000', 'opacity="0.12"');
  return { x, width, entrance: x + width / 2, pool: false };
}

/** A one- or two-storey family house with a tiled roof, shutters and maybe a garage. */
function house(ctx: Context) {
  const { svg, random } = ctx;
  const wall = random.pick(HOUSE_WALLS);
  const roof = random.pick(ROOFS);
  const accent = random.pick(ACCENTS);
  const floors = random.chance(0.6) ? 2 : 1;
  const floorH = random.int(150, 175);
  const width = random.int(560, 760) - (floors === 1 ? 0 : 60);
  const x = (WIDTH - width) / 2 + random.range(-140, 140);
  const top = GROUND - floors * floorH - 24;
  const garageSide = random.pick([-1, 0, 1]);

  if (garageSide !== 0) {
    const gw = 240;
    const gx = garageSide > 0 ? x + width - 10 : x - gw + 10;
    const gTop = GROUND - 150;
    svg.rect(gx, gTop, gw, 150, shade(wall, -0.08));
    svg.rect(gx - 12, gTop - 14, gw + 24, 16, shade(roof, -0.1));
    const doorTop = gTop + 30;
    svg.rect(gx + 30, doorTop, gw - 60, GROUND - doorTop, '#b9a58c');
    for (let y = doorTop + 14; y < GROUND; y += 16) svg.rect(gx + 30, y, gw - 60, 3, '#8f7c65');
  }

  svg.rect(x, top, width, GROUND - top, wall);
  svg.rect(x, GROUND - 24, width, 24, '#a9a49b');
  const gable = random.chance(0.45);
  const roofH = random.int(110, 150);
  const over = 36;
  const roofPts: Point[] = gable
    ? [
        [x - over, top + 8],
        [x + width / 2, top - roofH - 30],
        [x + width + over, top + 8],
      ]
    : [
        [x - over, top + 8],
        [x + 110, top - roofH],
        [x + width - 110, top - roofH],
        [x + width + over, top + 8],
      ];
  svg.poly(roofPts, svg.linear([shade(roof, 0.15), shade(roof, -0.15)]));
  const rows = 6;
  for (let i = 1; i < rows; i++) {
    const t = i / rows;
    const y = top + 8 - t * (roofH + (gable ? 30 : 0));
    const inset = gable ? (width / 2 + over) * t : (110 + over) * t;
    svg.line(
      x - over + inset,
      y,
      x + width + over - inset,
      y,
      shade(roof, -0.3),
      3,
      'opacity="0.45"',
    );
  }
  svg.rect(x - over, top + 4, width + over * 2, 12, '#f4f1ea');
  if (gable) svg.circle(x + width / 2, top - roofH * 0.45, 20, shade(roof, -0.35));

  const perFloor = random.int(2, 3);
  const shutters = random.chance(0.55);
  const slots = perFloor + 1;
  const doorSlot = random.int(0, perFloor);
  for (let f = 0; f < floors; f++) {
    const fy = GROUND - 24 - (f + 1) * floorH;
    for (let s = 0; s < slots; s++) {
      const cx = x + ((s + 0.5) * width) / slots;
      if (f === 0 && s === doorSlot) {
        const dw = 96;
        const dh = 140;
        const dy = GROUND - 24 - dh;
        svg.rect(cx - dw / 2 - 8, dy - 8, dw + 16, dh + 8, '#f4f1ea');
        svg.rect(cx - dw / 2, dy, dw, dh, '#7a4a2c');
        svg.rect(cx - dw / 2 + 12, dy + 14, dw / 2 - 18, dh - 30, '#8d5a38');
        svg.rect(cx + 6, dy + 14, dw / 2 - 18, dh - 30, '#8d5a38');
        svg.circle(cx + dw / 2 - 14, dy + dh / 2, 4, '#e3c77a');
        svg.rect(cx - dw / 2 - 30, dy - 24, dw + 60, 12, accent);
        svg.rect(cx - dw / 2 - 20, GROUND - 24, dw + 40, 12, '#c8c2b6');
        svg.rect(cx - dw / 2 - 34, GROUND - 12, dw + 68, 12, '#b8b2a6');
        pottedPlant(svg, random, cx - dw / 2 - 52, GROUND, 36, '#b4653e');
        pottedPlant(svg, random, cx + dw / 2 + 52, GROUND, 36, '#b4653e');
        if (ctx.sky.lit > 0.2) svg.circle(cx + dw / 2 + 24, dy + 30, 40, svg.glow('#ffd98a', 0.8));
        svg.rect(cx + dw / 2 + 18, dy + 20, 12, 20, '#3a3a3a');
        continue;
      }
      const ww = 104;
      const wh = floorH * 0.52;
      const win = { x: cx - ww / 2, y: fy + floorH * 0.22, w: ww, h: wh };
      if (shutters) {
        svg.rect(win.x - 40, win.y - 4, 30, wh + 8, accent);
        svg.rect(win.x + ww + 10, win.y - 4, 30, wh + 8, accent);
      }
      drawWindow(ctx, win, '#f7f5f0', 1);
      svg.rect(win.x - 12, win.y + wh + 5, ww + 24, 9, shade(wall, -0.2));
    }
  }
  svg.rect(x - 12, GROUND - 4, width + 24, 6, '#000000', 'opacity="0.12"');
  return { x, width, entrance: x + ((doorSlot + 0.5) * width) / slots, pool: false };
}

/** A modern two-volume villa: flat slabs, glass walls, wood cladding, maybe a pool. */
function villa(ctx: Context) {
  const { svg, random } = ctx;
  const wall = random.pick(VILLA_WALLS);
  const slab = random.chance(0.5) ? '#3a3d42' : '#f7f7f5';
  const wood = random.pick(['#a0673d', '#8a5634', '#b07a4a']);
  const width = random.int(900, 1060);
  const x = (WIDTH - width) / 2 + random.range(-80, 80);
  const lowH = random.int(210, 240);
  const upH = random.int(185, 215);
  const lowTop = GROUND - lowH;
  const upW = width * random.range(0.55, 0.72);
  const upX = x + random.range(-0.08, 0.45) * width;
  const upTop = lowTop - upH;

  const glassPanel = (gx: number, gy: number, gw: number, gh: number) => {
    const panes = Math.max(2, Math.round(gw / 90));
    svg.rect(gx - 6, gy - 6, gw + 12, gh + 12, '#2e3136');
    for (let i = 0; i < panes; i++) {
      const pw = gw / panes;
      drawWindow(ctx, { x: gx + i * pw + 3, y: gy, w: pw - 6, h: gh }, '#2e3136', 0);
    }
  };

  // Lower volume.
  svg.rect(x, lowTop, width, lowH, wall);
  const woodW = width * random.range(0.16, 0.24);
  const woodX = random.chance(0.5) ? x + 40 : x + width - 40 - woodW;
  svg.rect(woodX, lowTop, woodW, lowH, wood);
  for (let wx = woodX + 12; wx < woodX + woodW; wx += 14) {
    svg.rect(wx, lowTop, 3, lowH, shade(wood, -0.2));
  }
  const glassX = woodX < x + width / 2 ? woodX + woodW + 50 : x + 50;
  const glassW = width - woodW - 140;
  glassPanel(glassX, lowTop + 26, glassW, lowH - 26);

  // Upper volume, cantilevered: glass on one side, cladding or a slit window on the other.
  svg.rect(upX, upTop, upW, upH, shade(wall, 0.02));
  svg.rect(
    upX,
    upTop,
    upW,
    upH,
    svg.linear([
      [0, '#ffffff', 0.1],
      [1, '#000000', 0.06],
    ]),
  );
  const upGlassW = upW * random.range(0.5, 0.62);
  const glassLeft = random.chance(0.5);
  const upGlassX = glassLeft ? upX + 36 : upX + upW - 36 - upGlassW;
  glassPanel(upGlassX, upTop + 28, upGlassW, upH - 28);
  const restX = glassLeft ? upGlassX + upGlassW + 40 : upX + 30;
  const restW = upW - upGlassW - 106;
  if (random.chance(0.5)) {
    svg.rect(restX, upTop + 28, restW, upH - 28, wood);
    for (let wx = restX + 12; wx < restX + restW; wx += 14) {
      svg.rect(wx, upTop + 28, 3, upH - 28, shade(wood, -0.2));
    }
  } else {
    drawWindow(ctx, { x: restX + restW / 2 - 22, y: upTop + 40, w: 44, h: upH - 70 }, '#2e3136', 0);
  }
  svg.rect(x - 30, lowTop - 14, width + 60, 16, slab);
  svg.rect(x - 30, lowTop + 2, width + 60, 6, '#000000', 'opacity="0.12"');
  // Glass balustrade on the lower roof, in front of the upper floor.
  const railY = lowTop - 14 - 46;
  svg.rect(upGlassX - 20, railY, upGlassW + 40, 46, '#dfe9f0', 'opacity="0.35"');
  svg.rect(upGlassX - 20, railY - 4, upGlassW + 40, 5, '#2e3136');

  svg.rect(upX - 40, upTop - 16, upW + 80, 18, slab);
  svg.rect(upX - 40, upTop + 2, upW + 80, 6, '#000000', 'opacity="0.12"');
  svg.rect(x - 10, GROUND - 4, width + 20, 6, '#000000', 'opacity="0.14"');
  return { x, width, entrance: x + width / 2, pool: random.chance(0.55) };
}

function groundAndRoad(ctx: Context) {
  const { svg, random } = ctx;
  svg.rect(0, GROUND - 4, WIDTH, SIDEWALK - GROUND + 4, svg.linear(['#86b35d', '#5f8f45']));
  svg.rect(0, SIDEWALK, WIDTH, ROAD - SIDEWALK, '#c9c4ba');
  for (let x = random.range(0, 90); x < WIDTH; x += 90)
    svg.rect(x, SIDEWALK, 2, ROAD - SIDEWALK, '#aaa49a');
  svg.rect(0, ROAD - 6, WIDTH, 8, '#e4e0d8');
  svg.rect(0, ROAD, WIDTH, HEIGHT - ROAD, svg.linear(['#5a5d63', '#3e4146']));
  const offset = random.range(0, 150);
  for (let x = -offset; x < WIDTH; x += 150) svg.rect(x, 1146, 80, 8, '#f1efe6', 'opacity="0.85"');
}

/** Compound wall with pillars and a metal gate in front of the entrance. */
function compoundWall(ctx: Context, entrance: number) {
  const { svg, random } = ctx;
  const color = random.pick(['#e6dccb', '#d8cbb5', '#ece7de', '#cdb79a']);
  const gateW = 230;
  const gateX = entrance - gateW / 2;
  const height = SIDEWALK - WALL_TOP;
  const segments: [number, number][] = [
    [-20, gateX],
    [gateX + gateW, WIDTH + 20],
  ];
  for (const [a, b] of segments) {
    if (b <= a) continue;
    svg.rect(a, WALL_TOP, b - a, height, color);
    svg.rect(a, WALL_TOP - 8, b - a, 10, shade(color, -0.18));
    hedge(svg, random, a + 20, b - 10, WALL_TOP - 6, 34);
  }
  for (const px of [gateX - 26, gateX + gateW]) {
    svg.rect(px, WALL_TOP - 36, 26, height + 36, shade(color, -0.08));
    svg.rect(px - 4, WALL_TOP - 44, 34, 10, shade(color, -0.25));
  }
  svg.rect(gateX, WALL_TOP + 8, gateW, 6, '#2d2f33');
  svg.rect(gateX, SIDEWALK - 14, gateW, 6, '#2d2f33');
  for (let gx = gateX + 10; gx < gateX + gateW; gx += 18) {
    svg.rect(gx, WALL_TOP - 10, 5, height + 4, '#2d2f33');
  }
}

function villaFront(ctx: Context, layout: { x: number; width: number; pool: boolean }) {
  const { svg, random } = ctx;
  if (layout.pool) {
    const px = layout.x + layout.width * 0.15;
    const pw = layout.width * 0.6;
    svg.rect(px - 24, GROUND + 4, pw + 48, 64, '#d9d3c7');
    svg.rect(px, GROUND + 12, pw, 46, svg.linear(['#7fdcea', '#2a9fc4']));
    for (let i = 0; i < 5; i++) {
      const wy = GROUND + 18 + i * 8;
      const wx = px + random.range(20, pw - 120);
      svg.rect(wx, wy, random.range(40, 110), 2.5, '#ffffff', 'opacity="0.55"');
    }
  }
  // A low hedge with garden lights along the pavement.
  hedge(svg, random, -10, WIDTH + 10, SIDEWALK + 4, 24);
  for (let x = random.range(60, 140); x < WIDTH; x += 260) {
    svg.rect(x, SIDEWALK - 40, 12, 40, '#3d3f44');
    svg.rect(x - 2, SIDEWALK - 44, 16, 8, ctx.sky.lit > 0.25 ? '#ffe3a0' : '#d9d6cf');
  }
}

function streetLamp(ctx: Context, x: number) {
  const { svg } = ctx;
  svg.rect(x - 5, 770, 10, SIDEWALK + 14 - 770, '#3a3d42');
  svg.rect(x - 5, 770, 70, 8, '#3a3d42');
  svg.rect(x + 44, 772, 30, 12, '#2b2d31');
  if (ctx.sky.lit > 0.25) {
    svg.circle(x + 59, 790, 110, svg.glow('#ffe3a0', 0.55));
    svg.rect(x + 46, 782, 26, 6, '#fff2c8');
  }
}

/** A street view of a home, 1600×1200, everything decided by `random`. */
export function exteriorScene(random: Random, style: BuildingStyle, time: TimeOfDay): string {
  const sky = SKIES[time];
  const svg = new SvgBuilder();
  const glass = svg.linear([shade(sky.middle, 0.35), mix(sky.top, '#23364d', 0.45)]);
  const ctx: Context = { svg, random, sky, glass, lights: [] };

  drawSky(svg, random, time, { x: 0, y: 0, width: WIDTH, height: GROUND });
  svg.path(
    hillPath(random, 760, 110, GROUND, WIDTH),
    mix(sky.horizon, '#5f7f86', 0.45),
    'opacity="0.75"',
  );
  if (style === 'apartment' || random.chance(0.35)) {
    const haze = mix(sky.horizon, '#7a8796', 0.4);
    for (let x = random.range(-40, 40); x < WIDTH; x += random.range(70, 150)) {
      const h = random.range(90, 330);
      svg.rect(x, GROUND - h, random.range(60, 120), h, haze, 'opacity="0.55"');
    }
  }
  svg.path(hillPath(random, 880, 60, GROUND, WIDTH), mix('#6f9a5a', sky.horizon, 0.35));

  // Trees behind the building's sides.
  const backTrees = random.int(1, 3);
  for (let i = 0; i < backTrees; i++) {
    roundTree(svg, random, random.range(60, WIDTH - 60), GROUND, random.range(60, 95), sky.horizon);
  }

  const layout =
    style === 'apartment' ? apartment(ctx) : style === 'house' ? house(ctx) : villa(ctx);
  groundAndRoad(ctx);

  // Trees in front, on either side of the home.
  const palms = style === 'villa' ? random.chance(0.75) : random.chance(0.35);
  const sides = [
    [20, layout.x - 10],
    [layout.x + layout.width + 10, WIDTH - 20],
  ] as const;
  for (const [a, b] of sides) {
    const room = b - a;
    const count = room > 380 ? 2 : room > 120 ? 1 : random.chance(0.5) ? 1 : 0;
    for (let i = 0; i < count; i++) {
      const tx = a + ((i + random.range(0.3, 0.7)) * Math.max(room, 160)) / Math.max(count, 1);
      if (palms) palmTree(svg, random, tx, WALL_TOP + 6, random.range(380, 520));
      else roundTree(svg, random, tx, WALL_TOP + 6, random.range(95, 140), sky.horizon);
    }
  }
  if (style === 'villa') villaFront(ctx, layout);
  else compoundWall(ctx, layout.entrance);
  streetLamp(ctx, random.chance(0.5) ? random.range(90, 260) : random.range(1320, 1480));

  if (sky.tint) svg.rect(0, 0, WIDTH, HEIGHT, sky.tint.color, `opacity="${sky.tint.opacity}"`);
  if (ctx.lights.length > 0) {
    const halo = svg.glow('#ffcf70', 0.35);
    const lamp = svg.linear(['#ffe9b0', '#ffc766']);
    for (const win of ctx.lights) {
      svg.rect(win.x - win.w * 0.3, win.y - win.h * 0.3, win.w * 1.6, win.h * 1.6, halo);
      svg.rect(win.x, win.y, win.w, win.h, lamp);
      for (let i = 1; i <= win.mullions; i++) {
        svg.rect(
          win.x + (win.w * i) / (win.mullions + 1) - 2,
          win.y,
          4,
          win.h,
          shade(win.frame, -0.3),
        );
      }
    }
  }
  return svg.toString();
}
