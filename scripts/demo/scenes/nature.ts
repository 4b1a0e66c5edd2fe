import type { Random } from '../../../src/server/demo/random';
import { mix, n, shade, type SvgBuilder } from './svg';

const LEAF_GREENS = ['#3f7d3a', '#4d8c3f', '#2f6b3a', '#5a9a48', '#3b7446', '#6a9f4a'];

/** Rolling hills across the width, as a closed path down to `bottom`. */
export function hillPath(
  random: Random,
  baseY: number,
  amplitude: number,
  bottom: number,
  width: number,
) {
  const step = random.range(180, 300);
  const pts: [number, number][] = [];
  for (let x = -step; x <= width + step; x += step) {
    pts.push([x, baseY - random.range(0, amplitude)]);
  }
  let d = `M${n(pts[0]![0])},${n(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1]!;
    const [x, y] = pts[i]!;
    d += ` Q${n(px + step / 2)},${n(py)} ${n((px + x) / 2)},${n((py + y) / 2)}`;
    d += ` T${n(x)},${n(y)}`;
  }
  return `${d} L${n(width + step)},${n(bottom)} L${n(-step)},${n(bottom)} Z`;
}

/** A broad-leaved tree standing on `baseY`, `size` about its canopy radius. */
export function roundTree(
  svg: SvgBuilder,
  random: Random,
  x: number,
  baseY: number,
  size: number,
  light: string,
) {
  const trunk = '#6b4a33';
  svg.ellipse(x, baseY, size * 0.9, size * 0.12, '#000000', 'opacity="0.12"');
  svg.path(
    `M${n(x - size * 0.09)},${n(baseY)} L${n(x - size * 0.05)},${n(baseY - size * 1.3)} L${n(x + size * 0.05)},${n(baseY - size * 1.3)} L${n(x + size * 0.09)},${n(baseY)} Z`,
    trunk,
  );
  const cy = baseY - size * 1.45;
  const base = random.pick(LEAF_GREENS);
  const puffs = random.int(5, 7);
  for (let i = 0; i < puffs; i++) {
    const angle = (i / puffs) * Math.PI * 2 + random.range(0, 0.5);
    const dist = size * random.range(0.35, 0.55);
    svg.circle(
      x + Math.cos(angle) * dist,
      cy + Math.sin(angle) * dist * 0.8,
      size * random.range(0.45, 0.6),
      shade(base, random.range(-0.18, 0.02)),
    );
  }
  svg.circle(x, cy, size * 0.62, base);
  svg.circle(
    x - size * 0.25,
    cy - size * 0.3,
    size * 0.35,
    mix(base, light, 0.35),
    'opacity="0.7"',
  );
}

/** A coconut palm leaning a little, fronds drooping from the crown. */
export function palmTree(
  svg: SvgBuilder,
  random: Random,
  x: number,
  baseY: number,
  height: number,
) {
  const lean = random.range(-0.25, 0.25) * height;
  const topX = x + lean;
  const topY = baseY - height;
  const ctrlX = x + lean * 0.15;
  const ctrlY = baseY - height * 0.55;
  svg.ellipse(x, baseY, height * 0.18, height * 0.03, '#000000', 'opacity="0.12"');
  svg.path(
    `M${n(x)},${n(baseY)} Q${n(ctrlX)},${n(ctrlY)} ${n(topX)},${n(topY)}`,
    'none',
    `stroke="#8b6b4a" stroke-width="${n(height * 0.05)}" stroke-linecap="round"`,
  );
  svg.path(
    `M${n(x)},${n(baseY)} Q${n(ctrlX)},${n(ctrlY)} ${n(topX)},${n(topY)}`,
    'none',
    `stroke="#6d5238" stroke-width="${n(height * 0.05)}" stroke-dasharray="3 ${n(height * 0.03)}" opacity="0.6"`,
  );
  const green = random.pick(['#3e8a3c', '#4f9a44', '#2f7a3f']);
  const fronds = random.int(7, 9);
  for (let i = 0; i < fronds; i++) {
    const angle = Math.PI + (i / (fronds - 1)) * Math.PI + random.range(-0.15, 0.15);
    const length = height * random.range(0.42, 0.55);
    const endX = topX + Math.cos(angle) * length;
    const droop = Math.abs(Math.cos(angle)) * length * 0.55;
    const endY = topY + Math.sin(angle) * length * 0.5 + droop;
    const midX = (topX + endX) / 2;
    const midY = Math.min(topY, endY) - length * 0.18;
    const w = length * 0.13;
    svg.path(
      `M${n(topX)},${n(topY)} Q${n(midX)},${n(midY - w)} ${n(endX)},${n(endY)} Q${n(midX)},${n(midY + w)} ${n(topX)},${n(topY)} Z`,
      shade(green, random.range(-0.15, 0.1)),
    );
  }
  svg.circle(topX, topY + 6, height * 0.035, '#6b4f2a');
}

/** A row of rounded bushes along `baseY` from x0 to x1. */
export function hedge(
  svg: SvgBuilder,
  random: Random,
  x0: number,
  x1: number,
  baseY: number,
  size: number,
) {
  const base = random.pick(LEAF_GREENS);
  for (let x = x0; x < x1; x += size * random.range(0.8, 1.2)) {
    const r = size * random.range(0.5, 0.75);
    svg.ellipse(x, baseY - r * 0.6, r * 1.1, r * 0.8, shade(base, random.range(-0.15, 0.08)));
  }
}

/** A potted plant: a pot and a fan of leaves. */
export function pottedPlant(
  svg: SvgBuilder,
  random: Random,
  x: number,
  baseY: number,
  size: number,
  pot: string,
) {
  const green = random.pick(LEAF_GREENS);
  const leaves = random.int(6, 9);
  for (let i = 0; i < leaves; i++) {
    const angle = -Math.PI / 2 + (i / (leaves - 1) - 0.5) * 2.2;
    const len = size * random.range(0.9, 1.4);
    const ex = x + Math.cos(angle) * len * 0.8;
    const ey = baseY - size * 0.7 + Math.sin(angle) * len;
    svg.path(
      `M${n(x)},${n(baseY - size * 0.7)} Q${n(x + Math.cos(angle - 0.5) * len * 0.6)},${n(baseY - size * 0.7 + Math.sin(angle - 0.5) * len * 0.6)} ${n(ex)},${n(ey)} Q${n(x + Math.cos(angle + 0.5) * len * 0.6)},${n(baseY - size * 0.7 + Math.sin(angle + 0.5) * len * 0.6)} ${n(x)},${n(baseY - size * 0.7)} Z`,
      shade(green, random.range(-0.2, 0.15)),
    );
  }
  svg.path(
    `M${n(x - size * 0.45)},${n(baseY - size * 0.75)} L${n(x + size * 0.45)},${n(baseY - size * 0.75)} L${n(x + size * 0.33)},${n(baseY)} L${n(x - size * 0.33)},${n(baseY)} Z`,
    pot,
  );
  svg.rect(x - size * 0.5, baseY - size * 0.82, size, size * 0.12, shade(pot, -0.12));
}
