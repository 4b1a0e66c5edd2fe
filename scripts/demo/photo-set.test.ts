import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PHOTOS_DIR,
  MANIFEST_FILE,
  readDemoPhotoManifest,
  readDemoPhotoSvg,
} from '../../src/server/demo/demo-photos';
import { drawDemoPhotos, manifestOf } from './photo-set';

describe('the committed demo photos', () => {
  const drawn = drawDemoPhotos();

  it('are what the generator draws today (else: npm run demo:photos)', async () => {
    expect(await readDemoPhotoManifest()).toEqual(manifestOf(drawn));
    for (const photo of [...drawn.values()].flat()) {
      expect(await readDemoPhotoSvg(photo), photo.file).toBe(photo.svg);
    }
  });

  it('are nothing more: no file outlives its home', () => {
    const files = [...drawn.values()].flat().map((photo) => photo.file);
    expect(readdirSync(fileURLToPath(DEMO_PHOTOS_DIR)).sort()).toEqual(
      [MANIFEST_FILE, ...files].sort(),
    );
  });
});
