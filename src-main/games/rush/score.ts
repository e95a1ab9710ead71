// The end of the game's count (rulebook, "End of the Game"): medals, destroyed bases, achievements, and the tie-breaks.
import type { Outcome } from '@main/engine/game';
import { CATALOGUES } from '@shared/games/catalogues';
import { NATIONS, type AchievementKind } from '@shared/games/rush/cards';
import { neutralNames, seatParam, tell, type Message } from '@shared/games/words';
import { AUXILIARY, BASE, HEAVY, LIGHT, MEDAL, MEDIUM, SPG, type Compiled } from './compiled';
import type { RushState } from './state';
import { nums } from './zones';

// The score breakdown goes to the results screen, so its types live in src-shared (declared once).
export type { RushBreakdown, RushPlayerScore } from '@shared/games/rush-view';
import type { RushBreakdown, RushPlayerScore } from '@shared/games/rush-view';

function metric(c: Compiled, kind: AchievementKind, squad: readonly number[]): number {
  let n = 0;
  for (const card of squad) {
    const cl = c.cardClass[card]!;
    switch (kind) {
      case 'destroyed-bases': if (cl === BASE) n++; break;
      case 'light': if (cl === LIGHT) n++; break;
      case 'medium': if (cl === MEDIUM) n++; break;
      case 'spg': if (cl === SPG) n++; break;
      case 'heavy': if (cl === HEAVY) n++; break;
      case 'auxiliary': if (cl === AUXILIARY) n++; break;
      case 'double-medals': if (cl === MEDAL && c.medals[card] === 2) n++; break;
      case 'largest-squad': n++; break;
      default: if (cl === MEDAL && `medals-${NATIONS[c.nation[card]!]}` === kind) n += c.medals[card]!; break;
    }
  }
  return n;
}

export function scoreRush(s: RushState, c: Compiled): { outcome: Outcome; breakdown: RushBreakdown } {
  const squads = s.hands.map((h, player) => nums(h + s.depots[player]! + s.hangars[player]!));
  const rows: RushPlayerScore[] = squads.map((sq, seat) => {
    let medalCards = 0, medals = 0, baseCards = 0;
    for (const card of sq) {
      if (c.cardClass[card] === MEDAL) { medalCards++; medals += c.medals[card]!; }
      else if (c.cardClass[card] === BASE) baseCards++;
    }
    return { seat, medalCards, medals, baseCards, achievements: [], achievementMedals: 0, baseMedals: baseCards * c.set.base.medals, total: 0, squad: sq.length };
  });
  const achievements = s.achievements.map((a) => {
    const card = c.set.achievements[a]!;
    const counts = squads.map((sq) => metric(c, card.kind, sq));
    const top = Math.max(...counts);
    const holders = counts.filter((x) => x === top).length;
    const awardedTo = top > 0 && holders === 1 ? counts.indexOf(top) : null;
    if (awardedTo !== null) { rows[awardedTo]!.achievements.push(card.id); rows[awardedTo]!.achievementMedals += 5; }
    return { id: card.id, name: card.name, counts, awardedTo };
  });
  for (const r of rows) r.total = r.medals + r.baseMedals + r.achievementMedals;
  const tieBreakWords: Message[] = [];
  let best = rows.map((r) => r.seat);
  const narrow = (rule: string, key: (r: RushPlayerScore) => number): void => {
    if (best.length < 2) return;
    const top = Math.max(...best.map((player) => key(rows[player]!)));
    const next = best.filter((player) => key(rows[player]!) === top);
    if (rule) {
      tieBreakWords.push({ msg: 'rush.tieBreak', params: { rule, seats: best.map(seatParam), values: best.map((player) => key(rows[player]!)), leaders: next.length < best.length ? next.map(seatParam) : [] } });
    }
    best = next;
  };
  narrow('', (r) => r.total);
  narrow('medals', (r) => r.medals);
  narrow('bases', (r) => r.baseCards);
  narrow('achievements', (r) => r.achievements.length);
  if (best.length > 1) tieBreakWords.push({ msg: 'rush.sharedVictory', params: { seats: best.map(seatParam) } });
  const tieBreaks = tieBreakWords.map((m) => tell(CATALOGUES, m, neutralNames(s.players)));
  const endReason = s.truncated ? 'turn-limit' : s.trigger || 'not-over';
  const breakdown: RushBreakdown = { endReason, turns: s.turns, players: rows, achievements };
  return {
    outcome: { scores: rows.map((r) => r.total), winners: best, tieBreaks, tieBreakWords, breakdown, ...(s.truncated ? { truncated: true } : {}) },
    breakdown,
  };
}
