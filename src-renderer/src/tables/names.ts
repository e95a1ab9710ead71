// Player names in sentences. The wizard names the human seat "You" by default, so a sentence must not read
// "You (you)" or "You wins".

const isYou = (name: string): boolean => /^\s*you\s*$/i.test(name);

/** The open seat's name, marked as the player's own: "Ann (you)", but "You" stays "You". */
export function ownName(name: string): string {
  return isYou(name) ? name : `${name} (you)`;
}

/** "Ann wins.", "You win.", or a shared victory. */
export function winnersLine(names: readonly string[]): string {
  if (names.length > 1) return `Shared victory: ${names.join(' and ')}.`;
  const name = names[0] ?? 'A player';
  return isYou(name) ? `${name} win.` : `${name} wins.`;
}

/** "Ann's", but "Your" for the player named "You". */
export function possessive(name: string): string {
  return isYou(name) ? 'Your' : `${name}'s`;
}
