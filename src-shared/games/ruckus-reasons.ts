// Ruckus reasons in words: what the AI says an option does ('ruckus.why.<key>', src-main/ai/games/ruckus-explain.ts), what
// its army planner says of a pick or an upgrade (src-main/ai/games/ruckus-army.ts), and the army builder's draft coach
// ('ruckus.coach.<key>'); spread into RUCKUS_WORDS. Cards come as names, seats as seats (the deciding seat's own
// things read "your" only for the reader who is that seat), values as numbers rounded here.
import type { Param, Params, Say, Words } from './words';

const s = (p: Params, key: string): string => String(p[key] ?? '');
const n = (p: Params, key: string): number => Number(p[key] ?? 0);
const f1 = (p: Params, key: string): string => n(p, key).toFixed(1);
/** A value of the army planner: a win-chance lift when its data is calibrated, else a bare worth. */
const pct = (p: Params, key: string): string => (p.calibrated ? `${n(p, key) >= 0 ? '+' : ''}${f1(p, key)}% win chance` : `worth ${f1(p, key)}`);
const points = (w: Words, v: number): string => w.count(v, 'point');
/** "3 melee, 1 ranged, 2 shields, 4 hearts" from the parameters melee, ranged, shields, hearts. */
const stats = (p: Params, w: Words): string => `${n(p, 'melee')} melee, ${n(p, 'ranged')} ranged, ${w.count(n(p, 'shields'), 'shield')}, ${w.count(n(p, 'hearts'), 'heart')}`;
/** A skill's text as a sentence ending with a full stop (a reaction's without its "REACTION:" label). */
const skill = (p: Params): string => (p.skill === undefined ? '' : `: ${s(p, 'skill').replace(/^REACTION:\s*/i, '').replace(/\.?$/, '.')}`);
/** An owner's "Upgrade deck": the seat's when the reason names it. */
const deck = (p: Params, w: Words): string => (p.by === undefined ? 'the own Upgrade deck' : `${w.owner(p.by)} own Upgrade deck`);
/** A nested part of a reason, or nothing. */
const part = (p: Params, key: string, w: Words): string => (p[key] === undefined ? '' : w.tell(p[key]));
/** A seat, or a name given as words (a guild). */
const who = (w: Words, x: Param | undefined): string => w.seat(x);

const DECLINE: Readonly<Record<string, string>> = {
  heal: 'no damage is healed', disable: 'no enemy unit loses its melee', poison: 'no enemy unit is kept from attacking', bandit: 'no revealed unit is recruited',
  raise: 'no unit is raised', 'recruit-now': 'the recruit is not used',
};

export const RUCKUS_REASONS: Readonly<Record<string, Say>> = {
  // ---------- the battle (ruckus-explain.ts) ----------
  'why.place-front': (p, w) => `Place ${s(p, 'card')} in the 1st row: ${n(p, 'melee') > 0 ? `its ${n(p, 'melee')} melee counts only from here` : 'it has no melee, so here it mostly takes hits'}${n(p, 'ranged') > 0 ? `, its ${n(p, 'ranged')} ranged counts too` : ''}, and its ${w.count(n(p, 'shields'), 'shield')} and ${w.count(n(p, 'hearts'), 'heart')} face the first hits.`,
  'why.place-back': (p) => `Place ${s(p, 'card')} in row ${n(p, 'row')}: ${n(p, 'ranged') > 0 ? `its ${n(p, 'ranged')} ranged counts from row ${n(p, 'row')}` : `it deals no damage from row ${n(p, 'row')}`}${n(p, 'melee') > 0 ? `, while its ${n(p, 'melee')} melee waits until it falls forward to the 1st row` : ''}; it stays out of the first hits while the rows in front hold.`,
  'why.confirm': (p, w) => `Confirm the formation with ${w.count(n(p, 'placed'), 'unit')} placed${n(p, 'rest') > 0 ? `; ${w.count(n(p, 'rest'), 'unit')} stay${n(p, 'rest') === 1 ? 's' : ''} in hand for the next round` : ''}${p.open ? ', though units could still be placed' : ''}.`,
  'why.recruit': (p, w) => `Recruit with ${s(p, 'card')}: the top card of ${w.owner(p.by)} draw pile (${w.count(n(p, 'draw'), 'card')} left) joins ${p.row === undefined ? 'its row' : `row ${n(p, 'row')}`} if it is a unit; anything else is discarded.`,
  'why.end-recruit': (p, w) => (n(p, 'left') > 0 ? `Stop recruiting with ${w.count(n(p, 'left'), 'recruit skill')} unused: the draw pile is kept for later rounds.` : 'Stop recruiting.'),
  'why.activate': (p) => `Activate ${s(p, 'card')}${p.skill === undefined ? '.' : `: ${s(p, 'skill').replace(/\.?$/, '.')}`} It takes this turn of the Activation Phase.`,
  'why.add-on': (p, w) => `Attach the ${s(p, 'kind')} add-on token to ${s(p, 'card')} (${stats(p, w)}): +1 ${s(p, 'kind')} on it for this combat round; the token still counts 1 VP at the end.`,
  'why.pass': (p) => (n(p, 'could') > 0 ? `Pass: none of the ${n(p, 'could') === 1 ? 'skill or token' : `${n(p, 'could')} skills or tokens`} open now is used this turn.` : 'Pass: no skill or token can be used this turn.'),
  'why.assign': (p) => `Put the damage on ${s(p, 'card')}.`,
  'why.assign-survives': (p, w) => `Put the ${n(p, 'amount')} damage on ${s(p, 'card')}: ${n(p, 'blocked') ? `its shields block ${n(p, 'blocked')} and ` : ''}it survives with ${w.count(n(p, 'left'), 'heart')} left.`,
  'why.assign-falls': (p, w) => `Put the ${n(p, 'amount')} damage on ${s(p, 'card')}: it falls, and ${w.owner(p.by)} army loses its ${n(p, 'melee')} melee and ${n(p, 'ranged')} ranged${p.skill ? ' and its skill' : ''}.`,
  'why.absorb': (p, w) => `${s(p, 'card')} takes part of the hit for ${w.owner(p.by)} army and survives it.`,
  'why.prevent': (p) => `${s(p, 'card')} prevents the whole hit.`,
  'why.decline': (p) => `Decline${p.kind === undefined ? '' : `: ${DECLINE[s(p, 'kind')] ?? 'the effect goes unused'}`}.`,
  'why.fall': (p) => `${s(p, 'card')} falls forward.`,
  'why.fall-front': (p, w) => `${s(p, 'card')} falls forward into the 1st row: ${n(p, 'melee') > 0 ? `its ${n(p, 'melee')} melee counts from there` : 'it fills the front'}, and its ${w.count(n(p, 'hearts'), 'heart')} left ${n(p, 'hearts') === 1 ? 'takes' : 'take'} the next hits.`,
  'why.fall-row': (p) => `${s(p, 'card')} falls forward to row ${n(p, 'row')}, closing the gap behind the front.`,
  'why.end-fall': (p, w) => (n(p, 'moves') > 0 ? `Stop falling forward: ${w.count(n(p, 'moves'), 'unit')} that could move up stay behind, out of the first hits.` : 'Stop falling forward.'),
  'why.react': (p) => `Use ${s(p, 'card')}'s reaction${p.skill === undefined ? '.' : skill(p)}`,
  'why.end-reactions': (p, w) => (n(p, 'left') > 0 ? `No more reactions: ${w.count(n(p, 'left'), 'reaction')} left unused.` : 'No more reactions.'),
  'why.bury': (p) => `Bury ${s(p, 'card')} under ${s(p, 'under')}: 1 VP at the end, and ${s(p, 'card')} leaves the discard pile.`,
  'why.end-bury': () => 'Stop burying: the rest of the discard pile stays in the deck.',
  'why.other': (p) => `${s(p, 'action')}.`,
  // ---------- a prompt's options ----------
  'why.choose': (p) => `Choose ${s(p, 'card')}.`,
  'why.heal': (p, w) => `Heal ${s(p, 'card')}: removes ${w.count(n(p, 'removes'), 'damage marker')} (${n(p, 'dmg')} on its ${w.count(n(p, 'hearts'), 'heart')}).`,
  'why.disable': (p, w) => `${w.owner(p.owner)} ${s(p, 'card')} deals no melee damage this combat round: ${n(p, 'melee')} melee less${p.row === undefined ? '' : ` if it falls forward to the 1st row (from row ${n(p, 'row')} its melee does not count anyway)`}.`,
  'why.poison': (p, w) => `${w.owner(p.owner)} ${s(p, 'card')} cannot attack during the next Declaration Phase: ${n(p, 'damage')} damage less.`,
  'why.mug': (p, w) => {
    const own = (p.owner as { seat?: number } | undefined)?.seat === (p.by as { seat?: number } | undefined)?.seat;
    const from = own && w.seat(p.owner) === 'you' ? 'yourself' : who(w, p.owner);
    return `Take the action marker off ${w.owner(p.owner)} ${s(p, 'card')} and a VP token from ${from} (${w.count(n(p, 'tokens'), 'token')} held).`;
  },
  'why.bullet-proof': (p, w) => `Attach Bullet Proof to ${s(p, 'card')} (${w.count(n(p, 'hearts'), 'heart')}): the first damage assigned to it in a Resolution Phase is prevented.`,
  'why.bandit': (p, w) => `Recruit ${s(p, 'card')} (${stats(p, w)}) from ${p.from === undefined ? 'a draw pile' : `${w.owner(p.from)} draw pile`} into this row, on loan until it is defeated.`,
  'why.raise': (p, w) => `Recruit ${p.card === undefined ? 'the top unit' : `${s(p, 'card')} (${stats(p, w)})`} from ${p.from === undefined ? 'a discard pile' : `${w.owner(p.from)} discard pile`} into this row.`,
  'why.recruit-now': (p) => `Recruit now with ${s(p, 'card')}.`,
  'why.reaction': (p) => `Use ${s(p, 'card')}'s reaction now${p.skill === undefined ? '.' : skill(p)}`,
  'why.mug-token': (p) => `Take ${p.faceDown ? 'a face-down VP token' : 'that add-on token'}.`,
  // ---------- building armies and upgrading (ruckus-army.ts) ----------
  'why.fit-partner': (p) => `, and ${s(p, 'partner')} in the army switches on its bonus`,
  'why.fit-better': (p) => `, the better for being in a ${s(p, 'guild')} army (${n(p, 'shift') > 0 ? '+' : ''}${f1(p, 'shift')})`,
  'why.fit-worse': (p) => `, though it does worse in a ${s(p, 'guild')} army (${f1(p, 'shift')})`,
  'why.fit-balance': () => ', and it balances the army\'s melee and ranged',
  'why.build-pick': (p, w) => {
    const tail = p.plan === 'out' ? `it is not in the best ${points(w, n(p, 'points'))} army, which would be worth ${pct(p, 'planValue')}`
      : p.plan === 'last' ? 'it spends the last point'
        : `the best ${points(w, n(p, 'points'))} army has ${w.count(n(p, 'units'), 'unit')}, ${n(p, 'units') - 1} more for the ${points(w, n(p, 'left'))} left`;
    return `Take ${s(p, 'card')}: ${pct(p, 'value')} for ${points(w, n(p, 'cost'))} (${(n(p, 'value') / n(p, 'cost')).toFixed(1)} a point)${part(p, 'fit', w)}; ${tail}.`;
  },
  'why.build-stop': (p, w) => `Finish building the army: no unit left would add to it${n(p, 'points') > 0 ? ` (${points(w, n(p, 'points'))} unspent)` : ''}.`,
  'why.draft-stop': () => 'Stop drafting: no unit left would add to the army.',
  'why.take': (p) => `Take ${s(p, 'card')}.`,
  'why.draft-pick': (p, w) => {
    const parts = [`Take ${s(p, 'card')}: ${pct(p, 'value')} for ${points(w, n(p, 'cost'))} (${(n(p, 'value') / n(p, 'cost')).toFixed(1)} a point)${part(p, 'fit', w)}`];
    if (p.denied !== undefined) parts.push(`it denies ${who(w, p.denied)} a unit their best army needs (${p.calibrated ? `worth ${pct(p, 'deny')} to deny` : `denial worth ${f1(p, 'deny')}`})`);
    parts.push(n(p, 'left') === 0 ? 'it spends the last point' : `${points(w, n(p, 'left'))} left`);
    return `${parts.join('; ')}.`;
  },
  'why.pure-none': () => 'No unit left for the Upgrade deck.',
  'why.pure-best': (p, w) => `Put ${s(p, 'card')} into ${deck(p, w)}: the strongest ${s(p, 'guild')} unit left (${pct(p, 'value')}).`,
  'why.pure-put': (p, w) => `Put ${s(p, 'card')} into ${deck(p, w)} (${f1(p, 'value')}).`,
  'why.upgrade-none': () => 'Do not upgrade: every unit in the discard pile is worth at least what an Upgrade card brings.',
  'why.upgrade-trade': (p, w) => `Remove ${s(p, 'remove')} (${pct(p, 'removeValue')}) for ${s(p, 'card')} from ${deck(p, w)} (${pct(p, 'value')}): the best trade.`,
  'why.upgrade-random': (p) => `Remove ${s(p, 'remove')}, the weakest unit of the discard pile (${pct(p, 'removeValue')}), for an Upgrade card worth ${pct(p, 'value')} on average.`,
  'why.upgrade': (p) => `Remove ${s(p, 'remove')} from the game for ${p.card === undefined ? 'an Upgrade card' : s(p, 'card')}.`,
  'why.decline-upgrade': (p, w) => `Do not upgrade (though an upgrade would gain: ${w.tell(p.gain)})`,
  'why.done': (p, w) => {
    const what = p.draft ? 'Stop drafting' : 'Finish building the army';
    return n(p, 'points') > 0 ? `${what} with ${w.count(n(p, 'points'), 'draft point')} left: no unit left that fits in them would add to the army.` : `${what}: all ${n(p, 'total')} draft points are spent.`;
  },
  // ---------- the draft coach (army builder) ----------
  'coach.unit': (p, w) => {
    const by = p.source === 'self-play' ? `self-play over ${w.count(n(p, 'armies'), 'army', 'armies')}` : 'printed stats (no self-play data for this card)';
    const over = p.over ? `; costs ${points(w, n(p, 'cost'))}, only ${points(w, Math.max(0, n(p, 'left')))} left` : '';
    return `${s(p, 'card')}: ${pct(p, 'value')} for ${points(w, n(p, 'cost'))} by ${by}${part(p, 'fit', w)}${over}.${p.rank === undefined ? '' : ` ${w.tell(p.rank)}`}`;
  },
  'coach.first': () => 'Ranked first: the most value a point, with its fit, of the units the points left can pay for.',
  'coach.below-fit': (p) => `Ranked below ${s(p, 'other')}, which shows less a point (${f1(p, 'theirs')} against ${f1(p, 'mine')}) but fits the army better: with its fit, ${f1(p, 'theirsRank')} a point against ${f1(p, 'mineRank')}.`,
  'coach.below-worth': (p) => `Ranked below ${s(p, 'other')}, which is worth less (${pct(p, 'value')}) but more a point (${f1(p, 'theirs')} against ${f1(p, 'mine')}).`,
};
