import { describe, expect, it } from 'vitest';
import { acceptedLanguage, accountLanguage, chosenLanguage } from './request-language';

describe('the language of a request', () => {
  it('is the first of ours Accept-Language names, English otherwise', () => {
    expect(acceptedLanguage({ 'accept-language': 'hi' })).toBe('hi');
    expect(acceptedLanguage({ 'accept-language': 'mr-IN,hi-IN;q=0.9,en;q=0.8' })).toBe('hi');
    expect(acceptedLanguage({ 'accept-language': 'en-GB,hi;q=0.5' })).toBe('en');
    expect(acceptedLanguage({ 'accept-language': 'fr' })).toBe('en');
    expect(acceptedLanguage({})).toBe('en');
    expect(acceptedLanguage(new Headers({ 'Accept-Language': 'hi-IN' }))).toBe('hi');
  });

  it('is the one of ours Accept-Language prefers by q-value, then by order', () => {
    expect(acceptedLanguage({ 'accept-language': 'en;q=0.5, hi' })).toBe('hi');
    expect(acceptedLanguage({ 'accept-language': 'en-US;q=0.4,hi-IN;q=0.6' })).toBe('hi');
    expect(acceptedLanguage({ 'accept-language': 'hi;q=0.8, en;q=0.8' })).toBe('hi');
    expect(acceptedLanguage({ 'accept-language': 'HI-in, en;q=0.9' })).toBe('hi');
    // q=0 refuses a language; "*" takes any, English first.
    expect(acceptedLanguage({ 'accept-language': 'hi;q=0, fr' })).toBe('en');
    expect(acceptedLanguage({ 'accept-language': 'fr, *;q=0.1' })).toBe('en');
    expect(acceptedLanguage({ 'accept-language': 'en;q=0, *' })).toBe('hi');
    expect(acceptedLanguage({ 'accept-language': ' , ;q=,' })).toBe('en');
  });

  it('a visitor chose: the cookie first, then Accept-Language', () => {
    expect(chosenLanguage({ cookie: 'a=1; homestead_language=hi', 'accept-language': 'en' })).toBe(
      'hi',
    );
    expect(chosenLanguage({ cookie: 'homestead_language=xx', 'accept-language': 'hi' })).toBe('hi');
    expect(chosenLanguage({ cookie: 'other_homestead_language=hi' })).toBe('en');
    // Without the space, among others; a value decoded ("hi%20" is not "hi").
    expect(chosenLanguage({ cookie: 'x=1;homestead_language=hi;y=2' })).toBe('hi');
    expect(chosenLanguage({ cookie: 'homestead_language=hi%20' })).toBe('en');
  });

  it("an account's: its stored column, English when it has none", () => {
    expect(accountLanguage({ language: 'hi' })).toBe('hi');
    expect(accountLanguage({ language: 'de' })).toBe('en');
    expect(accountLanguage({})).toBe('en');
  });
});
