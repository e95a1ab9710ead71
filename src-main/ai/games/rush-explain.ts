// Reasons for World of Tanks: Rush moves: what each option gains and what it gives up, true of that option. Effects on
// the board (a base or defender damaged or destroyed, a medal taken) come from the rules engine itself: the move is
// played on a copy of the position dealt from the player's view, and the player's view before and after is compared.
// Only the move's own cards and public zones are named (laid-out hands and the reserve are public during a turn).
import { Rng } from '@main/engine/rng';
import { CLASSES, NATIONS } from '@main/games/rush/cards';
import { type Compiled, compiled } from '@main/games/rush/compiled';
import { rushGame, scoreRush } from '@main/games/rush/rules';
import type { RushAction, RushView } from '@main/games/rush/state';

type Base = RushView['bases'][number][number];

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const NATION_WORDS: Record<string, string> = { ussr: 'Soviet', usa: 'American', germany: 'German', france: 'French' };
const CLASS_WORDS: Record<string, string> = { light: 'light tank', medium: 'medium tank', spg: 'SPG', heavy: 'heavy tank', auxiliary: 'auxiliary troops' };
const ABILITY_WORDS: Record<string, string> = {
  invulnerability: 'takes a one-medal card',
  reinforcement: 'draws more cards from the hangar into the hand',
  sabotage: 'makes each opponent discard a hand card',
  assault: 'damages an enemy base or defender outside the attack',
  research: 'takes a reserve card for free',
  repair: 'sends up to two depot cards to the graveyard',
  summon: 'allows any number of purchases this turn',
  scouting: 'lays out a new reserve',
};

/** The position after `action`, played by the rules on one deal of what the view hides, as the player then sees it. */
function after(v: RushView, action: RushAction): { view: RushView; medals: number } | null {
  const state = rushGame.determinize(v, new Rng(0x5eed));
  if (rushGame.step(state, v.me, action)) return null;
  return { view: rushGame.view(state, v.me) as RushView, medals: scoreRush(state).outcome.scores[v.me] ?? 0 };
}

function medalsNow(v: RushView): number {
  return scoreRush(rushGame.determinize(v, new Rng(0x5eed))).outcome.scores[v.me] ?? 0;
}

/** What a hand card could do besides the way this option plays it (each hand card is played one way only). */
function otherUses(c: Compiled, n: number, used: 'buy' | 'ability' | 'attack'): string[] {
  const uses: string[] = [];
  if (used !== 'attack' && c.str[n]! > 0 && c.cls[n]! < CLASSES.length) uses.push(`attack with strength ${c.str[n]}`);
  if (used !== 'ability' && c.abil[n]!.length > 0) uses.push(`play ${c.abil[n]!.map((a) => a.kind.charAt(0).toUpperCase() + a.kind.slice(1)).join(' or ')}`);
  if (used !== 'buy' && c.res[n]! > 0) uses.push(`pay ${plural(c.res[n]!, 'resource')}`);
  return uses;
}

const givesUp = (c: Compiled, n: number, used: 'buy' | 'ability' | 'attack'): string => {
  const uses = otherUses(c, n, used);
  return uses.length ? ` It cannot also ${uses.join(' or ')} this turn.` : '';
};

export function explainRush(action: RushAction, v: RushView, legal: readonly RushAction[] = []): string {
  const c = compiled(v.set);
  const num = (id: string): number => c.byId.get(id) ?? -1;
  const name = (id: string): string => { const n = num(id); return n < 0 ? id : c.names[n]!; };
  const whose = (p: number): string => (p === v.me ? 'your' : `Player ${p + 1}'s`);
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
  const vehicle = (n: number): string => `${CLASS_WORDS[CLASSES[c.cls[n]!] ?? ''] ?? 'card'}, strength ${c.str[n]}, armour ${c.arm[n]}`;

  switch (action.type) {
    case 'buy': {
      const n = num(action.card);
      const costs = legal.filter((a) => a.type === 'buy').map((a) => c.cost[num((a as { card: string }).card)]!).sort((x, y) => y - x);
      const dearer = costs.filter((x) => x > c.cost[n]!).length;
      const equal = costs.filter((x) => x === c.cost[n]!).length;
      const rank = costs.length < 2 ? ''
        : dearer > 0 ? `; ${plural(dearer, 'vehicle')} you can buy ${dearer === 1 ? 'costs' : 'cost'} more`
          : equal > 1 ? `, as dear as any of the ${costs.length} vehicles you can buy` : `, the dearest of the ${costs.length} vehicles you can buy`;
      return `Buys the ${name(action.card)} (${vehicle(n)}) for ${plural(c.cost[n]!, 'resource')}${rank}. It goes to your depot and comes into a later hand; the cards that pay for it are spent this turn.`;
    }
    case 'pay': {
      const n = num(action.card);
      const t = v.turn.target ? num(v.turn.target) : -1;
      const usable = t >= 0 && (c.pass[n]! & 4) && c.nat[n] !== c.nat[t] ? 0 : c.res[n]!;
      const left = Math.max(0, v.turn.owed - usable);
      return `Pays ${plural(usable, 'resource')} with the ${name(action.card)} toward the ${v.turn.target ? name(v.turn.target) : 'purchase'}${left > 0 ? ` (${left} still owed)` : ', which completes the payment'}.${givesUp(c, n, 'buy')}`;
    }
    case 'ability': {
      const n = num(action.card);
      const a = c.abil[n]?.[action.ability];
      const res = a ? after(v, action) : null;
      const facts: string[] = [];
      if (res && a) {
        const me = v.me;
        const drawn = res.view.handCounts[me]! - v.handCounts[me]!;
        if (a.kind === 'reinforcement' && drawn > 0) facts.push(`${plural(drawn + 1, 'card')} more into your hand`);
        if (a.kind === 'sabotage') {
          const hit = v.handCounts.filter((h, p) => p !== me && h > 0).length;
          facts.push(hit > 0 ? `${plural(hit, 'opponent')} with cards in hand` : 'no opponent has a card in hand to discard');
        }
        const gained = res.medals - medalsNow(v);
        if (gained > 0) facts.push(`+${plural(gained, 'medal')} now`);
      }
      const where = c.arm[n]! > 0 ? ' Afterwards it defends one of your bases.' : '';
      return `Plays ${a ? a.kind.charAt(0).toUpperCase() + a.kind.slice(1) : 'an ability'} of the ${name(action.card)}: it ${a ? ABILITY_WORDS[a.kind] ?? 'uses its ability' : 'uses its ability'}${facts.length ? ` (${facts.join('; ')})` : ''}.${where}${givesUp(c, n, 'ability')}`;
    }
    case 'defend': {
      const n = num(action.card);
      const loc = locate(action.base);
      const replaced = loc?.base.defender ? ` The ${name(loc.base.defender)} defending it now goes to the depot.` : '';
      return `Puts the ${name(action.card)} (armour ${c.arm[n]}) on defence of ${loc ? `${whose(loc.owner)} base` : 'a base'}${loc?.base.damaged ? ' (damaged)' : ''}: an opponent must destroy it before attacking that base.${replaced}${givesUp(c, n, 'ability')}`;
    }
    case 'finish': return `Finishes playing the ${name(action.card)} without placing it on defence: it goes to the depot.`;
    case 'research': {
      const n = num(action.card);
      return `Takes the ${name(action.card)} (${vehicle(n)}, cost ${c.cost[n]}) from the reserve for free with Research.`;
    }
    case 'repair': return `Sends the ${name(action.card)} from your depot to the graveyard: one card fewer in the squad, so the others come into hand more often${c.res[num(action.card)]! > 0 ? `, though its ${plural(c.res[num(action.card)]!, 'resource')} are gone for good` : ''}.`;
    case 'repair-done': return `Stops repairing: the rest of the depot stays in the squad${v.turn.repaired > 0 ? ` (${plural(v.turn.repaired, 'card')} repaired away)` : ''}.`;
    case 'assault':
    case 'fire': {
      const target = action.type === 'fire' ? action.target : action.target;
      const loc = locate(target);
      const res = after(v, action);
      const by = action.type === 'fire' ? ` with the ${name(action.card)}` : ' by Assault';
      if (!loc || !res) return `${action.type === 'fire' ? 'Attacks' : 'Assaults'} the ${name(target)}${by}.`;
      const now = res.view.bases[loc.owner]![loc.slot]!;
      const gained = res.medals - medalsNow(v);
      if (loc.isBase) {
        const destroyed = now.card !== loc.base.card;
        if (destroyed) return `Destroys ${whose(loc.owner)} base${by}: the base card joins your squad, worth ${plural(c.set.base.medals, 'medal')}${gained > 0 ? ` (+${gained} now)` : ''}.`;
        return `Damages ${whose(loc.owner)} base${by}: a second hit this turn destroys it (its owner repairs it at the start of their turn).`;
      }
      const destroyed = now.defender !== target;
      return destroyed
        ? `Destroys the ${name(target)} defending ${whose(loc.owner)} base${by}: a medal at the end of the attack${loc.base.card ? ', and the base is open to the next attacker' : ''}.`
        : `Damages the ${name(target)} defending ${whose(loc.owner)} base${by}: a second hit this turn destroys it (its owner repairs it at the start of their turn).`;
    }
    case 'sabotage': {
      // An opponent's Sabotage: the card leaves the hand kept for this player's next turn, which is not refilled.
      const n = num(action.card);
      const uses = [...otherUses(c, n, 'buy'), ...(c.res[n]! > 0 ? [`pay ${plural(c.res[n]!, 'resource')}`] : [])];
      return `Discards the ${name(action.card)} to the Sabotage: your next hand is a card short without it${uses.length ? ` (it could ${uses.join(' or ')})` : ', and it had no use there'}.`;
    }
    case 'declare': {
      const n = num(action.card);
      const total = v.turn.attackers.reduce((s, id) => s + Math.max(0, c.str[num(id)]!), 0) + c.str[n]!;
      const nation = NATION_WORDS[NATIONS[c.nat[n]!] ?? ''] ?? 'same-nation';
      return `Declares the ${name(action.card)} (strength ${c.str[n]}) for the attack: ${v.turn.attackers.length ? `the declared cards then have strength ${total}` : `only ${nation} vehicles can join it`}.${givesUp(c, n, 'attack')}`;
    }
    case 'discard': return `Puts the ${name(action.card)} in the depot unplayed, where this turn's Repair or renewed hangar can reach it.`;
    case 'hold': return `The ${name(action.card)} has no target it can attack left: it goes to the depot.`;
    case 'medals': {
      if (action.doubles > 0) {
        return `Takes ${plural(action.doubles, 'two-medal card')}: the same medals with fewer one-medal cards used up (a later end) and progress toward the double-medals achievement.`;
      }
      const nation = v.turn.medalNation;
      const deck = nation >= 0 && nation < NATIONS.length ? c.set.medals[NATIONS[nation]!] : undefined;
      if (!deck) return 'Takes one-medal cards.';
      const left = Math.max(0, (v.medalOnes[nation]?.length ?? 0) - v.turn.medalCount);
      return left === 0
        ? `Takes the last one-medal cards of the ${deck.name} deck: the game ends when the round is complete.`
        : `Takes one-medal cards: the same medals, and the ${deck.name} deck is down to ${plural(left, 'one-medal card')} (the last one ends the game).`;
    }
    case 'end': {
      const hand = v.hands[v.me]?.length ?? v.handCounts[v.me] ?? 0;
      const open: string[] = [];
      if (legal.some((a) => a.type === 'buy')) open.push('a purchase');
      if (legal.some((a) => a.type === 'declare' || a.type === 'fire')) open.push('an attack');
      if (legal.some((a) => a.type === 'ability')) open.push('an ability');
      const unplayed = hand > 0 ? `; ${plural(hand, 'card')} still in hand ${hand === 1 ? 'goes' : 'go'} to the depot unplayed` : '';
      return `Ends the turn${unplayed}${open.length ? `, passing up ${open.join(' and ')}` : ', with nothing left worth playing'}.`;
    }
  }
  return rushGame.describe(action);
}
