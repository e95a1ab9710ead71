// World of Tanks: Rush refusals and the AI's reasons in words: the engine refuses an action with a message of its
// catalogue ('rush.no.<key>', the RuleError's `words`) and its `message` is that message told with neutral names; the
// AI gives each option's reason as a message ('rush.why.<key>'). Random actions tried at many positions of random
// games, and the rejections of the scenario files, check that every refusal is catalogued and reads without falling
// back to the raw message or naming an instance id; every reason for every legal action is checked the same way, and
// a reason about the deciding seat's own things reads "your" for a seat named "You" and "Anders's" for Anders.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleError } from '@shared/contract/errors';
import { CATALOGUES, neutral } from '@shared/games/catalogues';
import { RUSH_WORDS } from '@shared/games/rush-words';
import { isSeat, tell, type Message } from '@shared/games/words';
import { rushAi } from '@main/ai/games/rush-ai';
import { Rng } from '@main/engine/rng';
import { ScenarioFile, runScenario } from '@main/engine/scenario';
import type { AnyGame } from '@main/engine/game';
import { defaultCardSet } from '@main/games/rush/default-set';
import { rushModule } from '@main/games/rush/module';
import { rushGame } from '@main/games/rush/game';
import type { RushAction, RushState, RushView } from '@main/games/rush/state';

const INSTANCE_ID = /\b(v\d+|p\d+-b\d+|p\d+-base\d+|m[12]-[a-z]+-\d+)\b/;
const NAMES = ['You', 'Anders', 'Bea', 'Cid', 'Dana'];
const keyOf = (msg: string): string => msg.slice('rush.'.length);
const catalogued = (msg: string): boolean => msg.startsWith('rush.') && Object.prototype.hasOwnProperty.call(RUSH_WORDS, keyOf(msg));
const say = (m: Message, names: readonly string[]): string => tell(CATALOGUES, m, names);

const TYPES = ['buy', 'pay', 'ability', 'defend', 'finish', 'research', 'repair', 'repair-done', 'assault', 'sabotage', 'declare', 'fire', 'hold', 'medals', 'discard', 'end'];

/** A well-formed action of `type` with random cards of the game (and now and then a card of no game, or a wrong field). */
function randomAction(type: string, ids: readonly string[], rng: Rng): unknown {
  const card = (): string => (rng.float() < 0.03 ? 'v999' : rng.pick(ids));
  const small = (): number => rng.int(5) - 1;
  switch (type) {
    case 'ability': return { type, card: card(), ability: small() };
    case 'defend': return { type, card: card(), base: card() };
    case 'assault': return { type, target: card() };
    case 'fire': return { type, card: card(), target: card() };
    case 'medals': return { type, doubles: small() };
    case 'repair-done': case 'end': return { type };
    default: return { type, card: card() };
  }
}

/** Malformed actions: each shape error the parser knows. */
const MALFORMED: unknown[] = [
  null, 'end', [], { type: 'fly' }, { card: 'v1' }, { type: 'buy' }, { type: 'buy', card: 'v1', extra: 1 },
  { type: 'ability', card: 'v1', ability: 0.5 }, { type: 'medals', doubles: '1' }, { type: 'buy', card: 7 }, { type: 'buy', card: 'v999' },
  { type: 'fire', card: 'v1', target: 'p9-base1' },
];

/** Tries random and malformed actions by every seat and a seat of no game on copies of positions of random games. */
function collectRefusals(players: number, seed: number, out: RuleError[]): void {
  const state = rushGame.setup({ players }, seed);
  const ids = rushGame.cards.ids;
  const rng = new Rng(seed * 7919);
  const attempt = (player: number, action: unknown): void => {
    const copy = rushGame.clone(state);
    const error = rushGame.step(copy, player, action as RushAction);
    if (error) out.push(error);
  };
  for (let i = 0; i < 20_000 && !rushGame.outcome(state); i++) {
    const d = rng.pick(rushGame.pending(state));
    if (i % 3 === 0) {
      for (const type of TYPES) for (let k = 0; k < 3; k++) attempt(k === 2 ? rng.int(players) : d.player, randomAction(type, ids, rng));
      if (i % 30 === 0) {
        for (const action of MALFORMED) attempt(d.player, action);
        attempt(players, { type: 'end' });
        attempt(-1, { type: 'end' });
      }
    }
    const legal = rushGame.legalActions(state, d.player);
    expect(rushGame.step(state, d.player, rng.pick(legal))).toBeNull();
  }
  expect(rushGame.outcome(state)).not.toBeNull();
  for (const type of TYPES) attempt(0, randomAction(type, ids, rng));
}

/** The refusals of every scenario file's reject steps (and any other refusal their steps meet). */
function scenarioRefusals(out: RuleError[]): void {
  const dir = join(import.meta.dirname, '../../scenarios/rush');
  const collecting = (rules: AnyGame): AnyGame => ({
    ...rules,
    step(s: RushState, player: number, action: RushAction, log?: unknown[]) {
      const error = rules.step(s, player, action, log as never);
      if (error) out.push(error);
      return error;
    },
  }) as AnyGame;
  const game = collecting(rushGame);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const scenario = ScenarioFile.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(runScenario(game, rushModule.scenarios, scenario).passed, file).toBe(true);
  }
  // A rule only a user card set reaches (as in custom-set-rules.test.ts): a T-44 with Research 3 then Reinforcement 1.
  const set = structuredClone(defaultCardSet);
  set.vehicles.find((v) => v.id === 'ussr-t-44')!.abilities = [{ kind: 'research', n: 3 }, { kind: 'reinforcement', n: 1 }];
  const custom = ScenarioFile.parse({
    name: 'research-then-defend', game: 'rush', players: 2, seed: 1, options: { cardSet: set },
    position: {
      players: [{ hand: ['ussr-t-44', 'p1-b1'], hangar: ['p1-b2'] }, { hand: ['p2-b1'] }],
      reserve: ['usa-m2-light-tank', 'germany-panzer-iii', 'france-renault-d1', 'usa-t95'],
    },
    steps: [
      { act: { player: 0, action: { type: 'ability', card: 'v10', ability: 0 } } },
      { act: { player: 0, action: { type: 'research', card: 'v56' } } },
      { reject: { player: 0, action: { type: 'defend', card: 'v10', base: 'p1-base1' }, rule: 'defend-researched' } },
    ],
  });
  const customModule = rushModule.withCardSet(set);
  expect(runScenario(collecting(customModule.game), customModule.scenarios, custom).failures).toEqual([]);
}

/** The source of the Rush rules: every module of src-main/games/rush (abilities included). */
function rushRulesSource(): string {
  const dir = join(import.meta.dirname, '../../../src-main/games/rush');
  return readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.ts')).sort().map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
}

/** Every (rule id, message key) pair the engine's source can refuse with. */
function sourcePairs(): { rule: string; key: string }[] {
  const source = rushRulesSource();
  return [...source.matchAll(/\brefusal\('([a-z0-9-]+)', 'rush\.(no\.[a-z0-9-]+)'/g)].map((m) => ({ rule: m[1]!, key: m[2]! }));
}

const GAMES: [number, number][] = [[2, 1], [2, 4], [3, 2], [4, 3], [5, 5]];
let refusals: RuleError[] = [];
let fromScenarios: RuleError[] = [];
beforeAll(() => {
  refusals = [];
  for (const [players, seed] of GAMES) collectRefusals(players, seed, refusals);
  fromScenarios = [];
  scenarioRefusals(fromScenarios);
}, 120_000);

describe('World of Tanks: Rush refusals in words', () => {
  it('every refusal call of the engine names a rule and a key its catalogue holds, and every refusal key is used', () => {
    const pairs = sourcePairs();
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    for (const { key } of pairs) expect(Object.keys(RUSH_WORDS), key).toContain(key);
    const used = new Set(pairs.map((p) => p.key));
    expect(Object.keys(RUSH_WORDS).filter((k) => k.startsWith('no.') && !used.has(k))).toEqual([]);
  });

  it('every refusal met in random games and scenarios carries catalogued words, and its message is their sentence', () => {
    const all = [...refusals, ...fromScenarios];
    expect(refusals.length).toBeGreaterThan(5_000);
    expect(fromScenarios.length).toBeGreaterThan(20);
    const distinct = new Map<string, RuleError>();
    for (const e of all) {
      expect(e.kind).toBe('rule');
      expect(e.words, `${e.rule}: ${e.message}`).toBeDefined();
      distinct.set(JSON.stringify([e.rule, e.words]), e);
    }
    for (const e of distinct.values()) {
      const words = e.words!;
      expect(catalogued(words.msg), words.msg).toBe(true);
      expect(words.msg.startsWith('rush.no.'), words.msg).toBe(true);
      expect(e.message).toBe(neutral(words));
      for (const text of [e.message, say(words, NAMES)]) {
        expect(text.startsWith(`${words.msg} `), text).toBe(false);
        expect(text, text).not.toMatch(INSTANCE_ID);
        expect(text, text).toMatch(/^\S.*[.]$/);
      }
      // With the players' names no seat is "Player N" (a seat number of no game is quoted as given).
      if (words.msg !== 'rush.no.no-such-player') expect(say(words, NAMES), say(words, NAMES)).not.toMatch(/\bplayer \d\b/i);
    }
  });

  it('meets the refusals of every rule id the engine can return, and most of the messages', () => {
    const pairs = sourcePairs();
    const all = [...refusals, ...fromScenarios];
    const rules = new Set(all.map((e) => e.rule));
    expect([...new Set(pairs.map((p) => p.rule))].filter((r) => !rules.has(r)).sort()).toEqual([]);
    const keys = new Set(all.map((e) => keyOf(e.words!.msg)));
    const missed = [...new Set(pairs.map((p) => p.key))].filter((k) => !keys.has(k)).sort();
    // 'Nothing to decide' answers a phase with no decision: every phase has one, so no position reaches it.
    expect(missed).toEqual(['no.nothing-to-decide']);
  });

  it('tells a refusal with the players\' names: seats by name, cards and bases by name, the rulebook quoted', () => {
    expect(neutral({ msg: 'rush.no.not-your-turn', params: { seat: { seat: 1 } } })).toBe("It is Player 2's turn.");
    expect(say({ msg: 'rush.no.not-your-turn', params: { seat: { seat: 1 } } }, NAMES)).toBe("It is Anders's turn.");
    expect(say({ msg: 'rush.no.card-not-in-hand', params: { cardOwner: { seat: 1 }, cardBase: 2 } }, NAMES)).toBe("Anders's base 2 is not in your hand.");
    expect(say({ msg: 'rush.no.card-not-in-hand', params: { card: 'T-26' } }, NAMES)).toBe('T-26 is not in your hand.');
    expect(neutral({ msg: 'rush.no.medals-doubles', params: { max: 1 } })).toBe('You may take 0 to 1 two-medal cards.');
    expect(neutral({ msg: 'rush.no.action-fields', params: { type: 'fire', fields: ['card', 'target'] } })).toBe("A 'fire' action has exactly the fields type, card, target.");
    expect(neutral({ msg: 'rush.no.base-card-unplayable', params: {} })).toMatch(/^Cards of destroyed bases that come into hand cannot be played in any way/);
    // The refusal of a real step: the message is made when read, the same as the words told with neutral names.
    const s = rushGame.setup({ players: 2 }, 4);
    const error = rushGame.step(s, 1 - s.current, { type: 'end' })!;
    expect(error.rule).toBe('not-your-turn');
    expect(error.words).toEqual({ msg: 'rush.no.not-your-turn', params: { seat: { seat: s.current } } });
    expect(error.message).toBe(`It is Player ${s.current + 1}'s turn.`);
    expect(JSON.parse(JSON.stringify(error))).toEqual({ kind: 'rule', rule: 'not-your-turn', words: error.words, message: error.message });
  });
});

describe('the Rush AI\'s reasons in words', () => {
  interface Reason { message: Message; me: number; players: number }
  let reasons: Reason[] = [];
  beforeAll(() => {
    reasons = [];
    for (const [players, seed] of GAMES) {
      const state = rushGame.setup({ players }, seed + 100);
      const rng = new Rng(seed + 100);
      for (let i = 0; i < 20_000 && !rushGame.outcome(state); i++) {
        const d = rng.pick(rushGame.pending(state));
        const legal = rushGame.legalActions(state, d.player);
        if (i % 2 === 0 || legal.some((a) => a.type === 'fire' || a.type === 'assault' || a.type === 'repair')) {
          const view = rushGame.view(state, d.player) as RushView;
          for (const a of legal) reasons.push({ message: rushAi.explain(a, view, legal), me: d.player, players });
        }
        expect(rushGame.step(state, d.player, rng.pick(legal))).toBeNull();
      }
    }
  }, 120_000);

  it('gives every legal action a catalogued reason that reads without fallback, ids or "Player N" when names are known', () => {
    expect(reasons.length).toBeGreaterThan(2_000);
    const keys = new Set<string>();
    const seen = new Set<string>();
    for (const r of reasons) {
      const json = JSON.stringify(r.message);
      if (seen.has(json)) continue;
      seen.add(json);
      expect(catalogued(r.message.msg), r.message.msg).toBe(true);
      expect(r.message.msg.startsWith('rush.why.'), r.message.msg).toBe(true);
      keys.add(keyOf(r.message.msg));
      for (const text of [neutral(r.message, r.players), say(r.message, NAMES)]) {
        expect(text.startsWith(`${r.message.msg} `), text).toBe(false);
        expect(text, text).not.toMatch(INSTANCE_ID);
        expect(text, text).toMatch(/^[A-Z].+\.$/);
        expect(text, text).not.toMatch(/\bof player \d\b|undefined|NaN|\[object/);
        expect(text, text).not.toMatch(/(^|[^\d.])1 (cards|resources|medals|vehicles|opponents|two-medal cards|one-medal cards)\b/);
      }
      expect(say(r.message, NAMES), say(r.message, NAMES)).not.toMatch(/\bPlayer \d\b/);
    }
    // The random games reach most kinds of reason; the rest are told in the last test below.
    expect(keys.size, [...keys].join(', ')).toBeGreaterThanOrEqual(16);
    const rare = ['why.hold', 'why.strike', 'why.move', 'why.medals-doubles', 'why.medals-ones', 'why.medals-last', 'why.medals-left'];
    expect(Object.keys(RUSH_WORDS).filter((k) => k.startsWith('why.') && !keys.has(k) && !rare.includes(k))).toEqual([]);
  });

  it('a reason about the deciding seat\'s own things says "your" to a seat named "You" and "Anders\'s" when it is Anders', () => {
    let own = 0;
    const seen = new Set<string>();
    for (const r of reasons) {
      const me = r.message.params.me;
      if (!isSeat(me)) continue;
      expect(me.seat).toBe(r.me);
      const json = JSON.stringify(r.message);
      if (seen.has(json)) continue;
      seen.add(json);
      const others = ['Bea', 'Cid', 'Dana', 'Eve', 'Finn'].filter((_, k) => k < r.players);
      const named = (mine: string): string[] => others.map((name, k) => (k === r.me ? mine : name));
      const asYou = say(r.message, named('You'));
      const asAnders = say(r.message, named('Anders'));
      expect(asAnders, asAnders).not.toMatch(/\byour?\b/i);
      if (/\bAnders's (depot|bases|hand|squad|next hand)\b/.test(asAnders)) {
        expect(asYou, asYou).toMatch(/\byour (depot|bases|hand|squad|next hand)\b/);
        own++;
      }
      // The same sentence but for the seat's words.
      expect(asYou.replace(/\b[Yy]our\b/g, "Anders's").replace(/\byou\b/g, 'Anders')).toBe(asAnders);
    }
    expect(own).toBeGreaterThan(50);
  });

  it('names the owner of an opponent\'s base as a seat: "your base" only for a reader who owns it', () => {
    const end = rushAi.explain({ type: 'end' }, rushGame.view(rushGame.setup({ players: 2 }, 4), 0) as RushView, []);
    expect(end.msg).toBe('rush.why.end');
    const destroy: Message = { msg: 'rush.why.destroy-base', params: { owner: { seat: 0 }, card: 'T-26', medals: 3, gained: 0, me: { seat: 1 } } };
    expect(say(destroy, ['You', 'Anders'])).toBe("Destroys your base with the T-26: the base card joins Anders's squad, worth 3 medals.");
    expect(say(destroy, ['Bea', 'You'])).toBe("Destroys Bea's base with the T-26: the base card joins your squad, worth 3 medals.");
    expect(neutral({ msg: 'rush.why.repair', params: { cardOwner: { seat: 0 }, cardBase: 2, resources: 1, me: { seat: 0 } } }, 2))
      .toBe("Sends Player 1's base 2 from Player 1's depot to the graveyard: one card fewer in the squad, so the others come into hand more often, though its 1 resource is gone for good.");
    const why = (key: string, params: Message['params']): string => say({ msg: `rush.why.${key}`, params }, NAMES);
    expect(why('hold', { card: 'T-26' })).toBe('The T-26 has no target it can attack left: it goes to the depot.');
    expect(why('strike', { targetOwner: { seat: 1 }, targetBase: 3 })).toBe("Assaults Anders's base 3.");
    expect(why('strike', { target: 'M3 Stuart', card: 'T-26' })).toBe('Attacks the M3 Stuart with the T-26.');
    expect(why('move', { move: { msg: 'rush.act.end', params: {} } })).toBe('End the turn.');
    expect(why('medals-doubles', { doubles: 1 })).toMatch(/^Takes 1 two-medal card: /);
    expect(why('medals-ones', {})).toBe('Takes one-medal cards.');
    expect(why('medals-last', { deck: 'Soviet medals' })).toBe('Takes the last one-medal cards of the Soviet medals deck: the game ends when the round is complete.');
    expect(why('medals-left', { deck: 'Soviet medals', left: 1 })).toBe('Takes one-medal cards: the same medals, and the Soviet medals deck is down to 1 one-medal card (the last one ends the game).');
    expect(say({ msg: 'rush.why.declare', params: { card: 'T-26', strength: 1, nation: 'ussr', alsoPay: 1 } }, NAMES))
      .toBe('Declares the T-26 (strength 1) for the attack: only Soviet vehicles can join it. It cannot also pay 1 resource this turn.');
  });

  it('reads the figures of reasons saved before they were named in words (cls, str, arm, res) as the new names', () => {
    const pairs: [Message['params'], Message['params']][] = [
      [{ card: 'T-26', strength: 2, nation: 'ussr' }, { card: 'T-26', str: 2, nation: 'ussr' }],
      [{ card: 'T-26', armour: 3, owner: { seat: 0 }, damaged: false, me: { seat: 0 } }, { card: 'T-26', arm: 3, owner: { seat: 0 }, damaged: false, me: { seat: 0 } }],
      [{ card: 'T-26', resources: 2, me: { seat: 0 } }, { card: 'T-26', res: 2, me: { seat: 0 } }],
    ];
    const keys = ['declare', 'defend', 'repair'];
    pairs.forEach(([now, saved], i) => {
      const text = say({ msg: `rush.why.${keys[i]}`, params: now }, NAMES);
      expect(text).toMatch(/\b[23]\b/);
      expect(say({ msg: `rush.why.${keys[i]}`, params: saved }, NAMES)).toBe(text);
    });
  });
});
