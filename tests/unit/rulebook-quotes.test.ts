// The rulebook passages the engines quote (Rush's `CITE`, Ruckus's `RULE_TEXT`, shown in the log and in refusals) are
// the rulebooks' own words, and each Ruckus quotation names the part of the rulebook it comes from. The rulebooks are
// the specification and live beside the repository (`../shared/rulebooks/`, see ARCHITECTURE.md), not in it; set
// SKIRMISH_RULEBOOKS to their folder when they are elsewhere. Without them these tests are skipped, and say so.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_TEXT } from '@main/games/ruckus/rules';
import { CITE } from '@main/games/rush/rules';

function rulebooksDir(): string | null {
  const given = process.env['SKIRMISH_RULEBOOKS'];
  if (given) return existsSync(given) ? given : null;
  // The repository's parent, or a parent further up for a checkout kept in a subfolder (a git worktree).
  for (let dir = resolve('..'); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'rulebooks');
    if (existsSync(join(candidate, 'ruckus.txt'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}
const dir = rulebooksDir();
if (!dir) console.warn('rulebook-quotes.test.ts: skipped, the rulebooks were not found (../shared/rulebooks or SKIRMISH_RULEBOOKS)');

/** Case, spacing, quote marks, punctuation and the rulebook's parenthetical asides do not count. */
const plain = (text: string): string => text.replace(/\([^)]*\)/g, ' ').replace(/[’‘“”"']/g, '').replace(/[.,;:!?•]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether every part of a quotation (parts split at "...") is in the book, in order. */
function quotedFrom(book: string, quotation: string): boolean {
  let at = 0;
  for (const part of quotation.split('...').map(plain).filter(Boolean)) {
    const found = book.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return true;
}

/**
 * Rush quotations that join or abridge the rulebook's sentences without marking the cut with "...": they are still
 * quotations of the right passage, but not word for word. Listed so that a new drift fails and a fixed one is noticed.
 */
const RUSH_ABRIDGED = ['buy', 'endTrigger', 'hangarOut', 'noMedal', 'refresh'];

describe.skipIf(!dir)('rulebook quotations (needs the rulebooks: ../shared/rulebooks or SKIRMISH_RULEBOOKS)', () => {
  const read = (file: string): string => readFileSync(join(dir!, file), 'utf8');

  it('every Rush quotation is the rulebook\'s text, apart from the listed abridgements', () => {
    const book = plain(read('world-of-tanks-rush.txt'));
    // "I." and "III." name the turn's step the passage belongs to (the book puts them in its headings), "1)" the
    // numbered list it belongs to.
    const off = Object.entries(CITE).filter(([, q]) => !quotedFrom(book, q.replace(/^((I|II|III)\.|\d+\)) /, ''))).map(([key]) => key);
    expect(off.sort()).toEqual(RUSH_ABRIDGED);
    expect(Object.keys(CITE).length).toBeGreaterThan(20);
  });

  it('every Ruckus quotation is the rulebook\'s text, under the heading or FAQ entry it names', () => {
    const text = read('ruckus.txt');
    const book = plain(text);
    const lines = text.split('\n').map(plain);
    const wrong: string[] = [];
    for (const [key, passage] of Object.entries(RULE_TEXT)) {
      const quotes = [...passage.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
      if (quotes.length === 0 || !quotes.every((q) => quotedFrom(book, q))) { wrong.push(`${key}: not the rulebook's words`); continue; }
      // The label before the quotation ('Draw and Formation Phase', 'FAQ Bandit') is the heading above the passage,
      // or the entry the passage opens with (the FAQ's and the keywords' entries start with their name).
      const label = plain(passage.slice(0, passage.indexOf(':')).replace(/^FAQ /, ''));
      const opening = plain(quotes[0]!.split('...')[0]!);
      const under = lines.some((line, i) => line.includes(opening) && (line.startsWith(label) || lines.slice(Math.max(0, i - 40), i).some((l) => l.startsWith(label))));
      if (!under) wrong.push(`${key}: not found under '${label}'`);
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(RULE_TEXT).length).toBeGreaterThan(40);
  });

  it('a changed word in a quotation is caught', () => {
    const book = plain(read('ruckus.txt'));
    expect(quotedFrom(book, 'draw 5 cards from the top of this deck into their hand')).toBe(true);
    expect(quotedFrom(book, 'draw 5 cards from the bottom of this deck into their hand')).toBe(false);
    // Parts out of order are not a quotation either.
    expect(quotedFrom(book, 'into their hand ... draw 5 cards from the top of this deck')).toBe(false);
  });
});
