import { describe, expect, it } from 'vitest';
import { minutesToRead, splitParagraphs, typeset } from './paragraphs';

describe('splitParagraphs', () => {
  it('splits at blank lines and keeps single line breaks', () => {
    expect(splitParagraphs('One.\n\nTwo,\nstill two.\n\n\n  Three.  ')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
  });

  it('treats whitespace-only lines as blank and accepts CRLF', () => {
    expect(splitParagraphs('A\r\n \t \r\nB\r\nb')).toEqual(['A', 'B\nb']);
  });

  it('answers nothing for empty text', () => {
    expect(splitParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('minutesToRead', () => {
  it('rounds and never says 0 for real text', () => {
    expect(minutesToRead(0, 230)).toBe(0);
    expect(minutesToRead(10, 230)).toBe(1);
    expect(minutesToRead(2300, 230)).toBe(10);
  });
});

describe('typeset', () => {
  it('curls quotes and apostrophes the way a typesetter would', () => {
    expect(typeset('"Blue," she said. "You\'re sure it was blue."')).toBe(
      '\u201cBlue,\u201d she said. \u201cYou\u2019re sure it was blue.\u201d',
    );
    expect(typeset("'Tis the '90s, said the keepers' guild: 'go'.")).toBe(
      '\u2018Tis the \u201990s, said the keepers\u2019 guild: \u2018go\u2019.',
    );
    expect(typeset('She paused--then... nothing.')).toBe('She paused\u2014then\u2026 nothing.');
  });

  it('leaves code alone', () => {
    const code = 'const name = "Wren";';
    expect(typeset(code)).toBe(code);
  });
});
