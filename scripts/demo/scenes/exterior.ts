import type { BuildingStyle } from '../../../src/server/demo/listings';
import type { Random } from '../../../src/server/demo/random';
import { type Context, GROUND, ROAD, SIDEWALK, WALL_TOP } from './building';
import { apartment, house } from './buildings';
import { hedge, hillPath, palmTree, roundTree } from './nature';
import { drawSky, SKIES, type TimeOfDay } from './sky';
import { HEIGHT, mix, shade, SvgBuilder, WIDTH } from './svg';
import { villa, villaFront } from './villa';

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
