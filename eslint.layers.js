// Which layer may import which (see README "Architecture"). Each entry: files, and the imports they may not make.
// Anchored ('/fs') so that only the bare specifier matches, not a project file such as './events' or './rush/module'.
const NODE_BUILTINS = ['node:*', ...['fs', 'path', 'os', 'child_process', 'worker_threads', 'http', 'https', 'net', 'crypto', 'url', 'util', 'stream', 'events', 'module', 'process'].flatMap((m) => [`/${m}`, `/${m}/*`])];
const ELECTRON = ['/electron', '/electron/*'];
// bench/ holds measuring tools the app must never reach, the cheating reference bot among them (bench/cheat.ts).
const BENCH = ['**/bench/*', '**/bench/**'];
const NO_BENCH = 'The app never imports bench/: its measuring tools (the cheating reference bot among them) stay out of the app.';

const restrict = (files, patterns, message, extra = {}) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
    ...extra,
  },
});

const pureRules = {
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Pure game and AI code uses the seeded PRNG in src-main/engine/rng.ts, not Math.random().' },
    { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pure game and AI code takes time from its caller, not Date.now().' },
    { selector: "NewExpression[callee.name='Date']", message: 'Pure game and AI code takes time from its caller, not new Date().' },
  ],
};

export const layerRules = [
  restrict(['src-shared/**/*.ts'], [...NODE_BUILTINS, ...ELECTRON, '@main/*', '@renderer/*', '**/src-main/**', '**/src-renderer/**', 'better-sqlite3', 'vue', 'pinia', 'ws'],
    'src-shared imports nothing outside itself (no electron, no node:*, no DOM, no main or renderer code).'),
  restrict(['src-renderer/**/*.ts', 'src-renderer/**/*.vue'], [...NODE_BUILTINS, ...ELECTRON, '@main/*', '**/src-main/**', 'better-sqlite3', 'ws'],
    'The renderer imports src-shared only (plus its own code and UI libraries): talk to the main side through the contract.'),
  // First, so that the more specific entries below (which each repeat BENCH: a later entry replaces an earlier one's list) refine it.
  restrict(['src-main/**/*.ts'], BENCH, NO_BENCH),
  restrict(['src-main/engine/**/*.ts', 'src-main/games/**/*.ts', 'src-main/ai/**/*.ts'],
    [...NODE_BUILTINS, ...ELECTRON, ...BENCH, '@renderer/*', '**/src-renderer/**', 'better-sqlite3', 'ws', '@main/store/*', '@main/services/*', '@main/hosts/*', '**/store/*', '**/services/*', '**/hosts/*'],
    'engine, games and ai are pure: they import src-shared and each other only (no electron, no node I/O, no SQLite, no bench/).', pureRules),
  restrict(['src-main/ai/workers/**/*.ts'], [...ELECTRON, ...BENCH, 'better-sqlite3', '@main/store/*', '@main/services/*', '@main/hosts/*'],
    'AI workers may use worker_threads but no electron, SQLite, services, hosts or bench/.'),
  restrict(['src-main/store/**/*.ts', 'src-main/services/**/*.ts', 'src-main/hosts/web/**/*.ts', 'src-main/hosts/cli/**/*.ts'], [...ELECTRON, ...BENCH],
    'Only src-main/hosts/electron imports electron, and the app never imports bench/.'),
  restrict(['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'], [...ELECTRON],
    'Only src-main/hosts/electron imports electron.'),
];
