// Player names in sentences, for every screen. The wizard names the human seat "You" by default, so a sentence must
// not read "You wins", "You's side" or "You has the most".

import { isYou, plural } from '@shared/games/words';

export { isYou, plural };

/** The open seat's name, marked as the player's own: "Ann (you)", but "You" stays "You". */
export function ownName(name: string): string {
  return isYou(name) ? name : `${name} (you)`;
}

/** "Ann wins.", "You win.", or a shared victory. */
export function winnersLine(names: readonly string[]): string {
  if (names.length > 1) return `Shared victory: ${names.join(' and ')}.`;
  const name = names[0] ?? 'A player';
  return `${name} ${verb(name, 'wins')}.`;
}

/** "Ann's", but "Your" for the player named "You" ("your" inside a sentence: `possessive(name, false)`). */
export function possessive(name: string, capital = true): string {
  if (isYou(name)) return capital ? 'Your' : 'your';
  return `${name}'s`;
}

/** The verb agreeing with a subject: `verb('Ann', 'has')` is "has", `verb('You', 'has')` is "have". */
export function verb(subject: string, verb3rd: string): string {
  return isYou(subject) ? plural(verb3rd) : verb3rd;
}

/** "Ann has", "You have": a subject with its verb. */
export function says(subject: string, verb3rd: string): string {
  return `${subject} ${verb(subject, verb3rd)}`;
}

/** A list of names in words: "Ann", "Ann and Bo", "Ann, Bo and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
