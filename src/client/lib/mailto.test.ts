import { describe, expect, it } from 'vitest';
import { contactPath } from './contact-path';
import { contactMailto } from './mailto';

describe('contactMailto', () => {
  it('encodes the subject and the body', () => {
    expect(
      contactMailto('owner@example.com', 'Tom & Jerry Villa', 'Hello there?\nIs it free & clean?'),
    ).toBe(
      'mailto:owner@example.com?subject=Inquery%20for%20Tom%20%26%20Jerry%20Villa&body=Hello%20there%3F%0AIs%20it%20free%20%26%20clean%3F',
    );
  });

  it('keeps an empty body', () => {
    expect(contactMailto('a@b.c', 'Flat', '')).toBe(
      'mailto:a@b.c?subject=Inquery%20for%20Flat&body=',
    );
  });
});

describe('contactPath', () => {
  it('encodes the listing name and names the listing', () => {
    const id = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
    expect(contactPath({ userRef: 'user-1', name: 'Tom & Jerry Villa', id })).toBe(
      `/contact/user-1?listingName=Tom%20%26%20Jerry%20Villa&listingId=${id}`,
    );
  });
});
