import { describe, expect, it } from 'vitest';
import { clearSentence, paragraphRange, showSentence } from './sentence-highlight';

function page() {
  const text = document.createElement('div');
  text.innerHTML =
    '<p data-paragraph="0">Water is H<sub>2</sub>O, see <a href="https://example.com">the chart</a>.<button aria-label="Note 1" data-label="1"></button> Then more.</p>' +
    '<figure><button><img alt="A map"></button><figcaption data-paragraph="1"></figcaption></figure>';
  document.body.append(text);
  return text;
}

describe('the spoken sentence on the page', () => {
  it('finds a sentence across a subscript, a link and a note’s mark', () => {
    const text = page();
    const paragraph = text.querySelector('[data-paragraph="0"]')!;
    const content = paragraph.textContent!;
    const start = content.indexOf('Water');
    const end = content.indexOf('.') + 1;
    expect(paragraphRange(paragraph, start, end)?.toString()).toBe('Water is H2O, see the chart.');
    const then = content.indexOf('Then');
    expect(paragraphRange(paragraph, then, content.length)?.toString()).toBe('Then more.');
    text.remove();
  });

  it('marks the figure while its alt text is read, and clears it after', () => {
    const text = page();
    const range = showSentence(text, { paragraph: 1, start: 0, end: 0, text: 'A map' });
    const figure = text.querySelector('figure')!;
    expect(figure.hasAttribute('data-read-aloud')).toBe(true);
    expect(range?.intersectsNode(figure.querySelector('img')!)).toBe(true);
    clearSentence(text);
    expect(figure.hasAttribute('data-read-aloud')).toBe(false);
    text.remove();
  });
});
