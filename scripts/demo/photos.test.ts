import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDemoPhoto } from '../../src/server/demo/demo-photos';
import { BUILDING_STYLES } from '../../src/server/demo/listings';
import { detectImageKind } from '../../src/server/lib/images/image-processing';
import {
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  ROOM_KINDS,
  TIMES_OF_DAY,
  photoSubjects,
  photoSvg,
  type PhotoSubject,
} from './photos';

describe('photoSubjects', () => {
  it('starts with the street view and gives each photo a subject', () => {
    for (let count = 1; count <= 6; count++) {
      const subjects = photoSubjects(7, 'house', count);
      expect(subjects).toHaveLength(count);
      expect(subjects[0]).toMatchObject({ kind: 'exterior', style: 'house' });
    }
    expect(
      photoSubjects(7, 'villa', 4).map((s) => (s.kind === 'interior' ? s.room : s.kind)),
    ).toEqual(['exterior', 'living', 'bedroom', 'kitchen']);
  });

  it('shows a sixth photo as the street view at another hour', () => {
    const subjects = photoSubjects(11, 'apartment', 6);
    const first = subjects[0]!;
    const last = subjects[5]!;
    expect(last.kind).toBe('exterior');
    expect(last.time).not.toBe(first.time);
  });

  it('refuses counts a listing cannot have', () => {
    expect(() => photoSubjects(1, 'house', 0)).toThrow(RangeError);
    expect(() => photoSubjects(1, 'house', 7)).toThrow(RangeError);
  });
});

describe('photoSvg', () => {
  const subject: PhotoSubject = { kind: 'exterior', style: 'apartment', time: 'noon' };

  it('draws the same picture for the same seed and a different one for another', () => {
    expect(photoSvg(42, 0, subject)).toBe(photoSvg(42, 0, subject));
    expect(photoSvg(42, 0, subject)).not.toBe(photoSvg(43, 0, subject));
    expect(photoSvg(42, 0, subject)).not.toBe(photoSvg(42, 1, subject));
  });

  it('varies with the time of day', () => {
    const svgs = TIMES_OF_DAY.map((time) => photoSvg(5, 0, { ...subject, time }));
    expect(new Set(svgs).size).toBe(TIMES_OF_DAY.length);
  });
});

describe('the scenes, as the server renders them', () => {
  const subjects: PhotoSubject[] = [
    ...BUILDING_STYLES.flatMap((style) =>
      TIMES_OF_DAY.map((time): PhotoSubject => ({ kind: 'exterior', style, time })),
    ),
    ...ROOM_KINDS.flatMap((room) =>
      TIMES_OF_DAY.map((time): PhotoSubject => ({ kind: 'interior', room, time })),
    ),
  ];

  it.each(
    subjects.map((s, i) => [s.kind === 'exterior' ? s.style : s.room, s.time, s, i] as const),
  )(
    'renders the %s scene at %s as a full-size PNG with real content',
    async (_name, _time, s, i) => {
      const png = await renderDemoPhoto(photoSvg(1000 + i, 0, s));
      expect(detectImageKind(png)).toBe('png');
      const image = sharp(png);
      const meta = await image.metadata();
      expect([meta.width, meta.height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
      // A picture, not a flat fill: every channel varies across the frame.
      const stats = await image.stats();
      for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
    },
  );
});
