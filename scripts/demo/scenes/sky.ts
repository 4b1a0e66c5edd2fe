import type { Random } from '../../../src/server/demo/random';
import { shade, WIDTH, type SvgBuilder } from './svg';

export const TIMES_OF_DAY = ['morning', 'noon', 'golden', 'dusk'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface SkyPalette {
  top: string;
  middle: string;
  horizon: string;
  sun: string;
  cloud: string;
  /** Wash over the whole scene for the light of the hour (none at noon). */
  tint: { color: string; opacity: number } | null;
  /** Share of windows lit from inside. */
  lit: number;
  /** Height range of the sun or moon. */
  sunY: readonly [number, number];
}

export const SKIES: Record<TimeOfDay, SkyPalette> = {
  morning: {
    top: '#6fa8e8',
    middle: '#a9cff2',
    horizon: '#fbe2c2',
    sun: '#fff3d1',
    cloud: '#ffffff',
    tint: { color: '#ffd9a0', opacity: 0.08 },
    lit: 0.05,
    sunY: [330, 430],
  },
  noon: {
    top: '#2f74d0',
    middle: '#6eaaea',
    horizon: '#d3e9fb',
    sun: '#fffdf0',
    cloud: '#ffffff',
    tint: null,
    lit: 0,
    sunY: [110, 200],
  },
  golden: {
    top: '#4a69b0',
    middle: '#e39f80',
    horizon: '#ffd08c',
    sun: '#ffe4a6',
    cloud: '#ffd2bd',
    tint: { color: '#ff9a3c', opacity: 0.13 },
    lit: 0.3,
    sunY: [520, 620],
  },
  dusk: {
    top: '#1b2152',
    middle: '#6a4a8c',
    horizon: '#f39466',
    sun: '#ffe8c8',
    cloud: '#b67e9e',
    tint: { color: '#1d1a45', opacity: 0.34 },
    lit: 0.75,
    sunY: [150, 260],
  },
};

/** A time of day, noon and morning a little more often than the warm hours. */
export function pickTimeOfDay(random: Random): TimeOfDay {
  const roll = random.next();
  if (roll < 0.33) return 'noon';
  if (roll < 0.6) return 'morning';
  if (roll < 0.85) return 'golden';
  return 'dusk';
}

/** One soft cloud made of overlapping ellipses. */
export function drawCloud(
  svg: SvgBuilder,
  random: Random,
  x: number,
  y: number,
  size: number,
  color: string,
) {
  const opacity = random.range(0.55, 0.85).toFixed(2);
  const parts: string[] = [];
  const puffs = random.int(3, 5);
  for (let i = 0; i < puffs; i++) {
    const px = x + (i - (puffs - 1) / 2) * size * 0.55 + random.range(-10, 10);
    const py = y - Math.sin((i / (puffs - 1)) * Math.PI) * size * 0.28;
    const r = size * random.range(0.32, 0.46);
    parts.push(
      `<ellipse cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" rx="${(r * 1.25).toFixed(1)}" ry="${r.toFixed(1)}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${x.toFixed(1)}" cy="${(y + size * 0.12).toFixed(1)}" rx="${(size * puffs * 0.33).toFixed(1)}" ry="${(size * 0.2).toFixed(1)}"/>`,
  );
  svg.add(`<g fill="${color}" opacity="${opacity}">${parts.join('')}</g>`);
}

/**
 * Sky gradient, sun or moon with its glow, and clouds, over the rectangle [0, bottom] high.
 * `width` lets a window show a narrow part of the same sky.
 */
export function drawSky(
  svg: SvgBuilder,
  random: Random,
  time: TimeOfDay,
  area: { x: number; y: number; width: number; height: number } = {
    x: 0,
    y: 0,
    width: WIDTH,
    height: 900,
  },
  clouds = true,
) {
  const sky = SKIES[time];
  const { x, y, width, height } = area;
  svg.rect(
    x,
    y,
    width,
    height,
    svg.linear([
      [0, sky.top],
      [0.55, sky.middle],
      [1, sky.horizon],
    ]),
  );
  const scale = height / 900;
  if (time === 'dusk') {
    for (let i = 0; i < 24; i++) {
      svg.circle(
        x + random.range(0, width),
        y + random.range(0, height * 0.45),
        random.range(1, 2.6) * Math.max(scale, 0.5),
        '#fff8e0',
        `opacity="${random.range(0.35, 0.9).toFixed(2)}"`,
      );
    }
  }
  const sunX = x + width * random.range(0.12, 0.88);
  const sunY = y + random.range(sky.sunY[0], sky.sunY[1]) * scale;
  const radius = (time === 'dusk' ? 34 : 52) * Math.max(scale, 0.5);
  svg.circle(sunX, sunY, radius * 5.5, svg.glow(sky.sun, time === 'noon' ? 0.45 : 0.6));
  svg.circle(sunX, sunY, radius, time === 'dusk' ? '#fdf3dc' : shade(sky.sun, 0.5));
  if (time === 'dusk') {
    // Faint seas on the moon.
    svg.circle(sunX - radius * 0.3, sunY - radius * 0.2, radius * 0.28, '#e9dcc2', 'opacity="0.6"');
    svg.circle(sunX + radius * 0.25, sunY + radius * 0.3, radius * 0.2, '#e9dcc2', 'opacity="0.6"');
  }
  if (!clouds) return;
  const count = random.int(2, 5);
  for (let i = 0; i < count; i++) {
    drawCloud(
      svg,
      random,
      x + width * ((i + random.range(0.2, 0.8)) / count),
      y + random.range(90, 420) * scale,
      random.range(70, 150) * Math.max(scale, 0.4),
      sky.cloud,
    );
  }
}
