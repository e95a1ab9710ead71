// Messages on the wire (src-shared/games/words.ts): a message id of a game's catalogue with its parameters, which the
// renderer tells with the players' names.
import { z } from 'zod';
import type { Message as MessageType, Param as ParamType } from '../games/words';

/** A message parameter: a number, a key or name, a seat, a message of its own, or a list of them. */
export const Param: z.ZodType<ParamType, ParamType> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.object({ seat: z.number().int() }), Message, z.array(Param)]));
/** A message of a game's catalogue: its id and parameters; the renderer tells it with the players' names. */
export const Message: z.ZodType<MessageType, MessageType> = z.lazy(() => z.object({ msg: z.string().min(1).max(80), params: z.record(z.string(), Param) }));
