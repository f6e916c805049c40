import { readerParagraphs } from '@quire/shared/chapter-text';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChapterText } from './chapter-view';

const content = [
  '## The Lighthouse',
  'She *really* went **there**, and 2*3*4 stayed as typed.',
  'A lone * and a ** pair.',
  'First line of verse\nSecond *line*',
  '\\*Escaped\\* stars.',
  'x = a ** b;',
].join('\n\n');

function renderText() {
  return render(<ChapterText content={content} fontFamily="serif" justify={false} textRef={null} />);
}

describe('ChapterText', () => {
  it('renders headings and emphasis as elements, never markers', () => {
    const { container } = renderText();
    expect(container.querySelector('h2')?.textContent).toBe('The Lighthouse');
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['really', 'line']);
    expect(container.querySelector('strong')?.textContent).toBe('there');
  });

  it('keeps the coordinate rule: each paragraph’s textContent is its paragraphText', () => {
    const { container } = renderText();
    const shown = [...container.querySelectorAll('[data-paragraph]')].map((element) => ({
      index: Number(element.getAttribute('data-paragraph')),
      text: element.textContent,
    }));
    const expected = readerParagraphs(content);
    expect(shown.map((p) => p.index)).toEqual(expected.map((_, index) => index));
    expect(shown.map((p) => p.text)).toEqual(expected);
    expect(expected[2]).toBe('A lone * and a ** pair.');
    expect(expected[4]).toBe('*Escaped* stars.');
    expect(expected[5]).toBe('x = a ** b;');
  });
});
