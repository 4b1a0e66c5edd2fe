import {
  ACCENTS,
  APARTMENT_WALLS,
  type Context,
  drawWindow,
  GROUND,
  HOUSE_WALLS,
  ROOFS,
} from './building';
import { pottedPlant } from './nature';
import { mix, type Point, shade, WIDTH } from './svg';

/** A mid-rise block of flats with balconies, a side face, and water tanks on the roof. */
export function apartment(ctx: Context) {
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
export function house(ctx: Context) {
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
