// Numbered schema migrations; user_version holds the number of the last one applied.

export interface Migration {
  /** 1, 2, 3...: applied in order, each in its own transaction together with `PRAGMA user_version`. */
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const v1 = `
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL CHECK (json_valid(value)),
  updated_at INTEGER NOT NULL
) STRICT;

-- User card sets, stored once by content hash and referenced by matches.
CREATE TABLE card_sets (
  hash TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  name TEXT NOT NULL,
  content TEXT NOT NULL CHECK (json_valid(content)),
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX card_sets_by_game ON card_sets (game_id, name);

CREATE TABLE matches (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  options TEXT NOT NULL CHECK (json_valid(options)),
  card_set_hash TEXT REFERENCES card_sets (hash) ON DELETE RESTRICT,
  seed ANY NOT NULL,
  seats TEXT NOT NULL CHECK (json_valid(seats)),
  players INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'resigned', 'abandoned')),
  unfinished INTEGER GENERATED ALWAYS AS (status = 'active') VIRTUAL,
  action_count INTEGER NOT NULL DEFAULT 0,
  last_state_hash TEXT,
  outcome TEXT CHECK (outcome IS NULL OR json_valid(outcome)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER
) STRICT;
CREATE INDEX matches_history ON matches (unfinished DESC, updated_at DESC, id);
CREATE INDEX matches_history_by_game ON matches (game_id, unfinished DESC, updated_at DESC, id);
CREATE INDEX matches_by_status ON matches (status, updated_at DESC, id);
CREATE INDEX matches_by_card_set ON matches (card_set_hash) WHERE card_set_hash IS NOT NULL;

-- The append-only action log: rows are only ever inserted, or deleted from the end by undo.
CREATE TABLE match_actions (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  player INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (json_valid(action)),
  state_hash TEXT,
  at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seq)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER match_actions_append_only BEFORE UPDATE ON match_actions
BEGIN
  SELECT RAISE(ABORT, 'the action log is append-only');
END;

-- The state after action_count actions, so resume replays only the actions after it.
CREATE TABLE match_snapshots (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  action_count INTEGER NOT NULL,
  state TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (match_id, action_count)
) STRICT, WITHOUT ROWID;

-- One row per seat of a finished match: statistics are plain indexed queries over it.
CREATE TABLE match_results (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  players INTEGER NOT NULL,
  is_human INTEGER NOT NULL CHECK (is_human IN (0, 1)),
  difficulty TEXT,
  opponent_difficulty TEXT,
  faction TEXT,
  score REAL NOT NULL,
  margin REAL NOT NULL,
  won INTEGER NOT NULL CHECK (won IN (0, 1)),
  finished_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX match_results_by_time ON match_results (game_id, is_human, finished_at, match_id, seat, won, score, margin);
CREATE INDEX match_results_by_seat_kind ON match_results (is_human, finished_at, match_id, seat, game_id, won, score, margin);
CREATE INDEX match_results_by_players ON match_results (game_id, is_human, players, won, score, margin);
CREATE INDEX match_results_by_opponent ON match_results (game_id, is_human, opponent_difficulty, won, score, margin);
CREATE INDEX match_results_by_faction ON match_results (game_id, is_human, faction, won, score, margin);

-- Cards bought (Rush) or drafted (Ruckus) per seat; game, seat kind and win are copied in for index-only queries.
CREATE TABLE match_cards (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  card TEXT NOT NULL,
  copies INTEGER NOT NULL CHECK (copies > 0),
  game_id TEXT NOT NULL,
  is_human INTEGER NOT NULL,
  won INTEGER NOT NULL,
  finished_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seat, card),
  FOREIGN KEY (match_id, seat) REFERENCES match_results (match_id, seat) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX match_cards_by_card ON match_cards (game_id, is_human, card, won, copies, finished_at);

CREATE TABLE campaigns (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('rush-ladder', 'ruckus-draft-tournament', 'free')),
  state TEXT NOT NULL CHECK (json_valid(state)),
  status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX campaigns_by_time ON campaigns (status, updated_at DESC);

-- A match belongs to at most one campaign; deleting the match removes it from the timeline.
CREATE TABLE campaign_matches (
  campaign_id TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  match_id TEXT NOT NULL UNIQUE REFERENCES matches (id) ON DELETE CASCADE,
  label TEXT,
  PRIMARY KEY (campaign_id, position)
) STRICT, WITHOUT ROWID;

-- Saved Ruckus armies and draft setups.
CREATE TABLE decks (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('army', 'draft')),
  name TEXT NOT NULL,
  guild TEXT NOT NULL,
  units TEXT NOT NULL CHECK (json_valid(units)),
  notes TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX decks_by_name ON decks (guild, name);
`;

// What the AI weighed for each move an AI seat played ("why did the AI do that"), by action index; undo removes
// the rows past the log's new end, deleting the match removes them all.
const v2 = `
CREATE TABLE match_advice (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  advice TEXT NOT NULL CHECK (json_valid(advice)),
  PRIMARY KEY (match_id, seq)
) STRICT, WITHOUT ROWID;
`;

// The game review of a seat of a finished match (win chance before and after each decision, the AI's move, the
// turning points), kept as one JSON document per seat and rewritten as the review goes on; deleting the match removes it.
const v3 = `
CREATE TABLE match_reviews (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seat INTEGER NOT NULL CHECK (seat >= 0),
  status TEXT NOT NULL CHECK (status IN ('running', 'done', 'cancelled', 'failed')),
  review TEXT NOT NULL CHECK (json_valid(review)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seat)
) STRICT, WITHOUT ROWID;
`;

// The game log beside the actions, out of the hashed state: each action's log entries (message ids and parameters)
// are saved with it. A finished match's log is packed into one compressed row (its actions, players, times and the
// state hashes at every snapshot interval and at the end), and its rows in match_actions are removed.
const v4 = `
ALTER TABLE match_actions ADD COLUMN log TEXT CHECK (log IS NULL OR json_valid(log));
CREATE TABLE match_archives (
  match_id TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  actions INTEGER NOT NULL CHECK (actions > 0),
  packed BLOB NOT NULL
) STRICT;
-- States saved before held the game log and were hashed with it, so those snapshots and hashes no longer describe a
-- state the rules make: such matches replay from their setup (the rules still check every action) and hash anew.
DELETE FROM match_snapshots;
DROP TRIGGER match_actions_append_only;
UPDATE match_actions SET state_hash = NULL;
CREATE TRIGGER match_actions_append_only BEFORE UPDATE ON match_actions
BEGIN
  SELECT RAISE(ABORT, 'the action log is append-only');
END;
UPDATE matches SET last_state_hash = NULL;
`;

/** The app's migrations, oldest first. Never edit a released one: add the next number. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: v1 },
  { version: 2, name: 'AI move advice', sql: v2 },
  { version: 3, name: 'game reviews', sql: v3 },
  { version: 4, name: 'game log beside the actions, finished matches packed', sql: v4 },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** Checks a migration list is numbered 1, 2, 3... with no gap (a gap would leave user_version lying). */
export function assertNumbered(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration ${i} is numbered ${m.version}, expected ${i + 1}`);
  });
}
