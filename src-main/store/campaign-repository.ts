// Campaigns: a named series of matches (Rush ladder, Ruckus Draft Tournament, free series) with its own state.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Connection } from './connection';
import { notFound, validationFailure } from './errors';
import type { MatchRecord } from './match-types';
import { Id, Name, check, toJsonText } from './validate';

export type CampaignKind = 'rush-ladder' | 'ruckus-draft-tournament' | 'free';
export type CampaignStatus = 'active' | 'finished' | 'abandoned';

export interface CampaignRecord {
  readonly id: string;
  readonly name: string;
  readonly kind: CampaignKind;
  /** The campaign's own progress (ladder rung, tournament bracket...), as the campaign service defines it. */
  readonly state: unknown;
  readonly status: CampaignStatus;
  readonly matchCount: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface CampaignEntry {
  readonly position: number;
  /** e.g. 'Rung 3', 'Final'. */
  readonly label: string | null;
  readonly matchId: string;
  readonly gameId: string;
  readonly status: MatchRecord['status'];
  readonly outcome: unknown;
  readonly createdAt: number;
  readonly finishedAt: number | null;
}

export interface CampaignRepository {
  create(input: { id?: string; name: string; kind: CampaignKind; state: unknown }): CampaignRecord;
  get(id: string): CampaignRecord | null;
  /** Newest activity first. */
  list(filter?: { kind?: CampaignKind; status?: CampaignStatus }): CampaignRecord[];
  update(id: string, changes: { name?: string; state?: unknown; status?: CampaignStatus }): CampaignRecord;
  /** Deletes the campaign and its timeline; its matches stay in the history. True when it existed. */
  delete(id: string): boolean;
  /** Appends a match to the campaign's timeline; returns its position (0, 1, 2...). A match joins one campaign at most. */
  addMatch(campaignId: string, matchId: string, label?: string): number;
  /** The campaign's matches in order, with their results. */
  timeline(campaignId: string): CampaignEntry[];
  campaignOf(matchId: string): { campaignId: string; position: number } | null;
}

const Kind = z.enum(['rush-ladder', 'ruckus-draft-tournament', 'free']);
const Status = z.enum(['active', 'finished', 'abandoned']);
const NewCampaign = z.object({ id: Id.optional(), name: Name, kind: Kind, state: z.unknown() });
const Changes = z.object({ name: Name.optional(), state: z.unknown().optional(), status: Status.optional() });
const Label = z.string().min(1).max(120).optional();

interface Row { id: string; name: string; kind: CampaignKind; state: string; status: CampaignStatus; match_count: number; created_at: number; updated_at: number }
const SELECT = 'SELECT c.*, (SELECT count(*) FROM campaign_matches m WHERE m.campaign_id = c.id) AS match_count FROM campaigns c';
const toRecord = (r: Row): CampaignRecord => ({
  id: r.id, name: r.name, kind: r.kind, state: JSON.parse(r.state) as unknown, status: r.status, matchCount: r.match_count, createdAt: r.created_at, updatedAt: r.updated_at,
});

export function campaignRepository(c: Connection, now: () => number): CampaignRepository {
  const getRow = (id: string): Row | undefined => c.prepare(`${SELECT} WHERE c.id = ?`).get(id) as Row | undefined;
  const requireRow = (id: string): Row => {
    const row = getRow(id);
    if (!row) throw notFound('campaign', `No campaign ${id}.`);
    return row;
  };
  return {
    create(input) {
      const v = check(NewCampaign, input, 'campaign');
      const state = toJsonText(v.state ?? null, 'campaign state');
      const id = v.id ?? randomUUID();
      return c.write('Creating a campaign', () => {
        if (getRow(id)) throw validationFailure(`A campaign ${id} already exists.`, [{ path: 'id', message: 'already exists' }]);
        const t = now();
        c.prepare("INSERT INTO campaigns (id, name, kind, state, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, ?)").run(id, v.name, v.kind, state, t, t);
        return toRecord(getRow(id)!);
      });
    },
    get(id) {
      const i = check(Id, id, 'campaign id');
      return c.read('Reading a campaign', () => {
        const row = getRow(i);
        return row ? toRecord(row) : null;
      });
    },
    list(filter = {}) {
      const f = check(z.object({ kind: Kind.optional(), status: Status.optional() }), filter, 'campaign filter');
      const rows = c.read('Listing campaigns', () =>
        c.prepare(`${SELECT} WHERE (@kind IS NULL OR c.kind = @kind) AND (@status IS NULL OR c.status = @status) ORDER BY c.updated_at DESC, c.id`).all({ kind: f.kind ?? null, status: f.status ?? null }),
      ) as Row[];
      return rows.map(toRecord);
    },
    update(id, changes) {
      const i = check(Id, id, 'campaign id');
      const ch = check(Changes, changes, 'campaign changes');
      const state = ch.state === undefined ? null : toJsonText(ch.state, 'campaign state');
      return c.write('Updating a campaign', () => {
        requireRow(i);
        c.prepare('UPDATE campaigns SET name = coalesce(?, name), state = coalesce(?, state), status = coalesce(?, status), updated_at = ? WHERE id = ?')
          .run(ch.name ?? null, state, ch.status ?? null, now(), i);
        return toRecord(getRow(i)!);
      });
    },
    delete(id) {
      const i = check(Id, id, 'campaign id');
      return c.write('Deleting a campaign', () => c.prepare('DELETE FROM campaigns WHERE id = ?').run(i).changes > 0);
    },
    addMatch(campaignId, matchId, label) {
      const ci = check(Id, campaignId, 'campaign id');
      const mi = check(Id, matchId, 'match id');
      const l = check(Label, label, 'label');
      return c.write('Adding a match to a campaign', () => {
        requireRow(ci);
        if (!c.prepare('SELECT 1 FROM matches WHERE id = ?').get(mi)) throw notFound('match', `No match ${mi}.`);
        const other = c.prepare('SELECT campaign_id FROM campaign_matches WHERE match_id = ?').get(mi) as { campaign_id: string } | undefined;
        if (other) throw validationFailure(`Match ${mi} is already in campaign ${other.campaign_id}.`, [{ path: 'matchId', message: 'already in a campaign' }]);
        const position = (c.prepare('SELECT coalesce(max(position) + 1, 0) AS p FROM campaign_matches WHERE campaign_id = ?').get(ci) as { p: number }).p;
        c.prepare('INSERT INTO campaign_matches (campaign_id, position, match_id, label) VALUES (?, ?, ?, ?)').run(ci, position, mi, l ?? null);
        c.prepare('UPDATE campaigns SET updated_at = ? WHERE id = ?').run(now(), ci);
        return position;
      });
    },
    timeline(campaignId) {
      const ci = check(Id, campaignId, 'campaign id');
      return c.read('Reading a campaign', () => {
        requireRow(ci);
        const rows = c.prepare(`SELECT cm.position, cm.label, m.id, m.game_id, m.status, m.outcome, m.created_at, m.finished_at
          FROM campaign_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.campaign_id = ? ORDER BY cm.position`).all(ci) as
          { position: number; label: string | null; id: string; game_id: string; status: MatchRecord['status']; outcome: string | null; created_at: number; finished_at: number | null }[];
        return rows.map((r) => ({
          position: r.position, label: r.label, matchId: r.id, gameId: r.game_id, status: r.status,
          outcome: r.outcome === null ? null : (JSON.parse(r.outcome) as unknown), createdAt: r.created_at, finishedAt: r.finished_at,
        }));
      });
    },
    campaignOf(matchId) {
      const mi = check(Id, matchId, 'match id');
      const row = c.read('Reading a campaign', () => c.prepare('SELECT campaign_id, position FROM campaign_matches WHERE match_id = ?').get(mi)) as { campaign_id: string; position: number } | undefined;
      return row ? { campaignId: row.campaign_id, position: row.position } : null;
    },
  };
}
