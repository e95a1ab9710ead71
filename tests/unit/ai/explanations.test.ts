// "Why did the AI do that" tells the truth: the move actually played, the options in the order and with the figures
// the pick used, a level's deliberate weakness with its real odds, and reasons that belong to each option.
import { describe, expect, it } from 'vitest';
import { decide, difficulties, heuristicBot, pickChances, pickWithNoise, withIterations, type Difficulty } from '@main/ai/difficulty';
import { adviceFrom, levelName, oneIn, ordinal, type Advice } from '@main/ai/hints';
import type { SearchOption, SearchResult } from '@main/ai/ismcts';
import { draftCoach } from '@main/ai/games/ruckus-coach';
import { ruckusAi } from '@main/ai/games/ruckus-ai';
import { neutral as ruckusWhy } from '@shared/games/catalogues';
import { rushAi } from '@main/ai/games/rush-ai';
import { neutral as rushWhy } from '@shared/games/catalogues';
import type { AnyGame, PlayerId } from '@main/engine/game';
import { Rng } from '@main/engine/rng';
import { gameModule } from '@main/games';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { F } from '@main/games/ruckus/state';
import type { RuckusAction } from '@main/games/ruckus/actions';
import { playSteps } from '@main/ai/simulate';

interface Point { state: unknown; player: PlayerId; kind: string; legal: unknown[] }

/** Decisions with at least `min` options met in a seeded 2-player game played by the heuristic bot. */
function decisions(gameId: string, seed: number, opts: { setup?: string; min?: number; max?: number; upTo?: number } = {}): { game: AnyGame; points: Point[] } {
  const game = gameModule(gameId)!.game;
  const { steps } = playSteps(game, { ...(gameId === 'ruckus' ? { setup: opts.setup ?? 'basic' } : {}), players: 2 }, seed, heuristicBot, opts.upTo ?? 400);
  const points = steps.map((s) => ({ state: s.state, player: s.player, kind: game.pending(s.state).find((d) => d.player === s.player)!.kind, legal: game.legalActions(s.state, s.player) }))
    .filter((p) => p.legal.length >= (opts.min ?? 2)).slice(0, opts.max ?? Infinity);
  return { game, points };
}

function decideAt(game: AnyGame, p: Point, level: Difficulty, seed: number, top = 3): { action: unknown; advice: Advice<unknown> } {
  const view = game.view(p.state, p.player);
  return decide({ game, player: p.player, decision: { player: p.player, kind: p.kind }, legal: p.legal, rng: new Rng(seed), view: () => view }, level, { adviceTop: top });
}

const level = (name: 'easy' | 'normal' | 'hard', gameId: string): Difficulty => withIterations(difficulties[name], gameId === 'ruckus' ? 150 : 400);

describe('why did the AI do that: the move played and the figures it used', () => {
  it('names the move actually played and ranks the options as the pick did, with shares that add up', () => {
    for (const gameId of ['rush', 'ruckus']) {
      const { game, points } = decisions(gameId, 5, { min: 3, max: 8 });
      expect(points.length).toBe(8);
      for (const name of ['easy', 'normal', 'hard'] as const) {
        points.forEach((p, i) => {
          const { action, advice } = decideAt(game, p, level(name, gameId), 100 + i, Infinity);
          const chosen = advice.chosen!;
          expect(chosen.action).toBe(action);
          expect(advice.options.find((o) => o.action === action)).toBe(chosen);
          // The order is the pick's: by the visits it counted (Easy's rule-of-thumb credit included), rank 1, 2, 3...
          expect(advice.options.map((o) => o.rank)).toEqual(advice.options.map((_, k) => k + 1));
          const visits = advice.options.map((o) => o.visits);
          expect(visits).toEqual([...visits].sort((a, b) => b - a));
          const total = visits.reduce((a, b) => a + b, 0);
          for (const o of advice.options) expect(o.visitShare).toBeCloseTo(o.visits / total, 12);
          if (name === 'hard') {
            expect(chosen.rank).toBe(1);
            expect(advice.noise).toBeUndefined();
          }
          if (chosen.rank > 1) expect(chosen.reason).toContain(`${levelName(name)} picks a weaker move on purpose`);
          // An option shown below the move played with a higher estimate says why it still ranks lower.
          for (const o of advice.options) {
            if (o.rank > chosen.rank && Math.round(o.winChance * 100) > Math.round(chosen.winChance * 100)) {
              expect(o.reason).toMatch(o.visits < chosen.visits ? /too few to rely on/ : /Tied with the move played/);
            }
          }
        });
      }
    }
  });

  it('always lists the move played among the three options shown, at its own rank', () => {
    const { game, points } = decisions('rush', 9, { min: 6, max: 1 });
    const p = points[0]!;
    const view = game.view(p.state, p.player);
    const options = p.legal.slice(0, 6).map((action, i): SearchOption<unknown> => ({ action, key: String(i), visits: 60 - i * 10, share: 0, meanReward: 0.5 - i * 0.02 }));
    const result: SearchResult<unknown> = { iterations: 210, stoppedBy: 'iterations', nodes: 1, best: options[0]!.action, options };
    const advice = adviceFrom(result, game, rushAi, view, p.player, options[4]!.action, 3, { level: difficulties.easy });
    expect(advice.options.map((o) => o.rank)).toEqual([1, 2, 5]);
    expect(advice.options[2]).toBe(advice.chosen);
    expect(advice.chosen!.action).toBe(options[4]!.action);
    expect(advice.chosen!.visits).toBe(20);
    expect(advice.chosen!.reason).toContain('This time it played its 5th choice.');
  });

  it('Easy and Normal: a pick below the first choice says so, "1 time in N" taken from the real pick weights', () => {
    for (const name of ['easy', 'normal'] as const) {
      const lvl = level(name, 'rush');
      const { game, points } = decisions('rush', 3, { min: 3, max: 60 });
      // The first decision (in game order) where the level played below its first choice; later ones are not searched.
      let found: { p: Point; action: unknown; advice: Advice<unknown> } | undefined;
      for (let i = 0; i < points.length && !found; i++) {
        const x = { p: points[i]!, ...decideAt(game, points[i]!, lvl, 500 + i, Infinity) };
        if (x.advice.chosen!.rank > 1) found = x;
      }
      expect(found, `a ${name} pick below its first choice`).toBeDefined();
      const { advice } = found!;
      const options = advice.options.map((o, i): SearchOption<unknown> => ({ action: o.action, key: String(i), visits: o.visits, share: o.visitShare, meanReward: o.winChance }));
      const chances = pickChances(options, lvl);
      advice.options.forEach((o, i) => expect(o.pickChance).toBeCloseTo(chances[i]!, 12));
      expect(advice.noise).toEqual({ level: name, weaker: expect.closeTo(1 - chances[0]!, 12) });
      const chosen = advice.chosen!;
      expect(chosen.reason).toContain(`${levelName(name)} picks a weaker move on purpose: at this decision ${oneIn(advice.noise!.weaker)}. This time it played its ${ordinal(chosen.rank)} choice.`);
      // The odds the text quotes are the odds the pick draws from.
      const rng = new Rng(11);
      let weaker = 0;
      for (let k = 0; k < 20_000; k++) if (pickWithNoise(options, lvl, rng) !== options[0]!.action) weaker++;
      expect(weaker / 20_000).toBeCloseTo(advice.noise!.weaker, 1);
    }
  });

  it('words the odds as players read them', () => {
    expect(oneIn(0.25)).toBe('1 time in 4');
    expect(oneIn(0.34)).toBe('1 time in 3');
    expect(oneIn(0.5)).toBe('1 time in 2');
    expect(oneIn(0.83)).toBe('5 times in 6');
    expect(oneIn(0.67)).toBe('2 times in 3');
    expect(oneIn(0.01)).toBe('less than 1 time in 50');
    expect(oneIn(0.99)).toBe('nearly every time');
    expect(levelName('easy:iterations=50')).toBe('Easy');
    expect([1, 2, 3, 4, 11, 12, 21].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '21st']);
  });
});

describe('reasons belong to their option', () => {
  it('Ruckus: each target of a prompt gets its own reason, naming it; none says "the target that matters most"', () => {
    let prompts = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { game, points } = decisions('ruckus', seed, { min: 2 });
      for (const p of points) {
        const view = game.view(p.state, p.player);
        const reasons = (p.legal as RuckusAction[]).map((a) => ruckusWhy(ruckusAi.explain(a, view as never, p.legal as RuckusAction[])));
        for (const r of reasons) expect(r).not.toContain('the target that matters most');
        const choices = (p.legal as RuckusAction[]).filter((a) => a.type === 'choose');
        if (choices.length < 2) continue;
        prompts++;
        const texts = choices.map((a) => ruckusWhy(ruckusAi.explain(a, view as never, p.legal as RuckusAction[])));
        expect(new Set(texts).size, texts.join(' | ')).toBe(choices.length);
        choices.forEach((a, i) => {
          const target = (a as { option: string }).option;
          if (!/^p\d$/.test(target)) expect(texts[i]).toContain(game.describe(a, p.state).replace(/^Choose /, ''));
        });
      }
    }
    expect(prompts).toBeGreaterThan(0);
  });

  it('Ruckus: where damage is put says whether that unit survives or falls, as the rules then have it', () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4]) {
      const { game, points } = decisions('ruckus', seed, { min: 2 });
      for (const p of points) {
        const assigns = (p.legal as RuckusAction[]).filter((a) => a.type === 'assign') as { type: 'assign'; unit: string }[];
        for (const a of assigns) {
          const after = game.clone(p.state) as { seats: { army: { id: string; flags: number }[] }[] };
          expect(game.step(after, p.player, a)).toBeNull();
          const u = after.seats[p.player]!.army.find((x) => x.id === a.unit);
          const fell = !u || (u.flags & F.DEFEATED) !== 0;
          const reason = ruckusWhy(ruckusAi.explain(a, game.view(p.state, p.player) as never, p.legal as RuckusAction[]));
          expect(reason, reason).toMatch(fell ? /: it falls, and Player \d's army loses/ : /it survives with \d+ hearts? left/);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('Rush: an attack says whether it destroys or damages its target, as the rules then have it; purchases name their own vehicle and cost', () => {
    let attacks = 0, buys = 0;
    for (const seed of [2, 3, 4, 5]) {
      const { game, points } = decisions('rush', seed, { min: 2 });
      for (const p of points) {
        const view = game.view(p.state, p.player) as Parameters<typeof rushAi.explain>[1];
        const legal = p.legal as Parameters<typeof rushAi.explain>[0][];
        const texts = legal.map((a) => rushWhy(rushAi.explain(a, view, legal)));
        legal.forEach((a, i) => {
          if (a.type === 'fire' || a.type === 'assault') {
            const before = JSON.stringify((game.view(p.state, p.player) as { bases: unknown }).bases);
            const after = game.clone(p.state);
            expect(game.step(after, p.player, a)).toBeNull();
            const target = (a as { target: string }).target;
            const stillThere = JSON.stringify((game.view(after, p.player) as { bases: unknown }).bases).includes(`"${target}"`);
            expect(before).toContain(`"${target}"`);
            expect(texts[i], texts[i]).toMatch(stillThere ? /^Damages / : /^Destroys /);
            attacks++;
          }
          if (a.type === 'buy') {
            const name = game.describe(a, p.state).replace(/^Buy (.+) from the reserve$/, '$1');
            expect(texts[i]).toContain(`Buys the ${name} (`);
            buys++;
          }
          if (a.type === 'end' && legal.some((x) => x.type === 'buy')) expect(texts[i]).toContain('passing up a purchase');
        });
        const buyTexts = legal.filter((a) => a.type === 'buy').map((a) => rushWhy(rushAi.explain(a, view, legal)));
        const distinctCards = new Set(legal.filter((a) => a.type === 'buy').map((a) => game.describe(a, p.state))).size;
        expect(new Set(buyTexts).size).toBe(distinctCards);
      }
    }
    expect(attacks).toBeGreaterThan(3);
    expect(buys).toBeGreaterThan(10);
  });
});

describe('draft reasons', () => {
  /** A Ruckus Draft position where the AI seat picks from the open pool. */
  function draftPick() {
    const { game, points } = decisions('ruckus', 4, { setup: 'draft', min: 3, max: 1 });
    const p = points[0]!;
    expect(p.kind).toBe('draft');
    return { game, p, view: game.view(p.state, p.player) };
  }
  const result = (options: { action: unknown; visits: number; meanReward: number }[]): SearchResult<unknown> => {
    const total = options.reduce((n, o) => n + o.visits, 0);
    return { iterations: total, stoppedBy: 'iterations', nodes: 1, best: options[0]!.action, options: options.map((o, i) => ({ ...o, key: String(i), share: o.visits / total })) };
  };

  it('a pick taken below an option that scored higher says why it was taken', () => {
    const { game, p, view } = draftPick();
    const [a, b, c] = p.legal;
    const advice = adviceFrom(result([{ action: a, visits: 150, meanReward: 0.67 }, { action: c, visits: 30, meanReward: 0.6 }, { action: b, visits: 12, meanReward: 0.84 }]), game, ruckusAi, view, p.player, a);
    const chosen = advice.chosen!;
    expect(chosen.reason).toMatch(/^Take .+: [+-]\d+\.\d% win chance for \d points?/);
    expect(chosen.reason).toContain('An option listed here scored higher (84%) but in only 12 playouts against 150 for this one: too few to rely on.');
    expect(advice.options[2]!.reason).toContain('Its estimate is higher (84% against 67% for the move played) but rests on 12 playouts against 150');
    // At a level that plays weaker moves on purpose, a pick below the first choice says that instead.
    const noisy = adviceFrom(result([{ action: b, visits: 90, meanReward: 0.6 }, { action: a, visits: 80, meanReward: 0.58 }]), game, ruckusAi, view, p.player, a, 3, { level: difficulties.normal });
    expect(noisy.chosen!.reason).toMatch(/Normal picks a weaker move on purpose: at this decision \d+ times? in \d+\. This time it played its 2nd choice\./);
    expect(noisy.options[0]!.reason).toContain('The search preferred it (90 playouts against 80');
  });

  it('the draft coach says why a unit ranks below one that shows less value a point', () => {
    const units = (defaultCardSet as { units: { id: string; name: string; guild: string; level: unknown }[] }).units;
    const id = (name: string): string => units.find((u) => u.name === name)!.id;
    const candidates = units.filter((u) => u.guild === 'fighters' && u.level !== 'S' && u.id !== id('Jerry')).map((u) => u.id);
    const advice = draftCoach(defaultCardSet as never, 'fighters', [id('Jerry')], candidates);
    const larry = advice.findIndex((x) => x.card === id("Jerry's Uncle Larry"));
    const below = advice.slice(larry + 1).filter((x) => x.valuePerPoint > advice[larry]!.valuePerPoint);
    expect(below.length).toBeGreaterThan(0);
    for (const x of below) expect(x.reason).toMatch(/Ranked below .+, which shows less a point \(\d+\.\d against \d+\.\d\) but fits the army better/);
    expect(advice[0]!.reason).toContain('Ranked first');
    const reasons = advice.map((x) => x.reason);
    expect(new Set(reasons).size).toBe(reasons.length);
  });
});
