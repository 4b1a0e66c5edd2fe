import { describe, expect, it } from 'vitest';
import { createSignedTokens } from './signed-tokens';

const SECRET = 'a secret of at least thirty-two characters';

describe('signed tokens', () => {
  it('give back the payload they were signed with, dots and all', () => {
    const tokens = createSignedTokens(SECRET, 'renew');
    const token = tokens.sign('listing.lz3k9');
    expect(token.startsWith('listing.lz3k9.')).toBe(true);
    expect(tokens.verify(token)).toBe('listing.lz3k9');
  });

  it('refuse a token of another purpose, of another secret, changed, or without a signature', () => {
    const tokens = createSignedTokens(SECRET, 'renew');
    const token = tokens.sign('listing.lz3k9');
    expect(createSignedTokens(SECRET, 'unsubscribe').verify(token)).toBeUndefined();
    expect(createSignedTokens(`${SECRET}!`, 'renew').verify(token)).toBeUndefined();
    expect(tokens.verify(token.replace('listing', 'listinh'))).toBeUndefined();
    expect(tokens.verify(`${token}x`)).toBeUndefined();
    expect(tokens.verify(token.slice(0, token.lastIndexOf('.')))).toBeUndefined();
    for (const bad of ['', '.', 'x.', '.abc', 'no-dot']) expect(tokens.verify(bad)).toBeUndefined();
  });
});
