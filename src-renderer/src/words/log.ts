// What the main side says, in a player's words: seats by their names rather than "Player 2", the verb agreeing with
// "You" ("You buy", "your base 2"), and no instance ids. The engines send log lines and descriptions of actions as
// messages (an id and parameters), told here by the game's catalogue (src-shared/games/catalogues.ts) with the
// players' names; so are rule refusals and the AI's reasons and summaries. A sentence without a message (a line, a
// reason or a refusal of a match saved before messages) is rewritten from its neutral seat names ("Player 2") by
// `playerWords`.
import { CATALOGUES } from '@shared/games/catalogues';
import { tell, type Message, type Params } from '@shared/games/words';
import { isYou, plural } from './players';

/** A log line as the main side sends it: its text, its message, and for an automatic effect the passage behind it. */
export interface LogLine { text: string; msg?: string; params?: Params; cites?: string }

/** A message in the players' words. */
export const tellMessage = (message: Message, names: readonly string[]): string => tell(CATALOGUES, message, names);

/** Several messages in the players' words, as one paragraph. */
export const tellAll = (messages: readonly Message[], names: readonly string[]): string => messages.map((m) => tellMessage(m, names)).join(' ');

/** The AI's reason for an option: the game's words on the move, then how it fared; a reason saved as a sentence is rewritten. */
export function reasonWords(option: { reason?: string; why?: Message; noteWords?: readonly Message[] }, names: readonly string[]): string {
  if (option.why) return tellAll([option.why, ...(option.noteWords ?? [])], names);
  return option.reason ? playerWords(option.reason, names) : '';
}

/** An error from the main side: a rules engine's refusal by its message when it has one, with the players' names. */
export function errorWords(error: { message: string; words?: Message }, names: readonly string[]): string {
  return told(error.message, error.words, names);
}

/** Words the main side sent: by their message when it sent one, else its sentence with the seats named. */
export function told(text: string, words: Message | undefined, names: readonly string[]): string {
  return words ? tellMessage(words, names) : playerWords(text, names);
}

/** A seat's legal actions with each one's words told with the players' names (the action itself untouched). */
export function toldLegal<L extends { text: string; words?: Message }>(legal: readonly L[], names: readonly string[]): L[] {
  return legal.map((l) => ({ ...l, text: told(l.text, l.words, names) }));
}

/** Instance ids a Rush sentence still carries: vehicles "(v69)", barracks "(p1-b5)", bases "(p2-base3)". */
const INSTANCE_ID = /\s*\((?:v\d+|p\d+-b\d+|p\d+-base\d+)\)/g;
/** Words that may follow a seat's name without being its verb ("Player 1 vs Player 2"). */
const NOT_VERBS = new Set(['vs', 'and', 'or', 'its', 'this', 'plus', 'as']);
const NATION: Record<string, string> = { ussr: 'the USSR', usa: 'the USA', germany: 'Germany', france: 'France' };

/** Rewrites of the few engine phrases that read oddly, before names are put in. */
function phrases(text: string): string {
  return text
    // "Player 1's turn 4: lays out 3 cards." has no subject for its verb.
    .replace(/^Player (\d+)'s turn (\d+): lays out/, 'Turn $2: Player $1 lays out')
    // A base by its owner and number, not its id: "Base of player 2 (p2-base3)" → "Player 2's base 3".
    .replace(/\bBase of player (\d+) \(p\d+-base(\d+)\)/gi, "Player $1's base $2")
    .replace(/\bBase of player (\d+)/gi, "Player $1's base")
    // A base named by its id alone, as the engines' action words do: "Attack p2-base1 with …".
    .replace(/\bp(\d+)-base(\d+)\b/g, "Player $1's base $2")
    // The rulebook's "zero" (absent) ability: the card goes on defence without an ability of its own.
    .replace(/plays the "zero" ability of (.+?)\.$/, 'plays $1 without using an ability, to defend a base.')
    .replace(/takes (\d+) medals? of (ussr|usa|germany|france) \((\d+) two-medal cards?\)/, (_, got: string, nation: string, twos: string) => {
      const ones = Number(got) - 2 * Number(twos);
      const cards = [Number(twos) ? `${Number(twos)} two-medal card${twos === '1' ? '' : 's'}` : '', ones ? `${ones} one-medal card${ones === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
      return `takes ${got} medal${got === '1' ? '' : 's'} of ${NATION[nation] ?? nation} (${cards})`;
    })
    .replace(INSTANCE_ID, '')
    // A count of one in the singular: "discards 1 cards", "1 hearts".
    .replace(/(^|[^\d.])1 (card|heart|shield|token|unit|medal|point|round|turn|move|VP token)s\b/g, '$11 $2');
}

/**
 * An engine sentence with each "Player N" (seat N - 1) told by the seat's name. The seat named "You" is "You" at the
 * start of a sentence and "you" inside one, "Your"/"your" before "'s", and the verb after it as a subject agrees
 * ("You buy", "You are"); "1 damage to Player 2 has …" keeps its verb, whose subject is the damage.
 */
export function playerWords(text: string, names: readonly string[]): string {
  return secondVerbs(phrases(text).replace(/\bPlayer (\d+)('s)?(?: ([a-z]+)\b)?/g, (whole, n: string, owner: string | undefined, next: string | undefined, at: number, all: string) => {
    const name = names[Number(n) - 1];
    if (name === undefined) return whole;
    const before = all.slice(0, at).trimEnd();
    const sentenceStart = before === '' || /[.:!?]$/.test(before);
    const clauseStart = sentenceStart || /;$/.test(before);
    const tail = next === undefined ? '' : ` ${next}`;
    if (!isYou(name)) return `${name}${owner ? "'s" : ''}${tail}`;
    const you = owner ? (sentenceStart ? 'Your' : 'your') : (sentenceStart ? 'You' : 'you');
    const verb = next !== undefined && !owner && clauseStart && !NOT_VERBS.has(next) ? ` ${plural(next)}` : tail;
    return `${you}${verb}`;
  }));
}

/** Verbs the engines join to a first one with "and" ("… and wins Spoils of War"). */
const JOINED = /^(?:wins|puts|plays|takes|draws|goes|keeps|discards|places|gets|loses|returns|reveals|deals|is|has)$/;

/** In a clause whose subject is "You", a second verb joined by "and" agrees too: "You remove Grunt and put …". */
function secondVerbs(text: string): string {
  return text.replace(/(^|[.:;!?]\s+)(You|you) ([^.;:!?]*)/g, (_, lead: string, you: string, rest: string) =>
    `${lead}${you} ${rest.replace(/\band ([a-z]+)\b/g, (w, v: string) => (JOINED.test(v) ? `and ${plural(v)}` : w))}`);
}

/** A log line in a player's words (its rulebook passage unchanged: that is the rulebook's own text). */
export function logLine(line: LogLine, names: readonly string[]): LogLine {
  const text = line.msg && line.params ? tellMessage({ msg: line.msg, params: line.params }, names) : playerWords(line.text, names);
  return line.cites === undefined ? { text } : { text, cites: line.cites };
}
