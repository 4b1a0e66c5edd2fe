/**
 * Devanagari → Latin letters as Hindi speakers spell place names in English ("करोल बाग" →
 * "karol baag"): the inherent vowel is written except at the end of a word, nasals become "n".
 * Not a scholarly transliteration: its output only has to come close enough to the English name
 * for the fuzzy match to take it.
 */

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};

/** A consonant followed by the nukta sign reads as its precomposed letter. */
const WITH_NUKTA: Record<string, string> = {
  ज: 'z',
  फ: 'f',
  ड: 'r',
  ढ: 'rh',
  क: 'q',
  ग: 'g',
  ख: 'kh',
};

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};

const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};

const NUKTA = '\u093C';
const VIRAMA = '\u094D';
const SIGNS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h', '।': ' ' };
const DIGIT_ZERO = 0x0966;

/** English words of addresses as they come out of Devanagari ("सेक्टर" → "sektar" → "sector"). */
const LOANWORDS: Record<string, string> = {
  sektar: 'sector',
  phez: 'phase',
  fez: 'phase',
  blok: 'block',
  rod: 'road',
  kolonee: 'colony',
  phlait: 'flat',
  flait: 'flat',
  sosaitee: 'society',
  tavar: 'tower',
};

export const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

/**
 * Devanagari as names are compared while they are typed, letter by letter (a name's first letters
 * fold to the first letters of its fold, so a prefix search works): without the nukta ("ज़"/"ज"),
 * the chandrabindu as the anusvara, a nasal with a virama before a consonant as the anusvara too
 * ("मुम्बई"/"मुंबई", "बेङ्गलूरु"/"बेंगलूरु"), punctuation as spaces. Vowel signs are kept: without
 * them "कोरमंगला" would be "करमगल", and "को" would start as many names as "क".
 */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[ङञणनम]\u094D(?=[\u0915-\u0939])/g, '\u0902')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** One written syllable: its consonants and its vowel ("" after a virama, "a" when inherent). */
interface Akshara {
  consonants: string;
  vowel: string;
  inherent: boolean;
}

/**
 * Drops the inherent vowels Hindi does not speak: at the end of a word, and in a syllable between
 * two spoken vowels (scanned from the right, never the first): "हज़रतगंज" is "hazratganj".
 */
function spoken(word: Akshara[]): string {
  const last = word.at(-1);
  if (word.length > 1 && last?.inherent) last.vowel = '';
  for (let i = word.length - 2; i > 0; i--) {
    const syllable = word[i]!;
    if (syllable.inherent && syllable.consonants && word[i - 1]!.vowel && word[i + 1]!.vowel) {
      syllable.vowel = '';
    }
  }
  return word.map((syllable) => syllable.consonants + syllable.vowel).join('');
}

/** Latin letters for the Devanagari in `text`; anything else is kept as it is. */
export function transliterate(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  let word: Akshara[] = [];
  const endWord = () => {
    out += spoken(word);
    word = [];
  };
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    let consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      if (chars[i + 1] === NUKTA) {
        consonant = WITH_NUKTA[char] ?? consonant;
        i++;
      }
      const syllable = { consonants: consonant, vowel: 'a', inherent: true };
      const next = chars[i + 1];
      if (next === VIRAMA) {
        syllable.vowel = '';
        syllable.inherent = false;
        i++;
      } else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        syllable.vowel = VOWEL_SIGNS[next];
        syllable.inherent = false;
        i++;
      }
      // A consonant after a virama joins the cluster of the syllable before.
      const previous = word.at(-1);
      if (previous && previous.vowel === '' && !previous.inherent) {
        previous.consonants += syllable.consonants;
        previous.vowel = syllable.vowel;
        previous.inherent = syllable.inherent;
      } else word.push(syllable);
    } else if (VOWELS[char] !== undefined) {
      word.push({ consonants: '', vowel: VOWELS[char], inherent: false });
    } else if (SIGNS[char] !== undefined && char !== '।' && word.length > 0) {
      // Nasal and aspiration marks close the syllable they follow.
      const syllable = word.at(-1)!;
      syllable.vowel += SIGNS[char];
      syllable.inherent = false;
    } else {
      endWord();
      const code = char.codePointAt(0)!;
      out +=
        code >= DIGIT_ZERO && code <= DIGIT_ZERO + 9
          ? String(code - DIGIT_ZERO)
          : (SIGNS[char] ?? char);
    }
  }
  endWord();
  return out.replace(/\p{L}+/gu, (word) => LOANWORDS[word] ?? word);
}
