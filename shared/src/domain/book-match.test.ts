import { describe, expect, it } from 'vitest';
import { bookMatchKey } from './book-match.ts';

const key = (title: string, author: string) => bookMatchKey({ title, author });

describe('bookMatchKey', () => {
  it('matches what members type differently for the same book', () => {
    const hobbit = key('The Hobbit', 'J.R.R. Tolkien');
    expect(hobbit).not.toBeNull();
    expect(key('the hobbit', 'Tolkien')).toBe(hobbit);
    expect(key('Hobbit: or There and Back Again', 'J. R. R. Tolkien')).toBe(hobbit);
    expect(key('The Hobbit (75th Anniversary Edition)', 'Tolkien, J.R.R.')).toBe(hobbit);
    expect(key('THE HOBBIT - A Graphic Novel', 'tolkien')).toBe(hobbit);
    expect(key('  The  Hobbit!  ', 'J.R.R. Tolkien')).toBe(hobbit);
  });

  it('folds accents, apostrophes and "&"', () => {
    expect(key('Les Misérables', 'Victor Hugo')).toBe(key('LES MISERABLES', 'Hugo, Victor'));
    expect(key("Harry Potter and the Philosopher's Stone", 'J.K. Rowling')).toBe(
      key('Harry Potter and the Philosophers Stone', 'Rowling'),
    );
    expect(key('Pride & Prejudice', 'Jane Austen')).toBe(key('Pride and Prejudice', 'Austen'));
    expect(key('Cien años de soledad', 'Gabriel García Márquez')).toBe(
      key('Cien anos de soledad', 'Márquez, Gabriel García'),
    );
    expect(key('Why We Can’t Wait', 'Martin Luther King Jr.')).toBe(key("Why We Can't Wait", 'King'));
  });

  it('tells different books apart', () => {
    const hobbit = key('The Hobbit', 'J.R.R. Tolkien');
    expect(key('The Silmarillion', 'J.R.R. Tolkien')).not.toBe(hobbit);
    expect(key('The Hobbit', 'Someone Else')).not.toBe(hobbit);
    expect(key('Hobbit Stories', 'Tolkien')).not.toBe(hobbit);
    // "The" goes only when a title has more to it: "The" alone is still a title.
    expect(key('The', 'Author')).toBe('the|author');
  });

  it('gives no key when there is nothing to match on', () => {
    expect(key('!!!', 'Tolkien')).toBeNull();
    expect(key('The Hobbit', '—')).toBeNull();
  });

  it('keeps long titles within a partition key', () => {
    const long = key('Ω'.repeat(5000), 'Author');
    expect(long?.length).toBeLessThan(700);
  });
});
