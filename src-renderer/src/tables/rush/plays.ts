// Places each legal action of the seat on the table: on the hand card, reserve card, base, defender or depot card
// it concerns, so the player plays on the cards themselves (the ActionList below stays the complete fallback).
import type { RushAction, RushCardSet, RushView } from '@shared/games/rush-view';
import { abilityName, cardInfo, shotPreview, shotWords } from './card-info';

export interface Play {
  /** Index into the seat's legal actions (and legalText). */
  index: number;
  action: RushAction;
  /** Short words for the control on the card. */
  label: string;
  /** The engine's full description, for the accessible name. */
  text: string;
  /** For fire: the attacking card. */
  attacker?: string;
}

export interface TablePlays {
  /** By hand card (and the card in play): buy payment, abilities, declare, sabotage, finish. */
  card: Map<string, Play[]>;
  /** Defence placements by the card placed. */
  defend: Map<string, Play[]>;
  /** By reserve card: buy, research. */
  reserve: Map<string, Play[]>;
  /** By base card or defending vehicle: assault, fire (with its attacker). */
  target: Map<string, Play[]>;
  /** By depot card: repair. */
  depot: Map<string, Play[]>;
  /** Not tied to one card: end the turn, stop repairing, medal choices, a declared card without a target. */
  general: Play[];
}

function push(map: Map<string, Play[]>, key: string, play: Play): void {
  const list = map.get(key);
  if (list) list.push(play);
  else map.set(key, [play]);
}

export function tablePlays(set: RushCardSet, view: RushView, legal: readonly unknown[], legalText: readonly string[]): TablePlays {
  const out: TablePlays = { card: new Map(), defend: new Map(), reserve: new Map(), target: new Map(), depot: new Map(), general: [] };
  const name = (id: string): string => cardInfo(set, id)?.name ?? id;
  legal.forEach((raw, index) => {
    const action = raw as RushAction;
    const text = legalText[index] ?? action.type;
    const play = (label: string, extra: Partial<Play> = {}): Play => ({ index, action, label, text, ...extra });
    switch (action.type) {
      case 'buy': {
        const info = cardInfo(set, action.card);
        push(out.reserve, action.card, play(`Buy${info?.kind === 'vehicle' ? ` (cost ${info.cost})` : ''}`));
        break;
      }
      case 'research': push(out.reserve, action.card, play('Take (Research)')); break;
      case 'pay': {
        const info = cardInfo(set, action.card);
        const res = info && (info.kind === 'vehicle' || info.kind === 'barracks') ? info.resources : 0;
        push(out.card, action.card, play(`Pay +${res}`));
        break;
      }
      case 'ability': {
        const info = cardInfo(set, action.card);
        const ability = info && (info.kind === 'vehicle' || info.kind === 'barracks') ? info.abilities[action.ability] : undefined;
        push(out.card, action.card, play(ability ? abilityName(ability) : `Ability ${action.ability + 1}`));
        break;
      }
      case 'defend': push(out.defend, action.card, play(`Defend with ${name(action.card)}`)); break;
      case 'finish': push(out.card, action.card, play('Finish')); break;
      case 'sabotage': push(out.card, action.card, play('Discard (Sabotage)')); break;
      case 'declare': push(out.card, action.card, play('Declare attacker')); break;
      case 'repair': push(out.depot, action.card, play('Repair: to graveyard')); break;
      case 'assault': push(out.target, action.target, play('Assault here')); break;
      case 'fire': {
        const effect = shotWords(shotPreview(set, view, action.card, action.target));
        push(out.target, action.target, play(`Fire ${name(action.card)}: ${effect}`, { attacker: action.card }));
        break;
      }
      case 'end': out.general.push(play('End turn')); break;
      case 'repair-done': out.general.push(play('Stop repairing')); break;
      case 'hold': out.general.push(play(`${name(action.card)}: no target left`)); break;
      case 'medals': out.general.push(play(`Take ${action.doubles} two-medal card${action.doubles === 1 ? '' : 's'}`)); break;
    }
  });
  return out;
}
