// Medals: taking medal cards of a nation for destroyed units (one-medal cards, or two-medal cards for two units at the
// owner's choice), the last one-medal card triggering the end, and the take-medals decision.
import type { RuleError } from '@shared/contract/errors';
import { refusal } from '@shared/games/catalogues';
import { NATIONS } from '@shared/games/rush/cards';
import type { PlayerId } from '@main/engine/game';
import type { Compiled } from './compiled';
import { act1, type Memo, type Parsed } from './action-table';
import { logOn, note, seat } from './rules';
import { MEDALS, PLAY, type RushAction, type RushState } from './state';
import { continueEnd } from './turn';
import { ch, top } from './zones';

/** Gives the current player `count` medals of a nation, `doubles` of them as two-medal cards. */
export function takeMedals(s: RushState, nation: number, count: number, doubles: number): void {
  let got = 0;
  for (let i = 0; i < doubles; i++) {
    s.depots[s.current] += ch(top(s.twoMedalDecks[nation]!));
    s.twoMedalDecks[nation] = s.twoMedalDecks[nation]!.slice(0, -1);
    got += 2;
  }
  for (let i = 0; i < count - 2 * doubles; i++) {
    if (s.oneMedalDecks[nation]!.length === 0) { if (logOn()) note('no-medal', { nation: NATIONS[nation]! }, 'noMedal'); break; }
    s.depots[s.current] += ch(top(s.oneMedalDecks[nation]!));
    s.oneMedalDecks[nation] = s.oneMedalDecks[nation]!.slice(0, -1);
    got++;
    if (s.oneMedalDecks[nation]!.length === 0 && s.trigger === '') {
      s.trigger = 'ninth-medal';
      if (logOn()) note('last-medal', { nation: NATIONS[nation]! }, 'endTrigger');
    }
  }
  if (got > 0 && logOn()) note('medals', { by: seat(s.current), medals: got, nation: NATIONS[nation]!, twos: doubles, ones: got - 2 * doubles }, 'medals');
}

/** The most two-medal cards `count` medals of a nation may be taken as. */
export function maxDoubles(s: RushState, nation: number, count: number): number {
  return Math.min(count >> 1, s.twoMedalDecks[nation]!.length);
}

/** Awards `count` medals of a nation; returns true when the player must choose how many two-medal cards. */
export function medalBatch(s: RushState, nation: number, count: number): boolean {
  if (count <= 0 || nation < 0) return false;
  if (maxDoubles(s, nation, count) === 0) { takeMedals(s, nation, count, 0); return false; }
  s.phase = MEDALS;
  s.medalNation = nation;
  s.medalCount = count;
  return true;
}

/** The take-medals decision: how many two-medal cards, from none to the most allowed. */
export function medalsLegal(s: RushState, c: Compiled, m: Memo, out: RushAction[]): void {
  const max = maxDoubles(s, s.medalNation, s.medalCount);
  for (let d = 0; d <= max; d++) out.push(act1(c, m, 'medals', d));
}

export function medalsRefusal(s: RushState, a: Parsed): RuleError | null {
  if (a.type !== 'medals') return refusal('finish-medals-first', 'rush.no.finish-medals-first');
  if (a.n < 0 || a.n > maxDoubles(s, s.medalNation, s.medalCount)) return refusal('medals-doubles', 'rush.no.medals-doubles', { max: maxDoubles(s, s.medalNation, s.medalCount) });
  return null;
}

export function performMedals(s: RushState, c: Compiled, _player: PlayerId, a: Parsed): void {
  takeMedals(s, s.medalNation, s.medalCount, a.n);
  s.medalNation = -1;
  s.medalCount = 0;
  s.phase = PLAY;
  if (s.ending) continueEnd(s, c);
}
