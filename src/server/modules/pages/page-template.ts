import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStyle } from './page-assets';

/** The built index.html cut where a rendered page's parts go. */
export interface PageTemplate {
  /** From `<!doctype html>` up to `</head>`, without the default title and description. */
  head: string;
  /** From `</head>` to the opening root element, included. */
  body: string;
  /** The entry's script and module preloads, taken out of the head (see below). */
  scripts: string;
  /** What follows the root element (closed by the caller, who may add to it). */
  end: string;
  /** The app's description, from index.html: pages without their own keep it. */
  description: string;
}

const ROOT = '<div id="root"></div>';

/**
 * `clientDir` is a language's build, whose URLs start with `base` ('' for English, '/hi' for
 * Hindi).
 */
export function readPageTemplate(clientDir: string, base: string): PageTemplate {
  const built = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(built)?.[1] ?? '';
  // The page is whole without its scripts, which only take it over: they go after it, so the
  // browser asks for the page's first photo before them (on HTTP/1.1 six requests at a time).
  const scriptTags = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
  const scripts = [...built.matchAll(scriptTags)].map((match) => match[0].trim()).join('');
  // Each page writes its own title and description.
  const html = built
    .replace(scriptTags, '')
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    // The entry's styles too go inline (see page-assets.ts).
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (_, href: string) =>
      inlineStyle(clientDir, base, href.slice(base.length + 1)),
    );
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (headEnd < 0 || root < 0)
    throw new Error('index.html has no </head> or no empty root element');
  return {
    head: html.slice(0, headEnd),
    body: html.slice(headEnd, root) + '<div id="root">',
    scripts,
    end: html.slice(root + ROOT.length),
    description,
  };
}
