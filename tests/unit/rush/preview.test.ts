// The Rush previews (Game.preview, src-main/games/rush/preview.ts): the running score, what each shot and purchase
// would do, and the least-waste payment, including national resources and Summon credit as the engine defines them;
// every figure checked against what the rules then do, and no preview naming a hidden card.
import { describe, expect, it } from 'vitest';
import type { ScenarioFile } from '@main/engine/scenario';
import { runConformance } from '@main/engine/conformance';
import { rushModule } from '@main/games/rush/module';
import { rushGame } from '@main/games/rush/game';
import { rushScenariosOf } from '@main/games/rush/scenario';
import { rushPreview } from '@main/games/rush/preview';
import { PAY, PLAY, type RushState } from '@main/games/rush/state';
import { rushIllegalSamples } from '@main/games/rush/probes';
import type { RushAction, RushActionPreview } from '@shared/games/rush-view';

const c = rushGame.cards;
const rushScenarios = rushScenariosOf(rushGame);
const scenario = (players: number): ScenarioFile => ({ name: 'preview', game: 'rush', players, seed: 1, steps: [{ expect: {} }] });
function build(position: unknown, players = 2): RushState {
  const built = rushScenarios.position(position, scenario(players));
  if (!built.ok) throw new Error(built.issues.join('; '));
  return built.state;
}
/** The instance id of a vehicle by its card-set id ('ussr-t-26' -> 'v1'), or an instance id unchanged. */
const id = (x: string): string => (c.byId.has(x) ? x : c.ids[c.set.vehicles.findIndex((v) => v.id === x)]!);
const step = (s: RushState, player: number, action: RushAction): void => {
  const error = rushGame.step(s, player, action);
  if (error) throw new Error(`${JSON.stringify(action)}: ${error.rule}`);
};
function previewOf(s: RushState, player: number, match: (a: RushAction) => boolean): RushActionPreview | null {
  const legal = rushGame.legalActions(s, player) as RushAction[];
  const i = legal.findIndex(match);
  expect(i, 'the action is legal').toBeGreaterThanOrEqual(0);
  return rushPreview(rushGame, s, player, legal).actions[i]!;
}
const buyOf = (card: string) => (a: RushAction) => a.type === 'buy' && a.card === id(card);
const creditTotal = (s: RushState): number => s.credit.reduce((a, b) => a + b, 0);

/** Plays a buy and its suggested payment, returning the state after. */
function buyAndPay(s: RushState, card: string, pay: readonly string[]): RushState {
  step(s, 0, { type: 'buy', card: id(card) });
  for (const p of pay) step(s, 0, { type: 'pay', card: p });
  return s;
}

describe('running score', () => {
  it('counts the medals, destroyed bases and the achievements each player alone leads now', () => {
    const s = build({
      players: [
        { hand: ['p1-b1'], depot: ['m1-ussr-1', 'm2-usa-1', 'p2-base1'], hangar: ['ussr-kv-1'] },
        { hand: ['p2-b1'], depot: ['m1-germany-1'], bases: [null, { card: 'p2-base2' }, { card: 'p2-base3' }] },
      ],
      achievements: ['double-medals', 'destroyed-bases', 'heavy-tanks'],
    });
    const { score } = rushPreview(rushGame, s, 1, rushGame.legalActions(s, 1) as RushAction[]);
    expect(score[0]).toMatchObject({ medals: 3, baseCards: 1, baseMedals: 3, achievementMedals: 15, total: 21 });
    expect(score[0]!.achievements.sort()).toEqual(['destroyed-bases', 'double-medals', 'heavy-tanks']);
    expect(score[1]).toMatchObject({ medals: 1, baseCards: 0, achievements: [], total: 1 });
  });

  it('gives an achievement to nobody while the lead is shared', () => {
    const s = build({
      players: [{ hand: ['p1-b1'], depot: ['ussr-kv-1'] }, { hand: ['p2-b1'], depot: ['germany-tiger-ii'] }],
      achievements: ['heavy-tanks', 'light-tanks', 'medium-tanks'],
    });
    const { score } = rushPreview(rushGame, s, 0, rushGame.legalActions(s, 0) as RushAction[]);
    expect(score.map((r) => r.achievements)).toEqual([[], []]);
    expect(score.map((r) => r.total)).toEqual([0, 0]);
  });
});

describe('auto-pay: the payment that wastes the least', () => {
  it('pays exactly the cost with Engineers and a medal card before a tank, and the rules accept it without waste', () => {
    const s = build({
      players: [{ hand: ['ussr-t-46', 'p1-b1', 'p1-b2', 'm2-usa-1'] }, { hand: ['p2-b1'] }],
      reserve: ['ussr-t-50', 'germany-panzer-iii', 'usa-t95', 'france-renault-d1'],
    });
    const p = previewOf(s, 0, buyOf('ussr-t-50'));
    expect(p).toMatchObject({ kind: 'buy', cost: 3, creditUsed: 0, waste: 0 });
    const pay = (p as { autoPay: string[] }).autoPay;
    expect(pay).toHaveLength(2);
    expect(pay).toContain('m2-usa-1');
    expect(pay).not.toContain(id('ussr-t-46'));
    const after = buyAndPay(s, 'ussr-t-50', pay);
    expect(after.phase).toBe(PLAY);
    expect(after.depots[0]).toContain(String.fromCharCode(c.byId.get(id('ussr-t-50'))! + 0x100));
    expect(creditTotal(after)).toBe(0);
  });

  it('wastes the least when the cost cannot be met exactly, and says how much', () => {
    const s = build({
      players: [{ hand: ['m2-usa-1', 'm2-germany-1', 'ussr-t-46'] }, { hand: ['p2-b1'] }],
      reserve: ['ussr-t-50', 'germany-panzer-iii', 'usa-t95', 'france-renault-d1'],
    });
    const p = previewOf(s, 0, buyOf('ussr-t-50')) as { autoPay: string[]; waste: number };
    expect(p.waste).toBe(1);
    expect(p.autoPay).toHaveLength(2);
    const after = buyAndPay(s, 'ussr-t-50', p.autoPay);
    expect(after.phase).toBe(PLAY);
    expect(creditTotal(after)).toBe(1);
  });

  it('uses national resources only for their own nation, paying them first', () => {
    const s = build({
      players: [{ hand: ['ussr-a-44', 'p1-b1', 'p1-b2', 'p1-b3'] }, { hand: ['p2-b1'] }],
      reserve: ['ussr-t-34', 'germany-panzer-iii', 'usa-t95', 'france-renault-d1'],
    });
    const ussr = previewOf(s, 0, buyOf('ussr-t-34')) as { autoPay: string[]; waste: number };
    expect(ussr.waste).toBe(0);
    expect(ussr.autoPay[0]).toBe(id('ussr-a-44'));
    expect(ussr.autoPay).toHaveLength(2);
    const german = previewOf(s, 0, buyOf('germany-panzer-iii')) as { autoPay: string[]; waste: number };
    expect(german.autoPay).not.toContain(id('ussr-a-44'));
    expect(german.autoPay.sort()).toEqual(['p1-b1', 'p1-b2', 'p1-b3']);
    expect(buyAndPay(s, 'ussr-t-34', ussr.autoPay).phase).toBe(PLAY);
  });

  it('spends the turn\'s Summon credit first, and pays nothing when the credit covers the cost', () => {
    const s = build({
      players: [{ hand: ['p1-b1', 'p1-b2', 'm2-usa-1'] }, { hand: ['p2-b1'] }],
      reserve: ['ussr-t-50', 'ussr-t-26', 'usa-t95', 'france-renault-d1'],
      turn: { summon: true },
    });
    s.credit[0] = 2;
    const t50 = previewOf(s, 0, buyOf('ussr-t-50')) as { autoPay: string[]; waste: number; creditUsed: number };
    expect(t50).toMatchObject({ creditUsed: 2, waste: 0 });
    expect(t50.autoPay).toHaveLength(1);
    expect(['p1-b1', 'p1-b2']).toContain(t50.autoPay[0]);
    const t26 = previewOf(s, 0, buyOf('ussr-t-26')) as { autoPay: string[]; creditUsed: number };
    expect(t26).toMatchObject({ autoPay: [], creditUsed: 1 });
    const after = buyAndPay(s, 'ussr-t-50', t50.autoPay);
    expect(after.phase).toBe(PLAY);
    expect(creditTotal(after)).toBe(0);
  });

  it('suggests the rest of a purchase under way', () => {
    const s = build({
      players: [{ hand: ['p1-b1', 'p1-b2', 'p1-b3', 'm2-usa-1'] }, { hand: ['p2-b1'] }],
      reserve: ['ussr-t-34', 'germany-panzer-iii', 'usa-t95', 'france-renault-d1'],
    });
    step(s, 0, { type: 'buy', card: id('ussr-t-34') });
    step(s, 0, { type: 'pay', card: 'p1-b1' });
    expect(s.phase).toBe(PAY);
    const legal = rushGame.legalActions(s, 0) as RushAction[];
    const prev = rushPreview(rushGame, s, 0, legal);
    expect(prev.purchase).toMatchObject({ card: id('ussr-t-34'), cost: 4, paid: 1, owed: 3, waste: 0 });
    expect(prev.purchase!.autoPay).toHaveLength(2);
    expect(prev.purchase!.autoPay).toContain('m2-usa-1');
    const payM2 = prev.actions[legal.findIndex((a) => a.type === 'pay' && a.card === 'm2-usa-1')];
    expect(payM2).toEqual({ kind: 'pay', resources: 2, owedAfter: 1, waste: 0 });
  });
});

describe('shots', () => {
  const position = {
    players: [
      { hand: ['ussr-kv-1', 'ussr-t-26', 'germany-panzer-iii', 'ussr-kv-2'] },
      {
        hand: ['p2-b1'],
        bases: [{ card: 'p2-base1', damaged: true }, { card: 'p2-base2', defender: 'germany-panzer-iv' }, { card: 'p2-base3', defender: 'usa-m3-stuart', defenderDamaged: true }],
      },
    ],
  };

  it('a heavy tank destroys an undamaged base outright; a medium tank damages an armour-2 defender; a damaged defender is destroyed', () => {
    const s = build(position);
    step(s, 0, { type: 'declare', card: id('ussr-kv-1') });
    const fire = (card: string, target: string) => previewOf(s, 0, (a) => a.type === 'fire' && a.card === id(card) && a.target === id(target));
    expect(fire('ussr-kv-1', 'p2-base1')).toEqual({ kind: 'shot', by: 'fire', effect: 'destroys', medals: 0, nation: 'ussr', baseMedals: 3, lastBase: false });
    expect(fire('ussr-kv-1', 'germany-panzer-iv')).toMatchObject({ effect: 'destroys', medals: 1, nation: 'ussr', baseMedals: 0 });
    expect(fire('ussr-kv-1', 'usa-m3-stuart')).toMatchObject({ effect: 'destroys', medals: 1 });
    const t = build(position);
    step(t, 0, { type: 'declare', card: id('ussr-t-26') });
    expect(previewOf(t, 0, (a) => a.type === 'fire' && a.target === id('germany-panzer-iv'))).toMatchObject({ effect: 'damages', medals: 0 });
    // A light tank on an undamaged base only damages it; the preview matches what the rules then do.
    const u = build({ players: [{ ...position.players[0], depot: ['p2-base2', 'p2-base3'] }, { hand: ['p2-b1'], bases: [{ card: 'p2-base1' }, null, null] }] });
    step(u, 0, { type: 'declare', card: id('ussr-t-26') });
    expect(previewOf(u, 0, (a) => a.type === 'fire' && a.target === 'p2-base1')).toMatchObject({ effect: 'damages', lastBase: false });
    step(u, 0, { type: 'fire', card: id('ussr-t-26'), target: 'p2-base1' });
    expect(u.baseDamage).not.toBe(0);
  });

  it('says when a shot destroys the owner\'s last base', () => {
    const s = build({ players: [{ ...position.players[0], depot: ['p2-base1', 'p2-base2'] }, { hand: ['p2-b1'], bases: [null, null, { card: 'p2-base3', damaged: true }] }] });
    step(s, 0, { type: 'declare', card: id('ussr-t-26') });
    expect(previewOf(s, 0, (a) => a.type === 'fire' && a.target === 'p2-base3')).toMatchObject({ effect: 'destroys', baseMedals: 3, lastBase: true });
  });

  it('an Assault deals one step of damage, even to a defended base, and wins medals of its card\'s nation', () => {
    const s = build(position);
    step(s, 0, { type: 'ability', card: id('ussr-kv-2'), ability: 0 });
    const assault = (target: string) => previewOf(s, 0, (a) => a.type === 'assault' && a.target === id(target));
    expect(assault('p2-base2')).toMatchObject({ kind: 'shot', by: 'assault', effect: 'damages', baseMedals: 0 });
    expect(assault('germany-panzer-iv')).toMatchObject({ effect: 'damages', medals: 0 });
    expect(assault('usa-m3-stuart')).toMatchObject({ effect: 'destroys', medals: 1, nation: 'ussr' });
    expect(assault('p2-base1')).toMatchObject({ effect: 'destroys', baseMedals: 3 });
  });
});

describe('previews and hidden cards', () => {
  it('name no card hidden from the seat, over seeded whole games at 2, 3 and 5 players', () => {
    const report = runConformance(rushModule.game, {
      players: [2, 3, 5], games: 3, seed: 11, options: () => ({ maxTurns: 300 }),
      viewEvery: 7, probeEvery: 1_000, determinizeEvery: 1_000,
      illegalSamples: (state, player, rng) => rushIllegalSamples(state as RushState, player, rng),
    });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(9);
  });
});
