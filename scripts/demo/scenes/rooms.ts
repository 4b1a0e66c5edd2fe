import { pottedPlant } from './nature';
import { ACCENTS, FABRICS, type Room } from './room';
import { art, floorLamp, lampGlow, rug } from './room-decor';
import { backWindow, shell, sideWindow } from './room-shell';
import { n, shade } from './svg';

export function livingRoom(room: Room) {
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

export function bedroom(room: Room) {
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
