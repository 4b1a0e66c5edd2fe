import { ACCENTS, CABINETS, type Room } from './room';
import { lampGlow } from './room-decor';
import { backWindow, shell } from './room-shell';
import { n, shade } from './svg';

export function kitchen(room: Room) {
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
  svg.poly(room.flatQuad(sinkX - 90, sinkX + 90, counterTop, 1.03, 1.1), '#9ea3a8');
  const [fx, fy] = room.p(sinkX, counterTop, 1.02);
  svg.path(
    `M${n(fx)},${n(fy)} V${n(fy - 90)} Q${n(fx)},${n(fy - 120)} ${n(fx + 40)},${n(fy - 110)}`,
    'none',
    'stroke="#b8bcc0" stroke-width="9" stroke-linecap="round"',
  );
  const hobX = sinkX < (bx0 + bx1) / 2 ? sinkX + span * 0.3 : sinkX - span * 0.3;
  svg.poly(room.flatQuad(hobX - 110, hobX + 110, counterTop, 1.03, 1.1), '#1f2124');
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
