import { type ChapterDoc, chapterDocSchema, docFromText, textBlocks } from '@quire/shared/chapter-doc';
import { readerParagraphs } from '@quire/shared/chapter-text';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParagraphMarks } from '@/features/books';
import { ChapterDocument } from './chapter-document';

const content = [
  '## The Lighthouse',
  'She *really* went **there**, and 2*3*4 stayed as typed.',
  'A lone * and a ** pair.',
  'First line of verse\nSecond *line*',
  '\\*Escaped\\* stars.',
  'x = a ** b;',
].join('\n\n');

const text = (value: string) => ({ type: 'text' as const, text: value });
const p = (id: string, ...inline: object[]) => ({ type: 'paragraph', attrs: { id }, content: inline });

/** A chapter with every element of the model. */
const rich: ChapterDoc = chapterDocSchema.parse({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { id: 'h', level: 2 }, content: [text('Ports of the Coast')] },
    p(
      'intro',
      text('Water is H'),
      { ...text('2'), marks: [{ type: 'subscript' }] },
      text('O and E=mc'),
      { ...text('2'), marks: [{ type: 'superscript' }] },
      text(', see '),
      { ...text('the chart'), marks: [{ type: 'link', attrs: { href: 'https://example.com/chart' } }] },
      text('.'),
      { type: 'footnoteReference', attrs: { note: 'n1', label: '1' } },
    ),
    {
      type: 'table',
      attrs: { id: 't' },
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              attrs: { id: 'th1', colspan: 1, rowspan: 1 },
              content: [p('thp1', text('Port'))],
            },
            {
              type: 'tableHeader',
              attrs: { id: 'th2', colspan: 1, rowspan: 1, align: 'right' },
              content: [p('thp2', text('Days'))],
            },
          ],
        },
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              attrs: { id: 'td1', colspan: 1, rowspan: 1 },
              content: [p('tdp1', text('Arden'))],
            },
            {
              type: 'tableCell',
              attrs: { id: 'td2', colspan: 1, rowspan: 1, align: 'right' },
              content: [p('tdp2', text('12'))],
            },
          ],
        },
      ],
    },
    {
      type: 'bulletList',
      attrs: { id: 'ul' },
      content: [
        {
          type: 'listItem',
          attrs: { id: 'li1' },
          content: [
            p('lip1', text('Rope')),
            {
              type: 'orderedList',
              attrs: { id: 'ol', start: 3 },
              content: [{ type: 'listItem', attrs: { id: 'li2' }, content: [p('lip2', text('Knots'))] }],
            },
          ],
        },
      ],
    },
    { type: 'blockquote', attrs: { id: 'q' }, content: [p('qp', text('The sea gives.'))] },
    { type: 'horizontalRule', attrs: { id: 'hr' } },
    {
      type: 'verse',
      attrs: { id: 'v' },
      content: [text('Line one'), { type: 'hardBreak' }, text('line two')],
    },
    { type: 'codeBlock', attrs: { id: 'c' }, content: [text('let tide = 3;')] },
    {
      type: 'figure',
      attrs: { id: 'f', src: '/api/images/0b7c3f4e-2a51-4f7e-9a39-0c9f2b1d6e11', alt: 'A map of the coast' },
      content: [text('The coast in 1820')],
    },
    {
      type: 'footnote',
      attrs: { id: 'n1', label: '1' },
      content: [p('np', text('The footnote explains the coastline.'))],
    },
  ],
});

const shownTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-paragraph]')]
    .sort((a, b) => Number(a.getAttribute('data-paragraph')) - Number(b.getAttribute('data-paragraph')))
    .map((element) => element.textContent);

describe('ChapterDocument', () => {
  it('draws a chapter written as text exactly as before: headings and emphasis as elements, never markers', () => {
    const { container } = render(
      <ChapterDocument doc={docFromText(content)} fontFamily="serif" justify={false} textRef={null} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('The Lighthouse');
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['really', 'line']);
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect(shownTexts(container)).toEqual(readerParagraphs(content));
  });

  it('keeps the coordinate rule for every element: each text block’s textContent is its text', () => {
    const { container } = render(
      <ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />,
    );
    expect(shownTexts(container)).toEqual(textBlocks(rich).map((block) => block.text));
    expect(container.querySelector('sub')?.textContent).toBe('2');
    expect(container.querySelector('sup')?.textContent).toBe('2');
    expect(container.querySelectorAll('th')).toHaveLength(2);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('blockquote')?.textContent).toBe('The sea gives.');
    expect(screen.getByRole('img', { name: 'A map of the coast' })).toBeTruthy();
    expect(container.querySelector('figcaption')?.textContent).toBe('The coast in 1820');
  });

  it('opens links in a new tab without a referrer', () => {
    render(<ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />);
    const link = screen.getByRole('link', { name: 'the chart' });
    expect(link.getAttribute('href')).toBe('https://example.com/chart');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('draws highlights inside a table cell and a list item', () => {
    const blocks = textBlocks(rich);
    const cell = blocks.findIndex((block) => block.id === 'tdp1');
    const item = blocks.findIndex((block) => block.id === 'lip2');
    const marks: ParagraphMarks = new Map([
      [cell, [{ id: 'a', start: 0, end: 5, color: 'green', label: 'Green highlight' }]],
      [item, [{ id: 'b', start: 1, end: 4, color: 'pink', label: 'Pink highlight' }]],
    ]);
    const { container } = render(
      <ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} marks={marks} />,
    );
    expect(container.querySelector('td mark')?.textContent).toBe('Arden');
    expect(container.querySelector('li li mark')?.textContent).toBe('not');
    expect(shownTexts(container)).toEqual(blocks.map((block) => block.text));
  });

  it('opens a note from its mark, and gives a way back to the text', () => {
    const { container } = render(
      <ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Note 1' }));
    const note = screen.getByRole('dialog', { name: 'Note 1' });
    expect(within(note).getByText('The footnote explains the coastline.')).toBeTruthy();
    fireEvent.click(within(note).getByRole('button', { name: 'Back to the text' }));
    expect(screen.queryByRole('dialog', { name: 'Note 1' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to note 1 in the text' });
    expect(container.querySelector(back.getAttribute('href')!)?.getAttribute('aria-label')).toBe('Note 1');
  });
});
