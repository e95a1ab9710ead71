// Words a player reads (src-renderer/src/words): the engines' sentences with the seats' names instead of "Player N",
// the verb agreeing with the seat named "You", no instance ids; a run of moves the player could not see told as one
// line; the setup a match is played with.
import { describe, expect, it } from 'vitest';
import { logLine, playerWords, told } from '@renderer/words/log';
import { plural, possessive, says, verb } from '@renderer/words/players';
import { hiddenMoves, stepLines } from '@renderer/words/moves';
import { matchTitle, setupOf } from '@renderer/words/setup';
import { rushModule } from '@main/games/rush/module';
import { ruckusModule } from '@main/games/ruckus/module';
import type { GameInfo } from '@shared/contract';

const names = ['You', 'Anders', 'Bea'];

describe('an engine sentence in a player\'s words', () => {
  it('names the seats and makes the verb agree with "You" as a subject', () => {
    expect(playerWords('Player 1 buys T-26, cost 1.', names)).toBe('You buy T-26, cost 1.');
    expect(playerWords('Player 2 buys T-26, cost 1.', names)).toBe('Anders buys T-26, cost 1.');
    expect(playerWords('Player 1 is the last army standing and wins War Chest.', names)).toBe('You are the last army standing and win War Chest.');
    expect(playerWords('Player 1 has the most.', names)).toBe('You have the most.');
    expect(playerWords('Player 1 passes.', names)).toBe('You pass.');
    expect(playerWords('Player 1 carries on.', names)).toBe('You carry on.');
    expect(playerWords('Player 1 removes Grunt from the game and puts an Upgrade card on top of the draw pile.', names))
      .toBe('You remove Grunt from the game and put an Upgrade card on top of the draw pile.');
  });

  it('keeps the verb when "you" is not its subject, and writes "you" inside a sentence', () => {
    expect(playerWords('2 damage to Player 1 has nowhere to go and is ignored.', names)).toBe('2 damage to you has nowhere to go and is ignored.');
    expect(playerWords('Player 2 deals 4 to every other player; Player 1 deals 1 to Player 2.', names)).toBe('Anders deals 4 to every other player; you deal 1 to Anders.');
    expect(playerWords('Stage 1: Player 1 vs Player 2; Player 3 vs Player 4.', ['You', 'Anders', 'Bea', 'Cy'])).toBe('Stage 1: You vs Anders; Bea vs Cy.');
    expect(playerWords('The 1st Player Token passes to Player 1.', names)).toBe('The 1st Player Token passes to you.');
  });

  it('writes "Your" and "your" for the seat named "You", and a name\'s possessive for the others', () => {
    expect(playerWords("Player 1's Grunt takes 1 damage.", names)).toBe('Your Grunt takes 1 damage.');
    expect(playerWords("Player 2's Grunt takes 1 damage.", names)).toBe("Anders's Grunt takes 1 damage.");
    expect(playerWords('Player 1 places AMX 38 (v78) on defence of Base of player 1 (p1-base3).', names)).toBe('You place AMX 38 on defence of your base 3.');
    expect(playerWords('M36 Jackson (v38) leaves the defence of Base of player 2 (p2-base3) for the depot.', names)).toBe("M36 Jackson leaves the defence of Anders's base 3 for the depot.");
  });

  it('leaves out instance ids and rewrites the engine\'s odd phrases', () => {
    expect(playerWords('Player 3 plays Research 1 of Technicians (p3-b5).', names)).toBe('Bea plays Research 1 of Technicians.');
    expect(playerWords('Player 1 plays the "zero" ability of AMX 38 (v78).', names)).toBe('You play AMX 38 without using an ability, to defend a base.');
    expect(playerWords('Player 1 takes 1 medal of france (0 two-medal cards).', names)).toBe('You take 1 medal of France (1 one-medal card).');
    expect(playerWords('Player 2 takes 3 medals of ussr (1 two-medal card).', names)).toBe('Anders takes 3 medals of the USSR (1 two-medal card and 1 one-medal card).');
    expect(playerWords("Player 1's turn 4: lays out 3 cards.", names)).toBe('Turn 4: You lay out 3 cards.');
    expect(playerWords('Attack p2-base1 with T-26 (v1)', names)).toBe("Attack Anders's base 1 with T-26");
    expect(playerWords('Place M3 Stuart (v27) on defence of p1-base2', names)).toBe('Place M3 Stuart on defence of your base 2');
  });

  it('writes a count of one in the singular, and leaves other counts alone', () => {
    const names = ['You', 'Anders'];
    expect(playerWords('Player 2 discards 1 cards left in hand after holding cards back.', names)).toBe('Anders discards 1 card left in hand after holding cards back.');
    expect(playerWords('Player 1 heals 1 hearts of Grunt.', names)).toBe('You heal 1 heart of Grunt.');
    expect(playerWords('Player 2 discards 11 cards and 21 tokens.', names)).toBe('Anders discards 11 cards and 21 tokens.');
    expect(playerWords('Player 2 draws 2.1 cards.', names)).toBe('Anders draws 2.1 cards.');
  });

  it('leaves a seat it does not know as it is, and keeps a line\'s rulebook passage', () => {
    expect(playerWords('Player 7 wins.', names)).toBe('Player 7 wins.');
    expect(logLine({ text: 'Player 2 draws 5 cards.', cites: 'Player 1 draws.' }, names)).toEqual({ text: 'Anders draws 5 cards.', cites: 'Player 1 draws.' });
    expect(logLine({ text: 'Setup.' }, names)).toEqual({ text: 'Setup.' });
  });

  it('conjugates for "You" only', () => {
    expect(plural('is')).toBe('are');
    expect(plural('goes')).toBe('go');
    expect(plural('reaches')).toBe('reach');
    expect(verb('Ann', 'has')).toBe('has');
    expect(verb('You', 'has')).toBe('have');
    expect(says('You', 'wins')).toBe('You win');
    expect(possessive('You')).toBe('Your');
    expect(possessive('You', false)).toBe('your');
    expect(possessive('Ann')).toBe("Ann's");
  });
});

describe('the moves since your last move', () => {
  const step = (seq: number, player: number | null, text: string, extra: { hidden?: boolean; kind?: string } = {}) => ({ seq, actionCount: seq, player, text, ...extra });

  it('groups a run of one player\'s hidden moves for one decision into one line that says what they were for', () => {
    const lines = stepLines([
      step(1, 1, 'Player 2 draws 5 cards.'),
      ...[2, 3, 4, 5, 6].map((n) => step(n, 1, 'made a move you cannot see yet', { hidden: true, kind: 'formation' })),
      step(7, 2, 'made a move you cannot see yet', { hidden: true, kind: 'formation' }),
      step(8, 1, 'Choose Player 1'),
    ], names);
    expect(lines.map((l) => [l.player, l.text, l.count])).toEqual([
      [1, 'Anders draws 5 cards.', 1],
      [1, 'made 5 moves you cannot see yet: setting up a formation behind the screen', 5],
      [2, 'made a move you cannot see yet: setting up a formation behind the screen', 1],
      [1, 'Choose you', 1],
    ]);
    expect(lines[1]!.actionCount).toBe(6);
  });

  it('does not join hidden moves of different decisions, nor across a seen move', () => {
    const lines = stepLines([
      step(1, 1, 'x', { hidden: true, kind: 'draft' }),
      step(2, 1, 'x', { hidden: true, kind: 'formation' }),
      step(3, 1, 'Pass'),
      step(4, 1, 'x', { hidden: true, kind: 'formation' }),
    ], names);
    expect(lines.map((l) => l.count)).toEqual([1, 1, 1, 1]);
    expect(hiddenMoves(2)).toBe('made 2 moves you cannot see yet');
  });
});

describe('the setup a match is played with', () => {
  const games: GameInfo[] = [
    { id: 'ruckus', name: 'Ruckus', minPlayers: 2, maxPlayers: 4, setups: (ruckusModule.setupChoices ?? []).map((c) => ({ id: c.id, name: c.name, description: c.description, options: { ...c.options }, ...(c.players ? { players: [...c.players] } : {}) })) },
    { id: 'rush', name: 'World of Tanks: Rush', minPlayers: 2, maxPlayers: 5, setups: (rushModule.setupChoices ?? []).map((c) => ({ id: c.id, name: c.name, description: c.description, options: { ...c.options } })) },
  ];

  it('finds the setup by its options and names it beside the game', () => {
    expect(setupOf(games, 'ruckus', { setup: 'pure', players: 2 })?.name).toBe('Pure Guild');
    expect(matchTitle(games, 'ruckus', { setup: 'tournament', players: 4 })).toBe('Ruckus · Draft Tournament setup');
    expect(matchTitle(games, 'rush', {})).toBe('World of Tanks: Rush');
    expect(setupOf(games, 'ruckus', { setup: 'nonesuch' })).toBeNull();
  });
});

describe('a message of the engines in a player\'s words', () => {
  it('tells a log line, a choice or a step by its message, not by rewriting its neutral text', () => {
    const params = { by: { seat: 0 }, card: 'T-26', cost: 1 };
    const shown = logLine({ text: 'Player 1 buys T-26 (v3), cost 1.', msg: 'rush.buy', params, cites: 'passage' }, names);
    expect(shown).toEqual({ text: 'You buy T-26, cost 1.', cites: 'passage' });
    expect(logLine({ text: 'unused', msg: 'rush.buy', params: { ...params, by: { seat: 1 } } }, names).text).toBe('Anders buys T-26, cost 1.');
    expect(told('unused', { msg: 'rush.buy', params: { ...params, by: { seat: 2 } } }, names)).toBe('Bea buys T-26, cost 1.');
    // Without a message (an older save, an AI's reason), the neutral sentence is rewritten.
    expect(told('Player 1 buys T-26, cost 1.', undefined, names)).toBe('You buy T-26, cost 1.');
    expect(logLine({ text: 'Player 2 buys T-26, cost 1.' }, names).text).toBe('Anders buys T-26, cost 1.');
  });

  it('tells a step by its message in the list of moves since the player\'s last', () => {
    const lines = stepLines([{ seq: 1, actionCount: 4, player: 1, text: 'unused', words: { msg: 'rush.buy', params: { by: { seat: 1 }, card: 'T-26', cost: 1 } } }], names);
    expect(lines.map((l) => l.text)).toEqual(['Anders buys T-26, cost 1.']);
  });
});
