// Places each legal action of the seat on the table: on the hand card, reserve card, base, defender or depot card
// it concerns, with what it would do in words taken from the engine's preview (SeatView.preview), so the player
// plays on the cards themselves (the shell's "All actions" drawer stays the complete fallback). No rule is computed
// here: costs, payments and shot results are the engine's.
import type { LegalAction, SeatViewOf } from '@shared/contract';
import type { RushAction, RushActionPreview, RushCardSet, RushPreview } from '@shared/games/rush-view';
import { abilityName, cardInfo, NATION_NAMES } from './card-info';

export interface Play {
  /** Index into the seat's legal actions (and the preview's `actions`). */
  index: number;
  action: RushAction;
  /** Short words for the control on the card. */
  label: string;
  /** What it would do, from the engine's preview ("destroys · +1 USSR medal"). */
  detail?: string;
  /** The engine's full description, for the accessible name. */
  text: string;
  /** For fire: the attacking card. */
  attacker?: string;
  /** The engine's preview of the action. */
  preview: RushActionPreview | null;
}

export interface TablePlays {
  /** By hand card (and the card in play): payment, abilities, declare, sabotage, finish. */
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

/** The engine's shot preview in a few words: "destroys · +1 USSR medal", "destroys · base worth 3 medals". */
export function shotWords(p: RushActionPreview | null): string {
  if (!p || p.kind !== 'shot') return '';
  const nation = p.nation ? `${NATION_NAMES[p.nation]} ` : '';
  if (p.medals > 0) return `${p.effect} · +${p.medals} ${nation}medal${p.medals === 1 ? '' : 's'}`;
  if (p.baseMedals > 0) return `${p.effect} the base · worth ${p.baseMedals} medals${p.lastBase ? ' · last base: the game ends this round' : ''}`;
  return p.effect;
}

/** Names a list of cards for a sentence: "Engineers, Engineers and Iron Cross (1 medal)". */
export function cardList(set: RushCardSet, ids: readonly string[]): string {
  const names = ids.map((id) => cardInfo(set, id)?.name ?? id);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The engine's auto-pay suggestion for a purchase in words. */
export function autoPayWords(set: RushCardSet, p: { autoPay: string[]; waste: number; creditUsed?: number }): string {
  const parts: string[] = [];
  if (p.creditUsed) parts.push(`${p.creditUsed} from Summon credit`);
  if (p.autoPay.length) parts.push(`pays with ${cardList(set, p.autoPay)}`);
  if (p.waste > 0) parts.push(`${p.waste} resource${p.waste === 1 ? '' : 's'} over`);
  return parts.join(' · ') || 'nothing to pay';
}

/** A legal action of a Rush seat with its words. */
export type RushLegal = LegalAction<SeatViewOf<'rush'>>;

export function tablePlays(set: RushCardSet, legal: readonly RushLegal[], preview: RushPreview | null | undefined): TablePlays {
  const out: TablePlays = { card: new Map(), defend: new Map(), reserve: new Map(), target: new Map(), depot: new Map(), general: [] };
  const name = (id: string): string => cardInfo(set, id)?.name ?? id;
  legal.forEach(({ action, text }, index) => {
    const pv = preview?.actions[index] ?? null;
    const play = (label: string, extra: Partial<Play> = {}): Play => ({ index, action, label, text, preview: pv, ...extra });
    switch (action.type) {
      case 'buy': {
        const detail = pv?.kind === 'buy' ? `cost ${pv.cost} · ${autoPayWords(set, pv)}` : undefined;
        push(out.reserve, action.card, play('Buy', { detail }));
        break;
      }
      case 'research': push(out.reserve, action.card, play('Take (Research)', { detail: pv?.kind === 'research' ? `cost ${pv.cost}` : undefined })); break;
      case 'pay': {
        const p = pv?.kind === 'pay' ? pv : null;
        const detail = p ? (p.owedAfter > 0 ? `still owed ${p.owedAfter}` : `completes the purchase${p.waste ? ` · ${p.waste} over` : ''}`) : undefined;
        push(out.card, action.card, play(p ? `Pay +${p.resources}` : 'Pay', { detail }));
        break;
      }
      case 'ability': {
        const info = cardInfo(set, action.card);
        const ability = info && (info.kind === 'vehicle' || info.kind === 'barracks') ? info.abilities[action.ability] : undefined;
        push(out.card, action.card, play(ability ? `Use ${abilityName(ability)}` : `Ability ${action.ability + 1}`));
        break;
      }
      case 'defend': push(out.defend, action.card, play(`Defend with ${name(action.card)}`)); break;
      case 'finish': push(out.card, action.card, play('Finish playing it')); break;
      case 'sabotage': push(out.card, action.card, play('Discard (Sabotage)')); break;
      case 'declare': push(out.card, action.card, play('Attack with it')); break;
      case 'repair': push(out.depot, action.card, play('Repair: to the graveyard')); break;
      case 'assault': push(out.target, action.target, play('Assault', { detail: shotWords(pv) })); break;
      case 'fire': push(out.target, action.target, play(`Fire ${name(action.card)}`, { attacker: action.card, detail: shotWords(pv) })); break;
      case 'end': out.general.push(play('End turn')); break;
      case 'repair-done': out.general.push(play('Stop repairing')); break;
      case 'hold': out.general.push(play(`${name(action.card)}: no target left`)); break;
      case 'medals': out.general.push(play(`Take ${action.doubles} two-medal card${action.doubles === 1 ? '' : 's'}`, { detail: pv?.kind === 'medals' ? `${pv.cards} card${pv.cards === 1 ? '' : 's'}, ${pv.medals} medal${pv.medals === 1 ? '' : 's'}` : undefined })); break;
    }
  });
  return out;
}
