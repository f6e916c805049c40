import { describe, expect, it } from 'vitest';
import { placeOfSelection, rangeOfPlace } from './selection';

/**
 * Text blocks as the chapter document draws them (decision 049): inline marks as nested elements,
 * a note's mark as a button with no text (its label is drawn by CSS), blocks inside table cells.
 */
function chapter() {
  const root = document.createElement('div');
  root.innerHTML =
    '<p data-paragraph="0">Water is H<sub>2</sub>O, see <a href="https://example.com"><em>the</em> chart</a>.' +
    '<button type="button" aria-label="Note 1" data-label="1"></button> Then more.</p>' +
    '<section><table><tbody><tr><th scope="row"><p data-paragraph="1">Arden</p></th>' +
    '<td><p data-paragraph="2">Salt cod</p></td></tr></tbody></table></section>';
  document.body.append(root);
  return root;
}

function select(start: [Node, number], end: [Node, number]) {
  const range = document.createRange();
  range.setStart(...start);
  range.setEnd(...end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

describe('a selection as a place in the chapter', () => {
  it('counts offsets across a subscript, a link and a note’s mark with no text', () => {
    const root = chapter();
    const paragraph = root.querySelector('[data-paragraph="0"]')!;
    const text = paragraph.textContent!;
    const sub = paragraph.querySelector('sub')!.firstChild!;
    const chart = paragraph.querySelector('a')!.lastChild!;
    expect(placeOfSelection(select([sub, 0], [chart, 6]), root)).toEqual({
      paragraph: 0,
      start: text.indexOf('2O'),
      end: text.indexOf('chart') + 5,
      quote: '2O, see the chart',
    });
    // Across the note's mark: the mark adds nothing to the text.
    const after = paragraph.lastChild!;
    expect(placeOfSelection(select([chart, 0], [after, 5]), root)?.quote).toBe('chart. Then');
    expect(
      rangeOfPlace(paragraph as HTMLElement, text.indexOf('H2O'), text.indexOf('H2O') + 3)?.toString(),
    ).toBe('H2O');
    root.remove();
  });

  it('finds a place in a table cell', () => {
    const root = chapter();
    const cell = root.querySelector('[data-paragraph="2"]')!;
    expect(placeOfSelection(select([cell.firstChild!, 5], [cell.firstChild!, 8]), root)).toEqual({
      paragraph: 2,
      start: 5,
      end: 8,
      quote: 'cod',
    });
    // A selection from a row's header into the next cell keeps its part in the header.
    const head = root.querySelector('[data-paragraph="1"]')!;
    expect(placeOfSelection(select([head.firstChild!, 0], [cell.firstChild!, 4]), root)?.quote).toBe('Arden');
    root.remove();
  });
});
