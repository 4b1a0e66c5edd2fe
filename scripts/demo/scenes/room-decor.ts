import { ACCENTS, type Room } from './room';
import { shade } from './svg';

/** What hangs on a room's walls or stands on its floor, whatever the room. */
export function art(room: Room, cx: number, y: number, w: number, h: number) {
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

export function lampGlow(room: Room, x: number, y: number, radius: number) {
  if (!room.lit) return;
  room.svg.circle(x, y, radius, room.svg.glow('#ffd68a', room.time === 'dusk' ? 0.55 : 0.35));
}

export function floorLamp(room: Room, x: number, k: number) {
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

export function rug(room: Room, x0: number, x1: number, k0: number, k1: number) {
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
