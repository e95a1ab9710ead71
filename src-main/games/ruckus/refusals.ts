// The rulebook rule a refused action breaks: the refusal's rule id and message of the Ruckus catalogue
// (src-shared/games/ruckus-refusals.ts), with the cards it names by their names.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import { MUG_FACE_DOWN, type RuckusAction } from '@shared/games/ruckus-view';
import { seatParam as S, type Message } from '@shared/games/words';
import { effectRules } from './effects';
import { canUpgrade } from './round-end';
import { cardName } from './rules';
import { F, ROW_CAP, type Cards, type RuckusState } from './state';
import { skillOf } from './stats';
import { isFieldable, rowCounts, standing } from './zones';

/** A card an action names, as a refusal's parameter: its name when the card set has it (never an unknown id). */
function known(cards: Cards, id: unknown): { card?: string } {
  return typeof id === 'string' && cards.kind[id] ? { card: cardName(cards, id) } : {};
}

/** A prompt's option in words, for a refusal listing them: a card by its name, a seat, or a VP token. */
function optionWords(cards: Cards, option: string): Message {
  if (option === MUG_FACE_DOWN) return { msg: 'ruckus.no.opt-face-down', params: {} };
  if (cards.token[option]) return { msg: 'ruckus.no.opt-token', params: {} };
  if (/^p\d+$/.test(option)) return { msg: 'ruckus.no.opt-seat', params: { seat: S(Number(option.slice(1))) } };
  return { msg: 'ruckus.no.opt-card', params: { card: cardName(cards, option) } };
}

/** The rulebook rule an illegal action breaks; `hasDecision`: the player has a decision to make now. */
export function explainRefusal(s: RuckusState, cards: Cards, seat: number, action: RuckusAction, hasDecision: boolean): RuleError {
  const player = s.seats[seat];
  const by = S(seat);
  if (!hasDecision) return passedDecision(s, cards, seat, action) ?? refusal('not-your-decision', 'ruckus.no.not-your-decision', { by });
  if (s.prompts.length > 0) return refusal('card-choice', 'ruckus.no.card-choice', { options: s.prompts[0].options.map((option) => optionWords(cards, option)), optional: s.prompts[0].optional });
  if (s.hits.length > 0) {
    const hit = s.hits[0];
    if (action.type === 'assign') {
      return refusal(hit.row === 0 ? 'damage-to-first-row' : 'assign-damage', hit.row < 0 ? 'ruckus.no.assign-army' : 'ruckus.no.assign-row', hit.row < 0 ? { by } : { row: hit.row + 1 });
    }
    if (action.type === 'absorb' || action.type === 'prevent') return refusal('reactive-skills', 'ruckus.no.reaction');
    return refusal('assign-damage', 'ruckus.no.assign-first', { by });
  }
  switch (action.type) {
    case 'place': {
      if (s.phase !== 'formation') break;
      if (!player.hand.includes(action.card)) return refusal('card-not-in-hand', 'ruckus.no.not-in-hand', { by, ...known(cards, action.card) });
      if (!isFieldable(cards, action.card)) return refusal('formation-units-only', 'ruckus.no.units-only');
      if (!Number.isInteger(action.row) || action.row < 0 || action.row > 2) return refusal('three-rows', 'ruckus.no.three-rows');
      const rows = rowCounts(player.army);
      if (rows[action.row] >= ROW_CAP[action.row]) return refusal('3-2-1-rule', 'ruckus.no.row-full', { row: action.row + 1, cap: ROW_CAP[action.row] });
      return refusal('formation-shape', 'ruckus.no.row-gap', { before: action.row, row: action.row + 1 });
    }
    case 'activate': {
      if (s.phase !== 'activation') break;
      const unit = player.army.find((x) => x.id === action.unit);
      if (!unit) return refusal('own-units-only', 'ruckus.no.not-in-army', { by, ...known(cards, action.unit) });
      const skill = skillOf(cards, unit);
      // (Child Friendly has no Activation Phase, so this is never reached there.)
      if (!skill) return refusal('no-skill', 'ruckus.no.no-skill', { card: cardName(cards, action.unit) });
      if (unit.flags & F.MARKER) return refusal('action-marker-socketed', 'ruckus.no.marker');
      if (!s.speed && skill.trigger !== 'active') return refusal('active-skills-only', 'ruckus.no.active-only');
      return refusal('no-effect', 'ruckus.no.no-effect');
    }
    case 'add-on':
      if (s.phase !== 'activation') break;
      return refusal('add-on-tokens', 'ruckus.no.add-on', { by });
    case 'fall':
      if (s.phase !== 'fall') break;
      return refusal('3-2-1-rule', 'ruckus.no.fall-row');
    case 'end-fall':
      if (s.phase !== 'fall') break;
      return refusal('must-fall-forward', 'ruckus.no.must-fall');
    case 'pick':
      if (s.phase !== 'build' && s.phase !== 'draft' && s.phase !== 'pure-upgrades') break;
      return refusal('draft-points', 'ruckus.no.draft-points', { points: 12 });
    case 'upgrade':
      if (s.phase !== 'upgrade') break;
      if (!canUpgrade(s, cards, seat)) return refusal('upgrade-phase', 'ruckus.no.upgrade-who');
      return refusal('upgrade-phase', 'ruckus.no.upgrade-remove', { by });
    case 'bury':
      if (s.phase !== 'bury') break;
      return refusal('bury', 'ruckus.no.bury', { by });
    default:
      break;
  }
  return refusal('phase-order', 'ruckus.no.phase-order', { action: action.type, phase: s.phase });
}

/**
 * The rule behind a refusal when the player's own decision of that kind is already behind them this cycle or round
 * (a third activation, the round's winner upgrading): the rule that ended it, not the turn order. Null otherwise.
 */
function passedDecision(s: RuckusState, cards: Cards, seat: number, action: RuckusAction): RuleError | null {
  const player = s.seats[seat];
  const place = (seat - s.first + s.players) % s.players;
  const cycle = s.phase === 'activation' || s.phase === 'resolution' || s.phase === 'fall' || s.phase === 'after-fall';
  switch (action.type) {
    case 'activate': case 'add-on': case 'pass': {
      if (!cycle || !player.inRound || !standing(player) || (s.phase === 'activation' && place >= s.turn)) return null;
      const ratAndTat = !s.speed && !s.child && player.army.some((unit) => { const skill = skillOf(cards, unit); return !!skill && !!effectRules(skill.effect).activations; });
      return refusal('one-skill-per-turn', ratAndTat ? 'ruckus.no.rat-and-tat' : 'ruckus.no.one-skill', { by: S(seat) });
    }
    case 'upgrade': case 'decline-upgrade': {
      if (s.phase === 'upgrade' && place > s.turn) return null;
      const last = s.results[s.results.length - 1];
      if (s.phase === 'upgrade' && last === seat) return refusal('upgrade-phase', 'ruckus.no.upgrade-winner', { by: S(seat) });
      return refusal('upgrade-phase', s.phase === 'upgrade' ? 'ruckus.no.upgrade-once' : 'ruckus.no.upgrade-when', { by: S(seat) });
    }
    case 'place': case 'confirm':
      if (s.phase !== 'formation' || !player.done) return null;
      return refusal('formation-confirmed', 'ruckus.no.formation-confirmed');
    case 'bury': case 'end-bury':
      if (s.phase !== 'bury' || place >= s.turn) return null;
      return refusal('bury', 'ruckus.no.bury-over', { by: S(seat) });
    default:
      return null;
  }
}
