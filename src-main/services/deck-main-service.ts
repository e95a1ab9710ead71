// Saved Ruckus armies: every save is checked by the Ruckus rules (src-main/games/ruckus/army.ts).
import { ARMY_FILE_FORMAT, ArmyFile, ServiceFailure, type ArmyInput, type SavedArmy, type ServiceImpl, type deckService } from '@shared/contract';
import { checkArmy, armyPoints } from '@main/games/ruckus/army';
import type { CardSet } from '@shared/games/ruckus/cards';
import type { CardSetRepository, DeckRecord, DeckRepository } from '@main/store';
import { validationIssues } from './dispatcher';

export class DeckMainService implements ServiceImpl<typeof deckService> {
  constructor(private readonly deps: { decks: DeckRepository; cardSets: CardSetRepository; builtIn: CardSet }) {}

  private cardSet(hash?: string): CardSet {
    if (!hash) return this.deps.builtIn;
    const stored = this.deps.cardSets.get(hash);
    if (!stored || stored.gameId !== 'ruckus') throw new ServiceFailure({ kind: 'not_found', what: 'card set', message: `There is no stored Ruckus card set ${hash}.` });
    return stored.content as CardSet;
  }

  private toSaved(r: DeckRecord, set = this.deps.builtIn): SavedArmy {
    const units = Array.isArray(r.units) ? (r.units as string[]) : [];
    return { id: r.id, kind: r.kind, name: r.name, guild: r.guild, units, notes: r.notes, points: armyPoints(set, { kind: r.kind, guild: r.guild, units }), createdAt: r.createdAt, updatedAt: r.updatedAt };
  }

  private record(id: string): DeckRecord {
    const found = this.deps.decks.get(id);
    if (!found) throw new ServiceFailure({ kind: 'not_found', what: 'army', message: `There is no saved army ${id}.` });
    return found;
  }

  get(input: { id: string }): SavedArmy {
    return this.toSaved(this.record(input.id));
  }

  list(input: { guild?: string }): SavedArmy[] {
    return this.deps.decks.list(input.guild ? { guild: input.guild } : {}).map((r) => this.toSaved(r));
  }

  check(input: ArmyInput) {
    const set = this.cardSet(input.cardSetHash);
    const issues = checkArmy(set, input);
    return { ok: issues.length === 0, points: armyPoints(set, input), issues };
  }

  save(input: ArmyInput): SavedArmy {
    const set = this.cardSet(input.cardSetHash);
    const issues = checkArmy(set, input);
    if (issues.length) throw new ServiceFailure({ kind: 'validation', message: `This army cannot be saved: ${issues[0]!.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}.`, issues });
    if (input.id) this.record(input.id);
    return this.toSaved(this.deps.decks.save({ ...(input.id ? { id: input.id } : {}), kind: input.kind, name: input.name, guild: input.guild, units: [...input.units], notes: input.notes }), set);
  }

  duplicate(input: { id: string; name: string }): SavedArmy {
    const r = this.record(input.id);
    return this.toSaved(this.deps.decks.save({ kind: r.kind, name: input.name, guild: r.guild, units: r.units, notes: r.notes }));
  }

  delete(input: { id: string }) {
    return { deleted: this.deps.decks.delete(input.id) };
  }

  export(input: { id: string }): ArmyFile {
    const r = this.toSaved(this.record(input.id));
    return { format: ARMY_FILE_FORMAT, version: 1, kind: r.kind, name: r.name, guild: r.guild, units: r.units, notes: r.notes };
  }

  import(input: { file: unknown }): SavedArmy {
    const parsed = ArmyFile.safeParse(input.file);
    if (!parsed.success) throw new ServiceFailure({ kind: 'validation', message: 'This is not a Skirmish army file.', issues: validationIssues(parsed.error) });
    const { format: _f, version: _v, ...army } = parsed.data;
    return this.save(army);
  }
}
