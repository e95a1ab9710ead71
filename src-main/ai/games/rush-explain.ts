// Reasons for World of Tanks: Rush moves: what each option gains and what it gives up, true of that option. Effects on
// the board (a base or defender damaged or destroyed, a medal taken) come from the rules engine itself: the move is
// played on a copy of the position dealt from the player's view, and the player's view before and after is compared.
// Only the move's own cards and public zones are named (laid-out hands and the reserve are public during a turn).
// A reason is a message of the Rush catalogue ('rush.why.<key>', src-shared/games/rush-words.ts) with cards by name,
// bases by owner and number, seats as seats (the deciding player is `me`), counts as numbers and nations, classes and
// ability kinds as keys: the catalogue makes the sentence, so a reader sees "your depot" only for their own.
import { Rng } from '@main/engine/rng';
import { CLASSES, NATIONS } from '@shared/games/rush/cards';
import { BASE, type Compiled } from '@main/games/rush/compiled';
import { rushWords, type RushGame } from '@main/games/rush/game';
import { usableResources } from '@main/games/rush/purchase';
import { scoreRush } from '@main/games/rush/score';
import type { RushAction, RushView } from '@main/games/rush/state';
import { seatParam, type Message, type Param } from '@shared/games/words';

type Base = RushView['bases'][number][number];
type Params = Record<string, Param>;

const why = (key: string, params: Params): Message => ({ msg: `rush.why.${key}`, params });

/** The position after `action`, played by the rules on one deal of what the view hides, as the player then sees it. */
function after(game: RushGame, v: RushView, action: RushAction): { view: RushView; medals: number } | null {
  const state = game.determinize(v, new Rng(0x5eed));
  if (game.step(state, v.me, action)) return null;
  return { view: game.view(state, v.me) as RushView, medals: scoreRush(state, game.cards).outcome.scores[v.me] ?? 0 };
}

function medalsNow(game: RushGame, v: RushView): number {
  return scoreRush(game.determinize(v, new Rng(0x5eed)), game.cards).outcome.scores[v.me] ?? 0;
}

/**
 * What a hand card could do besides the way this option plays it (each hand card is played one way only), as
 * parameters: `alsoAttack` its strength, `alsoPlay` its ability kinds, `alsoPay` its resources (each only if it could).
 */
function otherUses(c: Compiled, n: number, used: 'buy' | 'ability' | 'attack' | null): Params {
  const uses: Params = {};
  if (used !== 'attack' && c.strength[n]! > 0 && c.cardClass[n]! < CLASSES.length) uses.alsoAttack = c.strength[n]!;
  if (used !== 'ability' && c.abilities[n]!.length > 0) uses.alsoPlay = c.abilities[n]!.map((a) => a.kind);
  if (used !== 'buy' && c.resources[n]! > 0) uses.alsoPay = c.resources[n]!;
  return uses;
}

/** Why `action` of the Rush game `game` (of one card set), from view `v`. */
export function explainRush(game: RushGame, action: RushAction, v: RushView, legal: readonly RushAction[] = []): Message {
  const c = game.cards;
  const me = seatParam(v.me);
  const num = (id: string): number => c.byId.get(id) ?? -1;
  /** A card as parameters: its name (`key`), or a base by its owner and number (`<key>Owner`, `<key>Base`). */
  const card = (key: string, id: string): Params => {
    const n = num(id);
    if (n < 0) return { [key]: id };
    if (c.cardClass[n] !== BASE) return { [key]: c.names[n]! };
    const owner = c.owner[n]!;
    return { [`${key}Owner`]: seatParam(owner), [`${key}Base`]: n - c.BASE0 - owner * c.basesPer + 1 };
  };
  const locate = (id: string): { owner: number; slot: number; base: Base; isBase: boolean } | null => {
    for (let p = 0; p < v.bases.length; p++) {
      const row = v.bases[p]!;
      for (let k = 0; k < row.length; k++) {
        if (row[k]!.card === id) return { owner: p, slot: k, base: row[k]!, isBase: true };
        if (row[k]!.defender === id) return { owner: p, slot: k, base: row[k]!, isBase: false };
      }
    }
    return null;
  };
  /** A vehicle's class (its key), strength and armour. */
  const vehicle = (n: number): Params => ({ vehicleClass: CLASSES[c.cardClass[n]!] ?? '', strength: c.strength[n]!, armour: c.armour[n]! });

  switch (action.type) {
    case 'buy': {
      const n = num(action.card);
      const costs = legal.filter((a) => a.type === 'buy').map((a) => c.cost[num((a as { card: string }).card)]!);
      const dearer = costs.filter((x) => x > c.cost[n]!).length;
      const equal = costs.filter((x) => x === c.cost[n]!).length;
      return why('buy', { ...card('card', action.card), ...vehicle(n), cost: c.cost[n]!, options: costs.length, dearer, equal, me });
    }
    case 'pay': {
      const n = num(action.card);
      const buying = v.turn.target ? num(v.turn.target) : -1;
      const paid = buying >= 0 ? usableResources(c, n, c.nation[buying]!) : c.resources[n]!;
      const left = Math.max(0, v.turn.owed - paid);
      return why('pay', { ...card('card', action.card), ...(v.turn.target ? card('target', v.turn.target) : {}), paid, left, ...otherUses(c, n, 'buy') });
    }
    case 'ability': {
      const n = num(action.card);
      const a = c.abilities[n]?.[action.ability];
      const res = a ? after(game, v, action) : null;
      const facts: Params = {};
      if (res && a) {
        const drawn = res.view.handCounts[v.me]! - v.handCounts[v.me]!;
        if (a.kind === 'reinforcement' && drawn > 0) facts.drawn = drawn + 1;
        if (a.kind === 'sabotage') facts.hit = v.handCounts.filter((h, p) => p !== v.me && h > 0).length;
        const gained = res.medals - medalsNow(game, v);
        if (gained > 0) facts.gained = gained;
      }
      return why('ability', { ...card('card', action.card), ...(a ? { kind: a.kind } : {}), ...facts, defends: c.armour[n]! > 0, me, ...otherUses(c, n, 'ability') });
    }
    case 'defend': {
      const n = num(action.card);
      const loc = locate(action.base);
      return why('defend', {
        ...card('card', action.card), armour: c.armour[n]!, ...(loc ? { owner: seatParam(loc.owner) } : {}), damaged: !!loc?.base.damaged,
        ...(loc?.base.defender ? card('replaced', loc.base.defender) : {}), ...otherUses(c, n, 'ability'),
      });
    }
    case 'finish': return why('finish', card('card', action.card));
    case 'research': {
      const n = num(action.card);
      return why('research', { ...card('card', action.card), ...vehicle(n), cost: c.cost[n]! });
    }
    case 'repair': return why('repair', { ...card('card', action.card), resources: Math.max(0, c.resources[num(action.card)] ?? 0), me });
    case 'repair-done': return why('repair-done', { repaired: v.turn.repaired });
    case 'assault':
    case 'fire': {
      const target = action.target;
      const loc = locate(target);
      const res = after(game, v, action);
      const by = action.type === 'fire' ? card('card', action.card) : {};
      if (!loc || !res) return why('strike', { ...card('target', target), ...by });
      const now = res.view.bases[loc.owner]![loc.slot]!;
      const owner = seatParam(loc.owner);
      if (loc.isBase) {
        if (now.card !== loc.base.card) return why('destroy-base', { owner, ...by, medals: c.set.base.medals, gained: Math.max(0, res.medals - medalsNow(game, v)), me });
        return why('damage-base', { owner, ...by });
      }
      return now.defender !== target
        ? why('destroy-defender', { ...card('target', target), owner, ...by, open: !!loc.base.card })
        : why('damage-defender', { ...card('target', target), owner, ...by });
    }
    case 'sabotage':
      // An opponent's Sabotage: the card leaves the hand kept for this player's next turn, which is not refilled.
      return why('sabotage', { ...card('card', action.card), me, ...otherUses(c, num(action.card), null) });
    case 'declare': {
      const n = num(action.card);
      const first = v.turn.attackers.length === 0;
      const total = v.turn.attackers.reduce((s, id) => s + Math.max(0, c.strength[num(id)]!), 0) + c.strength[n]!;
      return why('declare', { ...card('card', action.card), strength: c.strength[n]!, ...(first ? { nation: NATIONS[c.nation[n]!] ?? '' } : { total }), ...otherUses(c, n, 'attack') });
    }
    case 'discard': return why('discard', card('card', action.card));
    case 'hold': return why('hold', card('card', action.card));
    case 'medals': {
      if (action.doubles > 0) return why('medals-doubles', { doubles: action.doubles });
      const nation = v.turn.medalNation;
      const deck = nation ? c.set.medals[nation] : undefined;
      if (!nation || !deck) return why('medals-ones', {});
      const left = Math.max(0, v.medals[nation].oneMedal.length - v.turn.medalCount);
      return left === 0 ? why('medals-last', { deck: deck.name }) : why('medals-left', { deck: deck.name, left });
    }
    case 'end': {
      const hand = v.hands[v.me]?.length ?? v.handCounts[v.me] ?? 0;
      const passing: string[] = [];
      if (legal.some((a) => a.type === 'buy')) passing.push('purchase');
      if (legal.some((a) => a.type === 'declare' || a.type === 'fire')) passing.push('attack');
      if (legal.some((a) => a.type === 'ability')) passing.push('ability');
      return why('end', { hand, passing });
    }
  }
  return why('move', { move: rushWords(c, action) });
}
