import { describe, expect, it } from 'vitest';
import { button, composeMail, footnote, link, paragraph, together } from './mail-layout';

describe('composeMail', () => {
  it('writes each block in both parts: HTML escaped, one element a line; text with blank lines', () => {
    const mail = composeMail({
      to: 'a@example.com',
      subject: 'S',
      blocks: [
        paragraph('Hello <Asha> & co,'),
        paragraph('one', 'two'),
        link('Open it', 'https://x.example/?a=1&b="2"', { bare: true }),
        together(paragraph('Renew:'), button('Renew', 'https://x.example/r')),
        link('See it', 'https://x.example/s'),
        footnote('Why.', { words: 'Stop', url: 'https://x.example/u' }),
      ],
    });
    expect(mail.text).toBe(
      [
        'Hello <Asha> & co,',
        '',
        'one',
        'two',
        '',
        'https://x.example/?a=1&b="2"',
        '',
        'Renew:',
        'Renew: https://x.example/r',
        '',
        'See it: https://x.example/s',
        '',
        'Why.',
        'Stop: https://x.example/u',
      ].join('\n'),
    );
    expect(mail.html!.split('\n')).toEqual([
      '<p>Hello &lt;Asha&gt; &amp; co,</p>',
      '<p>one',
      'two</p>',
      '<p><a href="https://x.example/?a=1&amp;b=&quot;2&quot;">Open it</a></p>',
      '<p>Renew:</p>',
      expect.stringMatching(
        /^<p><a href="https:\/\/x.example\/r" style="[^"]+"><strong>Renew<\/strong><\/a><\/p>$/,
      ),
      '<p><a href="https://x.example/s">See it</a></p>',
      '<p style="font-size:small">Why. <a href="https://x.example/u">Stop</a></p>',
    ]);
    expect(mail).not.toHaveProperty('headers');
  });

  it('keeps the headers it is given', () => {
    const headers = { 'List-Unsubscribe': '<https://x.example/u>' };
    expect(composeMail({ to: 'a@x', subject: 'S', blocks: [], headers }).headers).toEqual(headers);
  });
});
