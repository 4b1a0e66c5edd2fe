import type { Random } from '../../../src/server/demo/random';
import type { SkyPalette } from './sky';
import type { SvgBuilder } from './svg';

/** What every street view shares: the ground line, the palettes and the windows. */
export const GROUND = 950;
export const WALL_TOP = 990;
export const SIDEWALK = 1058;
export const ROAD = 1088;

export const APARTMENT_WALLS = [
  '#efe6d6',
  '#f4efe6',
  '#e8d5b5',
  '#d9dde3',
  '#f1d2b8',
  '#e4c9a8',
  '#d3e0e8',
];
export const HOUSE_WALLS = [
  '#f3ead8',
  '#f6f1e7',
  '#efd9b4',
  '#ebcaa6',
  '#dfe6e9',
  '#f2dcc9',
  '#e9e0c9',
];
export const VILLA_WALLS = ['#f4f4f1', '#e3e1dc', '#ece2cf', '#f2efe9'];
export const ACCENTS = [
  '#c0674a',
  '#5a7d9a',
  '#8a5a44',
  '#3f5f6f',
  '#b8894d',
  '#6c7a89',
  '#7b8f5a',
];
export const ROOFS = ['#b0503a', '#8c3b2e', '#5b616e', '#6b4a3a', '#a4683f', '#7d3f36'];

export interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LitWindow extends Window {
  frame: string;
  mullions: number;
}

/** What a building leaves for the end: windows lit from inside glow over the evening wash. */
export interface Context {
  svg: SvgBuilder;
  random: Random;
  sky: SkyPalette;
  glass: string;
  lights: LitWindow[];
}

/** Draws a window; a lit one is returned so that what covers it later can trim its glow. */
export function drawWindow(
  ctx: Context,
  win: Window,
  frame: string,
  mullions = 1,
): LitWindow | null {
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
