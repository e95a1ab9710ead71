import { capIssues, ServiceFailure, type CardSetSummary, type ServiceImpl, type cardSetService } from '@shared/contract';
import type { GameModule } from '@main/games/registry';
import type { CardSetRepository } from '@main/store';

export class CardSetMainService implements ServiceImpl<typeof cardSetService> {
  constructor(private readonly cardSets: CardSetRepository, private readonly games: (id: string) => GameModule | undefined) {}

  private module(gameId: string): GameModule {
    const module = this.games(gameId);
    if (!module) throw new ServiceFailure({ kind: 'not_found', what: 'game', message: `There is no game '${gameId}'.` });
    return module;
  }

  builtIn(input: { gameId: string }) {
    return { gameId: input.gameId, content: this.module(input.gameId).defaultCardSet };
  }

  list(input: { gameId?: string }): CardSetSummary[] {
    return this.cardSets.list(input.gameId ? { gameId: input.gameId } : {});
  }

  get(input: { hash: string }) {
    const found = this.cardSets.get(input.hash);
    if (!found) throw new ServiceFailure({ kind: 'not_found', what: 'card set', message: `There is no card set ${input.hash}.` });
    return found;
  }

  validate(input: { gameId: string; content: unknown }) {
    const check = this.module(input.gameId).validateCardSet(input.content);
    return { ok: check.ok, issues: capIssues(check.issues) };
  }

  import(input: { gameId: string; name: string; content: unknown }): CardSetSummary {
    const module = this.module(input.gameId);
    const check = module.validateCardSet(input.content);
    if (!check.ok) throw new ServiceFailure({ kind: 'validation', message: `This is not a valid ${module.game.name} card set (${check.issues.length} problem${check.issues.length === 1 ? '' : 's'}).`, issues: capIssues(check.issues) });
    const { content: _content, ...summary } = this.cardSets.save({ gameId: input.gameId, name: input.name, content: check.set ?? input.content });
    return summary;
  }

  rename(input: { hash: string; name: string }) {
    this.get(input);
    this.cardSets.rename(input.hash, input.name);
    return { ok: true as const };
  }

  delete(input: { hash: string }) {
    return { deleted: this.cardSets.delete(input.hash) };
  }
}
