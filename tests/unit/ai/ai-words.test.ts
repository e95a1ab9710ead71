// The AI's account of a move as messages (src-shared/games/ai-words.ts): each option's reason is the game's words on
// the move followed by how it fared in the search, both as messages whose neutral telling is the advice's own
// sentence; the "why" and hint summaries name seats and the move by messages, told with the players' names.
import { describe, expect, it } from 'vitest';
import type { AiAdvice } from '@shared/contract';
import { CATALOGUES, neutral } from '@shared/games/catalogues';
import { type Message, tell } from '@shared/games/words';
import { Rng } from '@main/engine/rng';
import { decide, difficulties } from '@main/ai/difficulty';
import { rushGame } from '@main/games/rush/game';
import { whySummary, whyWords } from '@main/services/ai-main-service';

/** A message's words, failing on an id no catalogue has (tell would print the id and its parameters). */
function told(m: Message, names: readonly string[]): string {
  const text = tell(CATALOGUES, m, names);
  expect(text, m.msg).not.toContain(m.msg);
  return text;
}

describe('the AI\'s reasons as messages', () => {
  it('gives every option of a played decision a reason whose messages tell the reason and note it carries', () => {
    let notes = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const rng = new Rng(seed);
      const s = rushGame.setup({ players: 2 }, seed);
      for (let k = 0; k < 12 && !rushGame.outcome(s); k++) {
        const player = rushGame.pending(s)[0]!.player;
        const legal = rushGame.legalActions(s, player);
        const decision = rushGame.pending(s)[0]!;
        const { action, advice } = decide({ game: rushGame, player, decision, legal, view: () => rushGame.view(s, player), rng }, { ...difficulties.easy, iterations: 60 });
        for (const o of [...advice.options, ...(advice.chosen ? [advice.chosen] : [])]) {
          expect(o.note).toBe(o.noteWords.map((m) => ` ${neutral(m)}`).join(''));
          expect(o.reason).toBe(`${neutral(o.why)}${o.note}`);
          for (const m of [o.why, ...o.noteWords]) told(m, ['You', 'Anders']);
          notes += o.noteWords.length;
        }
        expect(rushGame.step(s, player, action)).toBeNull();
      }
    }
    expect(notes, 'some options were compared with the move played').toBeGreaterThan(0);
  });
});

const buy = (card: string): Message => ({ msg: 'rush.act.buy', params: { card } });
const option = (words: Message, visitShare: number, winChance: number, rank: number, visits: number): AiAdvice['options'][number] =>
  ({ action: { type: 'buy', card: 'v1' }, description: neutral(words), words, visitShare, winChance, rank, visits });

describe('the "why" and hint summaries as messages', () => {
  const first = option(buy('T-34'), 0.6, 0.58, 1, 600);
  const second = option(buy('Panzer II'), 0.3, 0.52, 2, 300);
  const advice = (over: Partial<AiAdvice>): AiAdvice => ({ matchId: 'm', player: 1, options: [first, second], iterations: 1000, elapsedMs: 5, source: 'search', ...over });

  it('names the seat that played and the move it played, with the search\'s figures and a level\'s deliberate weakness', () => {
    const played = advice({ chosen: second, noise: { level: 'normal', weaker: 0.25 } });
    expect(whySummary(played, ['You', 'Anders'])).toBe('Anders played “Buy Panzer II from the reserve”, its search\'s 2nd choice (30% of 1,000 playouts, estimated win chance 52%). Normal picks a weaker move on purpose: at this decision 1 time in 4. This time it did.');
    expect(whySummary(advice({ chosen: first }), ['You', 'Anders'])).toBe('Anders played “Buy T-34 from the reserve”, the move its search tried most (60% of 1,000 playouts, estimated win chance 58%).');
    // The seat's name comes from the reader's names; a seat named "You" agrees with its verb.
    expect(whySummary({ ...played, player: 0 }, ['You', 'Anders'])).toMatch(/^You played “Buy Panzer II/);
    expect(whyWords(played).every((m) => m.msg.startsWith('ai.'))).toBe(true);
  });

  it('does not name a move the reader cannot see, nor a move of a search that ran out of time', () => {
    expect(whySummary(advice({ hiddenMove: true }), ['You', 'Anders'])).toBe('Anders made a move you cannot see yet.');
    expect(whySummary(advice({ source: 'fallback', options: [] }), ['You', 'Anders'])).toBe('Anders\'s search ran out of time; the quick rule-of-thumb choice stood in.');
    expect(whySummary(advice({ source: 'fallback', options: [], chosen: first }), ['Bea', 'You'])).toBe('You played “Buy T-34 from the reserve”: the search ran out of time, so this is the quick rule-of-thumb choice.');
  });

  it('tells an option\'s nested move with the seats\' names', () => {
    const attack: Message = { msg: 'rush.act.fire', params: { card: 'T-34', target: 'base', targetOwner: { seat: 0 }, targetBase: 2 } };
    const played = advice({ chosen: option(attack, 1, 0.7, 1, 0), options: [option(attack, 1, 0.7, 1, 0)] });
    expect(whySummary(played, ['You', 'Anders'])).toBe('Anders played “Attack your base 2 with T-34”, the only move open to it (estimated win chance 70%).');
    expect(whySummary(played, ['Bea', 'Anders'])).toBe('Anders played “Attack Bea\'s base 2 with T-34”, the only move open to it (estimated win chance 70%).');
  });

  it('tells the hint\'s first choice for the seat that asked', () => {
    const hint: Message = { msg: 'ai.hint-first', params: { for: { seat: 1 }, move: buy('T-34'), share: 60, iterations: 1000, chance: 58 } };
    expect(told(hint, ['Anders', 'You'])).toBe('The search\'s first choice for you: “Buy T-34 from the reserve” (60% of 1,000 playouts, estimated win chance 58%).');
    expect(told(hint, ['Anders', 'Bea'])).toBe('The search\'s first choice for Bea: “Buy T-34 from the reserve” (60% of 1,000 playouts, estimated win chance 58%).');
  });
});
