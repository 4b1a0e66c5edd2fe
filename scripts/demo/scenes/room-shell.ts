import { hillPath } from './nature';
import { type Room, STONE_FLOORS, WALLS, WOOD_FLOORS } from './room';
import { drawSky, SKIES } from './sky';
import { mix, type Point, shade } from './svg';

/** The walls, floor and windows every room starts from, and the view out of them. */
export function shell(room: Room, windowSide: 'left' | 'right') {
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
export function view(room: Room, outline: Point[], top: number, bottom: number) {
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
export function sideWindow(room: Room, side: 'left' | 'right') {
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
export function backWindow(room: Room, x0: number, x1: number, y0: number, y1: number) {
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
