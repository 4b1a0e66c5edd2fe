import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageAssets } from './page-assets';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
mkdirSync(path.join(clientDir, '.vite'));
writeFileSync(
  path.join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true },
    'main.tsx': { file: 'assets/main.js', imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js' },
    'pages/home/HomePage.tsx': {
      file: 'assets/HomePage.js',
      imports: ['_app.js'],
      css: ['assets/HomePage.css'],
    },
  }),
);
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'HomePage.css'), '.home{color:green}');
afterAll(() => rmSync(clientDir, { recursive: true }));

describe('createPageAssets', () => {
  it("preloads a rendered page's chunks that the entry has not", () => {
    const assets = createPageAssets(clientDir, '', 'scripts', ['pages/home/HomePage.tsx']);
    const { scripts } = assets(['pages/home/HomePage.tsx']);
    expect(scripts).toContain('/assets/main.js');
    expect(scripts).toContain('/assets/app.js');
    expect(scripts).toContain('/assets/HomePage.js');
  });

  it("inlines a page's styles, each named by a disabled link the app's loader sees", () => {
    const assets = createPageAssets(clientDir, '/hi', 'scripts', ['pages/home/HomePage.tsx']);
    const { styles } = assets(['pages/home/HomePage.tsx']);
    expect(styles).toBe(
      '<style>.home{color:green}</style>' +
        '<link rel="stylesheet" href="/hi/assets/HomePage.css" disabled>',
    );
  });

  it('refuses a route table naming a module the build has no chunk for', () => {
    expect(() => createPageAssets(clientDir, '', 'scripts', ['pages/home/HomePag.tsx'])).toThrow(
      'pages/home/HomePag.tsx',
    );
  });
});
