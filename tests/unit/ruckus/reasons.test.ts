// Ruckus reasons in words: the AI's reason for every option ('ruckus.why.<key>', src-main/ai/games/ruckus-explain.ts and
// ruckus-army.ts) and the draft coach's ('ruckus.coach.<key>') are messages of the Ruckus catalogue
// (src-shared/games/ruckus-reasons.ts), told with the players' names: the deciding seat's own things read "your" for
// the player named "You" and "Anders's" for Anders, never a "Player N" or a card id, never a raw message.
import { describe, expect, it } from 'vitest';
import { Rng } from '@main/engine/rng';
import type { AnyGame } from '@main/engine/game';
import { ruckusAi } from '@main/ai/games/ruckus-ai';
import { chooseUpgrade, choosePureUpgrade } from '@main/ai/games/ruckus-army';
import { draftCoach } from '@main/ai/games/ruckus-coach';
import { ratingsFor } from '@main/ai/games/ruckus-values';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import type { RuckusAction } from '@main/games/ruckus/actions';
import { ruckusAnyGame } from '@main/games/ruckus/tournament';
import { UnitAdvice } from '@shared/contract/battle';
import { CATALOGUES, neutral } from '@shared/games/catalogues';
import { RUCKUS_WORDS } from '@shared/games/ruckus-words';
import { isMessage, isSeat, tell, type Message, type Param } from '@shared/games/words';

const game = ruckusAnyGame as AnyGame;
const CARD_ID = /\b[FTCNKVP]\d{1,2}\b/;
const catalogued = (msg: string): boolean => msg.startsWith('ruckus.') && Object.prototype.hasOwnProperty.call(RUCKUS_WORDS, msg.slice('ruckus.'.length));
const nested = (p: Param): Message[] => (isMessage(p) ? [p, ...Object.values(p.params).flatMap(nested)] : Array.isArray(p) ? (p as readonly Param[]).flatMap(nested) : []);
const OTHERS = ['Bea', 'Cid', 'Dee', 'Eve'];
const namesWith = (players: number, seat: number, name: string): string[] => OTHERS.slice(0, players).map((x, i) => (i === seat ? name : x));

interface Tally { reasons: number; own: number; keys: Set<string> }

/** Checks one reason of the deciding seat `seat` told for Anders and for You. */
function check(m: Message, players: number, seat: number, tally: Tally, where: string): void {
  expect(m.msg.startsWith('ruckus.why.'), `${where}: ${m.msg}`).toBe(true);
  for (const x of [m, ...Object.values(m.params).flatMap(nested)]) expect(catalogued(x.msg), `${where}: ${x.msg}`).toBe(true);
  // `by` is always the deciding seat (in a tournament, its seat in the tournament, not at its table).
  for (const x of [m, ...Object.values(m.params).flatMap(nested)]) if (isSeat(x.params.by)) expect(x.params.by.seat, where).toBe(seat);
  const anders = tell(CATALOGUES, m, namesWith(players, seat, 'Anders'));
  const you = tell(CATALOGUES, m, namesWith(players, seat, 'You'));
  for (const text of [anders, you]) {
    expect(text, where).not.toMatch(/ruckus\.|\{"/);
    expect(text, `${where}: ${text}`).not.toMatch(CARD_ID);
    expect(text, `${where}: ${text}`).not.toMatch(/\bPlayer \d\b|\bYou (has|is|takes|plays|wins)\b|\byou's\b/);
  }
  // Nothing is "yours" in words fixed by the catalogue: only the reader who is the seat reads "your".
  // (A card's own skill text, quoted, may say "your units": it is the card's.)
  if (m.params.skill === undefined || typeof m.params.skill === 'boolean') expect(anders, `${where}: ${anders}`).not.toMatch(/\b[Yy]our(self)?\b/);
  if (anders.includes("Anders's")) {
    tally.own++;
    expect(you, `${where}: ${you}`).toMatch(/\b[Yy]our\b/);
    expect(you).not.toContain('Anders');
    // Where Anders is named only as an owner, "your" stands in his place and nothing else changes.
    if (!anders.split("Anders's").join('').includes('Anders')) expect(you.toLowerCase()).toBe(anders.replace(/Anders's/g, 'your').toLowerCase());
  }
  tally.reasons++;
  tally.keys.add(m.msg);
}

function play(options: Record<string, unknown>, players: number, seed: number, tally: Tally, every = 3): void {
  const state = game.setup({ ...options, players }, seed);
  const rng = new Rng(seed * 13 + 5);
  for (let i = 0; i < 20_000 && !game.outcome(state); i++) {
    const d = rng.pick(game.pending(state));
    const legal = game.legalActions(state, d.player) as RuckusAction[];
    if (i % every === 0 || legal.some((a) => a.type === 'choose' || a.type === 'recruit' || a.type === 'upgrade')) {
      const view = game.view(state, d.player) as never;
      for (const a of legal.slice(0, 14)) check(ruckusAi.explain(a, view, legal), players, d.player, tally, `${JSON.stringify(options)} seed ${seed} step ${i}: ${JSON.stringify(a)}`);
    }
    expect(game.step(state, d.player, rng.pick(legal))).toBeNull();
  }
  expect(game.outcome(state)).not.toBeNull();
}

describe("the AI's Ruckus reasons in words", () => {
  it('every reason for every legal action, in random games of each setup and a Draft Tournament, tells with names without fallback', () => {
    const tally: Tally = { reasons: 0, own: 0, keys: new Set() };
    play({ setup: 'basic' }, 2, 1, tally);
    play({ setup: 'basic' }, 4, 2, tally, 5);
    play({ setup: 'advanced' }, 3, 3, tally, 4);
    play({ setup: 'draft' }, 2, 4, tally);
    play({ setup: 'pure' }, 3, 5, tally, 4);
    play({ setup: 'basic', speed: true }, 2, 7, tally);
    play({ setup: 'tournament' }, 4, 6, tally, 6);
    expect(tally.reasons).toBeGreaterThan(2000);
    // The deciding seat's own things (its draw pile, its army, its Upgrade deck) are named for that seat.
    expect(tally.own).toBeGreaterThan(20);
    expect(tally.keys.size, [...tally.keys].join(', ')).toBeGreaterThan(25);
  }, 180_000);

  it("names the deciding seat's draw pile as the reader's own only for that reader", () => {
    let found: { m: Message; seat: number } | null = null;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const s = game.setup({ setup: 'basic', players: 2 }, seed);
      const rng = new Rng(seed);
      for (let i = 0; i < 5000 && !found && !game.outcome(s); i++) {
        const d = rng.pick(game.pending(s));
        const legal = game.legalActions(s, d.player) as RuckusAction[];
        const recruit = legal.find((a) => a.type === 'recruit');
        if (recruit) found = { m: ruckusAi.explain(recruit, game.view(s, d.player) as never, legal), seat: d.player };
        else expect(game.step(s, d.player, rng.pick(legal))).toBeNull();
      }
    }
    expect(found).not.toBeNull();
    const { m, seat } = found!;
    expect(m.msg).toBe('ruckus.why.recruit');
    expect(tell(CATALOGUES, m, namesWith(2, seat, 'You'))).toMatch(/: the top card of your draw pile \(\d+ cards? left\)/);
    expect(tell(CATALOGUES, m, namesWith(2, seat, 'Anders'))).toMatch(/: the top card of Anders's draw pile \(\d+ cards? left\)/);
    expect(neutral(m)).toContain(`Player ${seat + 1}'s draw pile`);
  });
});

describe("the army planner's and the draft coach's reasons as messages", () => {
  const units = defaultCardSet.units;

  it('the coach gives each unit its reason as a message, told as its sentence, the first ranked as such', () => {
    for (const guild of ['fighters', 'thieves', 'clerics', 'necromancers'] as const) {
      const candidates = units.filter((u) => u.guild === guild && u.level !== 'S').map((u) => u.id);
      for (const picked of [[], candidates.slice(0, 3)]) {
        const advice = draftCoach(defaultCardSet, guild, picked, candidates.filter((c) => !picked.includes(c)));
        advice.forEach((a, i) => {
          expect(a.why.msg).toBe('ruckus.coach.unit');
          for (const m of [a.why, ...Object.values(a.why.params).flatMap(nested)]) expect(catalogued(m.msg), m.msg).toBe(true);
          const told = tell(CATALOGUES, a.why, []);
          expect(told).toBe(a.reason);
          expect(told).not.toMatch(/ruckus\.|\{"/);
          expect(told).not.toMatch(CARD_ID);
          expect(told.startsWith(`${units.find((u) => u.id === a.card)!.name}: `)).toBe(true);
          if (i === 0) expect((a.why.params.rank as Message).msg).toBe('ruckus.coach.first');
          // It crosses to the renderer with its message.
          expect(UnitAdvice.parse(JSON.parse(JSON.stringify(a)))).toEqual(a);
        });
      }
    }
    // A unit the points left cannot pay for says so, and has no rank note.
    const twos = units.filter((u) => u.guild === 'fighters' && u.level === 2).map((u) => u.id);
    const one = units.find((u) => u.guild === 'fighters' && u.level === 1)!.id;
    const [dear] = draftCoach(defaultCardSet, 'fighters', [...twos.slice(0, 5), one], [twos[5]!]);
    expect(dear!.why.params.rank).toBeUndefined();
    expect(dear!.reason).toMatch(/; costs 2 points, only 1 point left\.$/);
  });

  it("a pick's, an upgrade's and a Pure Guild deck's reason is a message; the seat's own deck is \"your\" for You", () => {
    const r = ratingsFor(defaultCardSet);
    const necro = units.filter((u) => u.guild === 'necromancers' && u.level !== 'S').map((u) => u.id);
    const pure = choosePureUpgrade(r, 'necromancers', necro, 1);
    expect(pure.why.msg).toBe('ruckus.why.pure-best');
    expect(pure.reason).toBe(neutral(pure.why));
    expect(pure.reason).toMatch(/into Player 2's own Upgrade deck: the strongest necromancers unit left/);
    expect(tell(CATALOGUES, pure.why, ['Anders', 'You'])).toMatch(/into your own Upgrade deck/);
    const trade = chooseUpgrade(r, 'necromancers', [{ remove: necro[0]!, card: necro[1]! }, { remove: necro[1]!, card: necro[0]! }], 0, 0);
    expect(trade.why.msg).toBe('ruckus.why.upgrade-trade');
    expect(tell(CATALOGUES, trade.why, ['You', 'Anders'])).toMatch(/ from your own Upgrade deck \(.+\): the best trade\.$/);
    expect(tell(CATALOGUES, trade.why, ['Anders', 'You'])).toMatch(/ from Anders's own Upgrade deck /);
    const none = chooseUpgrade(r, 'necromancers', [], 0);
    expect(none.reason).toBe('Do not upgrade: every unit in the discard pile is worth at least what an Upgrade card brings.');
    for (const c of [pure, trade, none]) expect(c.reason).not.toMatch(CARD_ID);
  });
});
