// Player names in sentences: the one place is src-renderer/src/words/players.ts; tables import them from here.
export { ownName, possessive, winnersLine } from '@renderer/words/players';
