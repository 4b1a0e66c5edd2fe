import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../shared/uploads';
import { imageFileProblem, uploadFailureText } from './image-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('chosen files', () => {
  it('takes JPG and PNG images up to 10 MB', () => {
    expect(imageFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('b.JPEG', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('c.png', 'image/png', IMAGE_MAX_BYTES))).toBeNull();
    expect(imageFileProblem(file('camera-upload', 'image/jpeg'))).toBeNull();
  });

  it('refuses other types and larger files, naming the file', () => {
    expect(imageFileProblem(file('d.gif', 'image/gif'))).toBe('d.gif is not a JPG or PNG image.');
    expect(imageFileProblem(file('e.pdf', ''))).toBe('e.pdf is not a JPG or PNG image.');
    expect(imageFileProblem(file('f.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1))).toBe(
      'f.jpg is larger than 10 MB.',
    );
  });
});

describe('failed uploads', () => {
  it('show the server’s reason for a file that is not an image', () => {
    expect(
      uploadFailureText({ status: 415, code: 'UNSUPPORTED_IMAGE', message: 'Only JPEG and PNG' }),
    ).toBe('Only JPEG and PNG');
  });

  it('explain a too large file, a lost session, the rate limit and anything else', () => {
    expect(uploadFailureText({ status: 413, code: 'HTTP_413', message: '' })).toMatch(/10 MB/);
    expect(uploadFailureText({ status: 401, code: 'UNAUTHENTICATED', message: '' })).toMatch(
      /Sign in/,
    );
    expect(uploadFailureText({ status: 429, code: 'RATE_LIMITED', message: 'Wait 30 s' })).toBe(
      'Wait 30 s',
    );
    expect(uploadFailureText({ status: null, code: 'NETWORK', message: 'offline' })).toBe(
      'The upload failed.',
    );
  });
});
