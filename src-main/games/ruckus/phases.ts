// The phase loop of a combat round: Draw and Formation, Recruit, then cycles of Activation, Declaration, Resolution and
// Falling Forward until one army stands; `advance` runs every automatic step until some player must decide.
import { logOn } from '@main/engine/log';
import { seatParam as S } from '@shared/games/words';
import { autoHits, newHit, sweep } from './damage';
import { finishDraft, draftChoices, pureChoices } from './draft';
import { effectRules, recruitUnits, resolvePrompt } from './effects';
import { afterFallUnits, fallForward, fallMoves, fallRequired } from './fall';
import { onPlay } from './play';
import { buryTargets, canUpgrade, checkRoundEnd, endRound, finishRound } from './round-end';
import { cardName, DRAW_LIMIT, logRule, MAX_CYCLES, RULE } from './rules';
import { beginGame } from './setup';
import { stalemated } from './stalemate';
import { F, type Cards, type DeclaredPart, type RuckusState } from './state';
import { declaredTotal, skillOf } from './stats';
import { onVictoryDraw } from './victory-draws';
import { drawCard, order, seatAt, standing } from './zones';

/** Runs automatic steps until a player must decide or the game is over. */
export function advance(s: RuckusState, cards: Cards): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.phase === 'over') return;
    if (s.prompts.length > 0) {
      const prompt = s.prompts[0];
      if (prompt.options.length === 1 && !prompt.optional) { s.prompts.shift(); resolvePrompt(s, cards, prompt, prompt.options[0]); continue; }
      return;
    }
    if (!autoHits(s, cards)) return;
    if (sweep(s, cards)) continue;
    switch (s.phase) {
      case 'build': case 'pure-upgrades': case 'formation':
        if (s.seats.some((player) => !player.done)) return;
        if (s.phase === 'build') {
          if (s.setup === 'pure') { s.phase = 'pure-upgrades'; for (const player of s.seats) player.done = pureChoices(s, cards, player).length === 0; continue; }
          beginGame(s, cards);
        } else if (s.phase === 'pure-upgrades') beginGame(s, cards);
        else finishFormation(s, cards);
        continue;
      case 'draft': {
        const seat = seatAt(s, s.turn % s.players);
        if (s.seats.every((player) => player.done)) { finishDraft(s, cards); continue; }
        const player = s.seats[seat];
        if (!player.done && draftChoices(s, cards, player).length === 0) player.done = true;
        if (player.done) { s.turn++; continue; }
        return;
      }
      case 'recruit':
        for (let seat = 0; seat < s.players; seat++) if (!s.seats[seat].done && recruitUnits(s, cards, seat).length === 0) s.seats[seat].done = true;
        if (s.seats.some((player) => !player.done)) return;
        if (checkRoundEnd(s, cards)) continue;
        beginActivation(s, cards);
        continue;
      case 'activation': {
        if (s.turn >= s.players) { declarationPhase(s, cards); continue; }
        const player = s.seats[seatAt(s, s.turn)];
        if (checkRoundEnd(s, cards)) continue;
        if (player.acts > 0 && standing(player)) return;
        s.turn++;
        beginTurn(s, cards);
        continue;
      }
      case 'resolution':
        if (checkRoundEnd(s, cards)) continue;
        s.phase = 'fall';
        s.turn = 0;
        continue;
      case 'fall': {
        if (s.turn >= s.players) { s.phase = 'after-fall'; s.turn = 0; continue; }
        const seat = seatAt(s, s.turn);
        const moves = fallMoves(s, seat);
        if (moves.length === 0 || !s.seats[seat].inRound) { s.turn++; continue; }
        if (fallRequired(s, seat) && moves.length === 1) { fallForward(s, cards, seat, moves[0]); continue; }
        return;
      }
      case 'after-fall': {
        if (s.turn >= s.players) {
          if (checkRoundEnd(s, cards)) continue;
          if (s.cycle >= MAX_CYCLES || stalemated(s, cards)) { endRound(s, cards, -1, 'stalemate'); continue; }
          beginActivation(s, cards);
          continue;
        }
        const seat = seatAt(s, s.turn);
        if (!s.seats[seat].inRound || afterFallUnits(s, cards, seat).length === 0) { s.turn++; continue; }
        return;
      }
      case 'bury': {
        if (s.turn >= s.players) { s.phase = 'upgrade'; s.turn = 0; continue; }
        if (buryTargets(s, cards, seatAt(s, s.turn)).length === 0) { s.turn++; continue; }
        return;
      }
      case 'upgrade': {
        if (s.turn >= s.players) { finishRound(s, cards); continue; }
        if (!canUpgrade(s, cards, seatAt(s, s.turn))) { s.turn++; continue; }
        return;
      }
    }
  }
  throw new Error('Ruckus: automatic steps did not settle');
}

/** A combat round begins: each player in it draws 5 cards (Victory cards' draw directions apply) and places a formation. */
export function startRound(s: RuckusState, cards: Cards): void {
  if (s.maxRounds > 0 && s.round >= s.maxRounds) {
    s.truncated = true;
    s.endReason = `stopped at the simulation limit of ${s.maxRounds} combat rounds`;
    s.phase = 'over';
    if (logOn()) logRule('stopped', { rounds: s.round });
    return;
  }
  s.round++;
  s.cycle = 0;
  if (logOn()) logRule('round', { round: s.round, prize: s.prize ? cards.victory[s.prize].name : '' });
  for (const seat of order(s)) {
    const player = s.seats[seat];
    player.done = !player.inRound;
    if (!player.inRound) continue;
    player.held = player.hand.length > 0;
    let drawn = 0;
    for (let i = 0; i < DRAW_LIMIT; i++) {
      const id = drawCard(s, seat);
      if (id === null) break;
      drawn++;
      if (!onVictoryDraw(s, cards, seat, id)) player.hand.push(id);
    }
    if (logOn()) logRule('draws', { by: S(seat), cards: drawn, kept: player.held }, RULE.draw);
  }
  s.phase = 'formation';
}

/** Formations are revealed: held-back cards from before are discarded, on-play reactions fire, then the Recruit step. */
function finishFormation(s: RuckusState, cards: Cards): void {
  for (const seat of order(s)) {
    const player = s.seats[seat];
    if (!player.inRound) continue;
    if (player.held && player.hand.length > 0) {
      if (logOn()) logRule('discardsHeld', { by: S(seat), cards: player.hand.length }, RULE.held);
      for (const id of player.hand) player.discard.push(id);
      player.hand = [];
    }
    player.held = false;
  }
  for (const seat of order(s)) {
    const player = s.seats[seat];
    if (!player.inRound) continue;
    const rows = [0, 0, 0];
    for (const unit of player.army) rows[unit.row]++;
    if (player.army.length === 0) { if (logOn()) logRule('holdsAll', { by: S(seat) }, RULE.holdBack); }
    else if (logOn()) logRule('reveals', { by: S(seat), shape: rows.filter((n, i) => n > 0 || i === 0).join('-') }, RULE.reveal);
  }
  for (const seat of order(s)) for (const unit of s.seats[seat].army.slice()) onPlay(s, cards, seat, unit);
  s.phase = 'recruit';
  for (let seat = 0; seat < s.players; seat++) s.seats[seat].done = !s.seats[seat].inRound || recruitUnits(s, cards, seat).length === 0;
}

/** A cycle's Activation Phase: units lent by Bandit go home first (FAQ Bandit), then the 1st Player's turn. */
export function beginActivation(s: RuckusState, cards: Cards): void {
  for (let seat = 0; seat < s.players; seat++) {
    const player = s.seats[seat];
    for (let i = 0; i < player.army.length; i++) {
      const unit = player.army[i];
      if (!(unit.flags & F.LOAN)) continue;
      player.army.splice(i--, 1);
      for (const token of unit.addOns) player.used.push(token);
      for (const kicker of unit.attached) s.kickerDiscard.push(kicker);
      s.seats[unit.owner].discard.push(unit.id);
      if (logOn()) logRule('returns', { card: cardName(cards, unit.id), owner: S(unit.owner) }, RULE.bandit);
    }
  }
  s.cycle++;
  s.active = false;
  s.phase = 'activation';
  // Child Friendly: "all players will disregard the Activation Phase".
  s.turn = s.child ? s.players : 0;
  if (s.child) { if (logOn()) logRule('activationSkipped', {}, RULE.child); }
  beginTurn(s, cards);
}

/** Sets up the activation turn of the player at `s.turn`, skipping players with no army. */
export function beginTurn(s: RuckusState, cards: Cards): void {
  while (s.turn < s.players) {
    const player = s.seats[seatAt(s, s.turn)];
    if (player.inRound && standing(player)) {
      player.acts = 1;
      if (!s.speed && !s.child) {
        for (const unit of player.army) {
          const skill = skillOf(cards, unit);
          const activations = skill && effectRules(skill.effect).activations;
          if (activations) player.acts = activations;
        }
      }
      return;
    }
    s.turn++;
  }
  declarationPhase(s, cards);
}

/** The highest and second highest declared totals among `seats` (player order); ties go to the player closest to the 1st Player. */
export function highestTwo(s: RuckusState, seats: readonly number[]): { hi: number; second: number } {
  let hi = -1, second = -1;
  for (const seat of seats) if (hi < 0 || s.declared[seat] > s.declared[hi]) hi = seat;
  for (const seat of seats) if (seat !== hi && (second < 0 || s.declared[seat] > s.declared[second])) second = seat;
  return { hi, second };
}

/** Declaration Phase: every army's total; the highest deals it to all others, the second highest to the highest. */
export function declarationPhase(s: RuckusState, cards: Cards): void {
  const seats = order(s).filter((seat) => s.seats[seat].inRound && standing(s.seats[seat]));
  s.declared = s.seats.map(() => -1);
  const parts: DeclaredPart[][] = s.seats.map(() => []);
  const behind: number[] = s.seats.map(() => 0);
  for (const seat of seats) {
    const player = s.seats[seat];
    s.declared[seat] = declaredTotal(cards, s, player, (amount, source, part) => parts[seat].push({ amount, source, part }));
    player.bonus = 0;
    for (const unit of player.army) {
      const skill = skillOf(cards, unit);
      const atDeclaration = skill && effectRules(skill.effect).atDeclaration;
      if (atDeclaration) behind[seat] += atDeclaration(s, cards, unit, skill);
    }
  }
  s.declaredParts = parts;
  if (logOn()) logRule('declared', { seats: seats.map((seat) => S(seat)), totals: seats.map((seat) => s.declared[seat]) }, RULE.declaration);
  for (const seat of seats) for (const unit of s.seats[seat].army) unit.flags &= ~F.NO_ATTACK;
  const { hi, second } = highestTwo(s, seats);
  s.phase = 'resolution';
  if (hi < 0) return;
  for (const seat of seats) {
    const from = seat === hi ? second : hi;
    if (from < 0 || s.declared[from] <= 0) continue;
    s.hits.push(newHit(seat, s.declared[from], true, 0, from, behind[from], RULE.applying));
  }
  if (second >= 0) { if (logOn()) logRule('applies', { highest: S(hi), dealt: s.declared[hi], second: S(second), back: s.declared[second] }, RULE.applying); }
}
