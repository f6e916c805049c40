import { describe, expect, it } from 'vitest';
import type { PopularBook } from '../api/get-popular-books';
import { fillPopularStrip } from './popular-books-section';

const book = (title: string): PopularBook => ({
  _id: title,
  title,
  author: 'Someone',
  coverImage: null,
  coverThumb: null,
  category: 'Fiction',
});

describe('fillPopularStrip', () => {
  it('always shows four books, topping the server answer up with placeholders', () => {
    expect(fillPopularStrip(undefined)).toHaveLength(4);
    const strip = fillPopularStrip([book('One'), book('Two')]);
    expect(strip.map((entry) => entry.title).slice(0, 2)).toEqual(['One', 'Two']);
    expect(strip).toHaveLength(4);
  });

  it('keeps only the first four server books and never repeats a placeholder title', () => {
    const many = ['A', 'B', 'C', 'D', 'E'].map(book);
    expect(fillPopularStrip(many).map((entry) => entry.title)).toEqual(['A', 'B', 'C', 'D']);
    const strip = fillPopularStrip([book('Walden')]);
    expect(strip.filter((entry) => entry.title === 'Walden')).toHaveLength(1);
  });
});
