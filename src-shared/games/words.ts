// Messages: what the engines say (log lines, descriptions of actions) as a message id with parameters, never as a
// finished sentence. Each game's words live in one catalogue in this folder (rush-words.ts, ruckus-words.ts), keyed
// by message id; a translation would be another catalogue with the same ids. The main side tells a message with
// neutral seat names ("Player 2") for its own uses (tests, exports); the renderer tells it with the players' names,
// with the grammar "You" needs ("You buy", "your base").

/** A seat as a parameter: told by the seat's name ("Anders", "you"). */
export interface SeatParam { seat: number }
/**
 * A parameter: a number, a word the catalogue turns into words (a key such as 'france'), a name, a seat, a list, or a
 * message of its own (a move's description inside the AI's account of it), told with the same names.
 */
export type Param = string | number | boolean | SeatParam | Message | readonly Param[];
export type Params = Readonly<Record<string, Param>>;

/** A message: its id (`<game>.<key>`, e.g. 'rush.buy') and its parameters. */
export interface Message { msg: string; params: Params }

export const isSeat = (p: Param | undefined): p is SeatParam => typeof p === 'object' && p !== null && !Array.isArray(p) && typeof (p as SeatParam).seat === 'number';
export const isMessage = (p: Param | undefined): p is Message => typeof p === 'object' && p !== null && !Array.isArray(p) && typeof (p as Message).msg === 'string';
export const seatParam = (seat: number): SeatParam => ({ seat });

/** The words a catalogue builds sentences with: seats by their names, with agreement for "You", counts, lists. */
export interface Words {
  /** A seat as the subject with its verb: "Anders buys", "you buy" (the verb given in the third person). */
  subject(seat: Param | undefined, verb3rd: string): string;
  /** A seat as an object: "Anders", "you". */
  seat(seat: Param | undefined): string;
  /** A seat as an owner: "Anders's", "your". */
  owner(seat: Param | undefined): string;
  /** A count with its noun, singular for one: "1 card", "3 cards" (`many` for irregular plurals). */
  count(n: number, one: string, many?: string): string;
  /** "a", "a and b", "a, b and c". */
  list(items: readonly string[]): string;
  /** A message given as a parameter, told with the same names (its first letter as the catalogue wrote it). */
  tell(message: Param | undefined): string;
}

/** A catalogue entry: the sentence for a message's parameters. */
export type Say = (params: Params, w: Words) => string;
export type Catalogue = Readonly<Record<string, Say>>;

/** Whether a seat's name is the word "You" (the wizard's default for the human seat). */
export const isYou = (name: string): boolean => /^\s*you\s*$/i.test(name);

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

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The words for seats named `names` (index = seat); a seat with no name is "Player N". `nested` tells a message given
 * as a parameter (`tell` passes itself); without it such a parameter is told as its id.
 */
export function wordsFor(names: readonly string[], nested?: (message: Message) => string): Words {
  const name = (p: Param | undefined): string => {
    if (!isSeat(p)) return typeof p === 'number' ? `Player ${p + 1}` : String(p ?? 'a player');
    return names[p.seat] ?? `Player ${p.seat + 1}`;
  };
  return {
    subject: (p, verb3rd) => {
      const n = name(p);
      return isYou(n) ? `you ${plural(verb3rd)}` : `${n} ${verb3rd}`;
    },
    seat: (p) => (isYou(name(p)) ? 'you' : name(p)),
    owner: (p) => (isYou(name(p)) ? 'your' : `${name(p)}'s`),
    count: (n, one, many) => `${n} ${n === 1 ? one : (many ?? `${one}s`)}`,
    list: listWords,
    tell: (p) => (isMessage(p) ? (nested ? nested(p) : p.msg) : String(p ?? '')),
  };
}

/** Neutral seat names, "Player 1" to "Player N", for the main side's own uses of a message. */
export const neutralNames = (players: number): string[] => Array.from({ length: players }, (_, i) => `Player ${i + 1}`);

const upper = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/**
 * A message in words, by the catalogue that holds its id: the sentence with its first letter a capital (so "your
 * base" at the start reads "Your base"). An id no catalogue knows is told plainly, never thrown on: an old save may
 * hold messages of an earlier version.
 */
export function tell(catalogues: Readonly<Record<string, Catalogue>>, message: Message, names: readonly string[]): string {
  const said = sayIn(catalogues, message, names);
  return said === undefined ? unknownWords(message) : upper(said);
}

const unknownWords = (message: Message): string => `${message.msg} ${JSON.stringify(message.params)}`;

/** A message in words as its catalogue wrote it (no capital added), undefined for an id no catalogue holds. */
function sayIn(catalogues: Readonly<Record<string, Catalogue>>, message: Message, names: readonly string[]): string | undefined {
  const dot = message.msg.indexOf('.');
  const say = dot > 0 ? catalogues[message.msg.slice(0, dot)]?.[message.msg.slice(dot + 1)] : undefined;
  return say?.(message.params, wordsFor(names, (inner) => sayIn(catalogues, inner, names) ?? unknownWords(inner)));
}

/** Each seat parameter of a message renumbered by `map` (a Draft Tournament's table telling its seats as the tournament's). */
export function mapSeats(message: Message, map: (seat: number) => number): Message {
  const walk = (p: Param): Param => (isSeat(p) ? { seat: map(p.seat) } : isMessage(p) ? mapSeats(p, map) : Array.isArray(p) ? (p as readonly Param[]).map(walk) : p);
  return { msg: message.msg, params: Object.fromEntries(Object.entries(message.params).map(([k, v]) => [k, walk(v)])) };
}
