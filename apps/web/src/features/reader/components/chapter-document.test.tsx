import { type ChapterDoc, chapterDocSchema, docFromText, textBlocks } from '@quire/shared/chapter-doc';
import { readerParagraphs } from '@quire/shared/chapter-text';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
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
              attrs: { id: 'th2', colspan: 2, rowspan: 1, align: 'right' },
              content: [p('thp2', text('Days'))],
            },
          ],
        },
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              attrs: { id: 'td0', colspan: 1, rowspan: 1 },
              content: [p('tdp0', text('North'))],
            },
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
    {
      type: 'blockquote',
      attrs: { id: 'q' },
      content: [
        p('qp', text('The sea gives. Write to '), {
          ...text('the keeper'),
          marks: [{ type: 'link', attrs: { href: 'mailto:keeper@example.com' } }],
        }),
      ],
    },
    { type: 'horizontalRule', attrs: { id: 'hr' } },
    {
      type: 'verse',
      attrs: { id: 'v' },
      content: [
        text('Line one'),
        { type: 'hardBreak' },
        text('line two'),
        { type: 'footnoteReference', attrs: { note: 'n1', label: '1' } },
      ],
    },
    { type: 'codeBlock', attrs: { id: 'c' }, content: [text('let tide = 3;')] },
    {
      type: 'figure',
      attrs: {
        id: 'f',
        src: '/api/images/0b7c3f4e-2a51-4f7e-9a39-0c9f2b1d6e11',
        alt: 'A map of the coast',
        width: 1200,
        height: 600,
      },
      content: [text('The coast in 1820')],
    },
    {
      type: 'footnote',
      attrs: { id: 'n1', label: '1' },
      content: [
        p('np', text('The footnote explains the coastline.')),
        p('np2', text('See '), {
          ...text('the survey'),
          marks: [{ type: 'link', attrs: { href: 'https://example.com/survey' } }],
        }),
      ],
    },
  ],
});

const shownTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-paragraph]')]
    .sort((a, b) => Number(a.getAttribute('data-paragraph')) - Number(b.getAttribute('data-paragraph')))
    .map((element) => element.textContent);

describe('ChapterDocument', () => {
  beforeAll(() => {
    // jsdom lays nothing out, so it has no scrolling to do.
    Element.prototype.scrollIntoView ??= () => undefined;
  });

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
    expect(container.querySelectorAll('th')).toHaveLength(3);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('blockquote')?.textContent).toBe('The sea gives. Write to the keeper');
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
    fireEvent.click(screen.getAllByRole('button', { name: 'Note 1' })[0]!);
    const note = screen.getByRole('dialog', { name: 'Note 1' });
    expect(within(note).getByText('The footnote explains the coastline.')).toBeTruthy();
    // Drawn as in the chapter (its link works), but outside the chapter's coordinates.
    expect(within(note).getByRole('link', { name: 'the survey' }).getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );
    expect(note.querySelector('[data-paragraph], [id*="ref-"], [id*="note-"]')).toBeNull();
    expect(shownTexts(container)).toEqual(textBlocks(rich).map((block) => block.text));
    fireEvent.click(within(note).getByRole('button', { name: 'Back to the text' }));
    expect(screen.queryByRole('dialog', { name: 'Note 1' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to note 1 in the text' });
    expect(container.querySelector(back.getAttribute('href')!)?.getAttribute('aria-label')).toBe('Note 1');
  });

  it('heads a table’s columns from its header row and its rows from their header cells', () => {
    const { container } = render(
      <ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />,
    );
    const table = screen.getByRole('region', { name: 'Table' });
    expect(table.getAttribute('tabindex')).toBe('0');
    const heads = [...container.querySelectorAll('thead th')];
    expect(heads.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Port', 'col'],
      ['Days', 'col'],
    ]);
    expect(heads[1]?.getAttribute('colspan')).toBe('2');
    expect(heads[1]?.className).toContain('text-right');
    const rowHead = container.querySelector('tbody th');
    expect([rowHead?.textContent, rowHead?.getAttribute('scope')]).toEqual(['North', 'row']);
    expect(container.querySelector('tbody td')?.hasAttribute('scope')).toBe(false);
  });

  it('leaves an e-mail link as it is', () => {
    render(<ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />);
    const mail = screen.getByRole('link', { name: 'the keeper' });
    expect(mail.getAttribute('href')).toBe('mailto:keeper@example.com');
    expect(mail.hasAttribute('target')).toBe(false);
  });

  it('draws a note’s mark with no text of its own, and leads back to its first mark only', () => {
    const { container } = render(
      <ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />,
    );
    const marks = screen.getAllByRole('button', { name: 'Note 1' });
    expect(marks).toHaveLength(2);
    for (const mark of marks) {
      expect(mark.textContent).toBe('');
      expect(mark.getAttribute('data-label')).toBe('1');
    }
    expect(marks.filter((mark) => mark.id)).toHaveLength(1);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const back = screen.getByRole('link', { name: 'Back to note 1 in the text' });
    expect(container.querySelector(back.getAttribute('href')!)).toBe(marks[0]);
    fireEvent.click(back);
    expect(document.activeElement).toBe(marks[0]);
  });

  it('closes a note on a click elsewhere, and shows it among the chapter’s notes', () => {
    render(<ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Note 1' })[1]!);
    expect(screen.getByRole('dialog', { name: 'Note 1' })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog', { name: 'Note 1' })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Note 1' })[0]!);
    const note = screen.getByRole('dialog', { name: 'Note 1' });
    // Escape is taken (not passed on to the reader, which would close), wherever the focus is.
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(false);
    expect(note.isConnected).toBe(false);

    fireEvent.click(screen.getAllByRole('button', { name: 'Note 1' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: "Show in the chapter's notes" }));
    expect(screen.queryByRole('dialog', { name: 'Note 1' })).toBeNull();
    expect(document.activeElement?.textContent).toContain('The footnote explains the coastline.');
  });

  it('enlarges a figure in a dialog that Escape closes', () => {
    render(<ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} />);
    const figure = screen.getByRole('button', { name: 'Enlarge image: A map of the coast' });
    expect(within(figure).getByRole('img').getAttribute('loading')).toBe('lazy');
    // Its box is sized before the image loads, in the image's proportions.
    expect(figure.getAttribute('style')).toContain('aspect-ratio: 1200 / 600');
    fireEvent.click(figure);
    const zoom = screen.getByRole('dialog', { name: 'Image: A map of the coast' });
    expect(within(zoom).getByRole('img', { name: 'A map of the coast' })).toBeTruthy();
    expect(fireEvent.keyDown(zoom, { key: 'Escape' })).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Image: A map of the coast' })).toBeNull();
  });

  it('draws a highlight in a code block and a caption', () => {
    const blocks = textBlocks(rich);
    const code = blocks.findIndex((block) => block.id === 'c');
    const caption = blocks.findIndex((block) => block.id === 'f');
    const marks: ParagraphMarks = new Map([
      [code, [{ id: 'c', start: 4, end: 8, color: 'blue', label: 'Blue highlight' }]],
      [caption, [{ id: 'f', start: 4, end: 9, color: 'yellow', label: 'Yellow highlight' }]],
    ]);
    const { container } = render(
      <ChapterDocument doc={rich} fontFamily="serif" justify={false} textRef={null} marks={marks} />,
    );
    expect(container.querySelector('pre code mark')?.textContent).toBe('tide');
    expect(container.querySelector('figcaption mark')?.textContent).toBe('coast');
    expect(shownTexts(container)).toEqual(blocks.map((block) => block.text));
  });
});
