// The AI hooks of the test-only games (Tricks, Goofspiel), registered for the tests that play them: the app's own
// registry (src-main/ai/game-ai.ts) knows only the shipped games. Loaded by the vitest configs' setupFiles and by the
// test worker entries; registering twice replaces the same hooks.
import { registerGameAi } from '@main/ai/game-ai';
import { goofspielAi } from '@main/ai/testing/goofspiel-ai';
import { tricksAi } from '@main/ai/testing/tricks-ai';

registerGameAi(tricksAi);
registerGameAi(goofspielAi);
