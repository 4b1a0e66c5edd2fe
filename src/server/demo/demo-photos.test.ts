import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photosOf, readDemoPhotoManifest, readDemoPhotoSvg, renderDemoPhoto } from './demo-photos';
import { DEMO_LISTINGS } from './listings';

describe('the demo photos the seed loads', () => {
  it('are there for every hand-written home, as many as it shows', async () => {
    const manifest = await readDemoPhotoManifest();
    expect(Object.keys(manifest).sort()).toEqual(DEMO_LISTINGS.map((l) => l.name).sort());
    for (const listing of DEMO_LISTINGS) {
      const entries = photosOf(manifest, listing);
      expect(entries[0]!.shows, listing.name).toBe('front');
    }
  });

  it('says how to make them when a home has none', async () => {
    const manifest = await readDemoPhotoManifest();
    expect(() => photosOf(manifest, { name: 'A home drawn nowhere', photos: 1 })).toThrow(
      'npm run demo:photos',
    );
  });

  it('render to a full-size PNG, the file an owner would upload', async () => {
    const manifest = await readDemoPhotoManifest();
    const png = await renderDemoPhoto(
      await readDemoPhotoSvg(photosOf(manifest, DEMO_LISTINGS[0]!)[0]!),
    );
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1600, 1200]);
  });
});
