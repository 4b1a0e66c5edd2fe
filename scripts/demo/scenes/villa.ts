import { type Context, drawWindow, GROUND, SIDEWALK, VILLA_WALLS } from './building';
import { hedge } from './nature';
import { shade, WIDTH } from './svg';

/** A modern two-volume villa: flat slabs, glass walls, wood cladding, maybe a pool. */
export function villa(ctx: Context) {
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

export function villaFront(ctx: Context, layout: { x: number; width: number; pool: boolean }) {
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
