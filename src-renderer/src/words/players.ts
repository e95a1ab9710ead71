// Player names in sentences, for every screen. The wizard names the human seat "You" by default, so a sentence must
// not read "You wins", "You's side" or "You has the most".

/** Whether a seat's name is the word "You" (the wizard's default for the human seat). */
export const isYou = (name: string): boolean => /^\s*you\s*$/i.test(name);

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

const IRREGULAR: Record<string, string> = { is: 'are', has: 'have', was: 'were', does: 'do', goes: 'go' };

/** The plural form of a third-person verb: "buys" → "buy", "is" → "are", "passes" → "pass", "carries" → "carry". */
export function plural(verb3rd: string): string {
  const irregular = IRREGULAR[verb3rd];
  if (irregular) return irregular;
  if (/ies$/.test(verb3rd)) return verb3rd.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|z|o)es$/.test(verb3rd)) return verb3rd.slice(0, -2);
  if (/[^s]s$/.test(verb3rd)) return verb3rd.slice(0, -1);
  return verb3rd;
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
