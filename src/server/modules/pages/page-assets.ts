import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../lib/html-escape';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Vite's build manifest: every chunk by its source file, with its imports and styles. */
type Manifest = Record<string, ManifestChunk>;

interface Assets {
  scripts: Set<string>;
  styles: Set<string>;
}

function collect(manifest: Manifest, id: string, into: Assets, skip?: Assets): void {
  const chunk = manifest[id];
  if (!chunk || into.scripts.has(chunk.file)) return;
  if (!skip?.scripts.has(chunk.file)) into.scripts.add(chunk.file);
  for (const css of chunk.css ?? []) if (!skip?.styles.has(css)) into.styles.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, skip);
}

/**
 * A built stylesheet as a `<style>` element (the CSS is ours, built by Vite), followed by a
 * disabled link to the same file. Vite's loader, when the app imports a page's chunk, adds a
 * stylesheet link for each of the chunk's CSS files unless the document has one already: without
 * it the browser would download the inlined CSS again and restyle the whole page as the app takes
 * over (a long task of its own on a phone), and the app would wait for those downloads. A
 * disabled stylesheet is never fetched or applied (HTML's fetch steps for stylesheet links).
 */
export function inlineStyle(clientDir: string, base: string, file: string): string {
  const css = readFileSync(path.join(clientDir, file), 'utf8');
  return `<style>${css}</style><link rel="stylesheet" href="${base}/${escapeHtml(file)}" disabled>`;
}

/** The app's chunk, which the entry (index.html) imports once the page has loaded. */
const APP_MODULE = 'main.tsx';

/**
 * What a rendered page needs of the app and of the page modules it rendered: their styles,
 * inlined, so the HTML shows styled before anything else arrives (a stylesheet would cost a
 * round trip before the first paint, and they are a few KB); their scripts as module preloads
 * in an inert template, which the entry adds when it starts the app, so that they download
 * together then, and not before the page's photos. What index.html has already (the entry and
 * its styles) is left out.
 */
export interface PageAssetTags {
  /** `<style>` elements, for the head. */
  styles: string;
  /** A `<template>` of `<link rel="modulepreload">` elements, for after the page. */
  scripts: string;
}

/**
 * `routeModules` are the modules the route table names: each must be a chunk of the build, or
 * its pages would go out unstyled. A module missing from the manifest stops the app at start.
 */
export function createPageAssets(
  clientDir: string,
  /** Where the build's URLs start: '' for English, '/hi' for Hindi. */
  base: string,
  scriptsId: string,
  routeModules: string[],
): (modules: string[]) => PageAssetTags {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const missing = [APP_MODULE, ...routeModules].filter((id) => !manifest[id]);
  if (missing.length > 0) {
    throw new Error(`The client build has no chunk for ${missing.join(', ')}: rebuild it`);
  }
  const entry: Assets = { scripts: new Set(), styles: new Set() };
  collect(manifest, 'index.html', entry);
  const cache = new Map<string, PageAssetTags>();

  return (modules) => {
    const key = modules.join('\n');
    let links = cache.get(key);
    if (links === undefined) {
      const page: Assets = { scripts: new Set(), styles: new Set() };
      for (const id of [APP_MODULE, ...modules]) collect(manifest, id, page, entry);
      const preloads = [...page.scripts]
        .map((file) => `<link rel="modulepreload" crossorigin href="${base}/${escapeHtml(file)}">`)
        .join('');
      links = {
        styles: [...page.styles].map((file) => inlineStyle(clientDir, base, file)).join(''),
        scripts: `<template id="${scriptsId}">${preloads}</template>`,
      };
      cache.set(key, links);
    }
    return links;
  };
}
