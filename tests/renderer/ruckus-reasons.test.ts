// @vitest-environment happy-dom
// The Ruckus reasons the renderer shows from their messages: the draft coach's reason for each unit (a message of the
// Ruckus catalogue, the sentence kept for advice saved before messages), and each AI Draft pick's reason on the Draft
// screen, told with the players' names ("your" only for the reader's own seat).
import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { AiAdvice, UnitAdvice } from '@shared/contract';
import type { RuckusCardSet } from '@shared/games/ruckus-view';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { draftCoach } from '@main/ai/games/ruckus-coach';
import DraftCoach from '@renderer/components/army/DraftCoach.vue';
import AiPickFeed from '@renderer/components/draft/AiPickFeed.vue';
import { cardBook } from '@renderer/tables/ruckus/cards';
import { useArmiesStore } from '@renderer/stores/armies';

const mounted: VueWrapper[] = [];
afterEach(() => { for (const w of mounted.splice(0)) w.unmount(); });

describe('Ruckus reasons in the renderer', () => {
  it("the draft coach tells each unit's reason from its message, and shows the sentence of advice saved before", async () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const store = useArmiesStore(pinia);
    const fighters = defaultCardSet.units.filter((u) => u.guild === 'fighters' && u.level !== 'S').map((u) => u.id);
    const [first, second] = draftCoach(defaultCardSet, 'fighters', [], fighters);
    // A message wins over its sentence; an old answer without one shows its sentence.
    const withWhy: UnitAdvice = { ...first!, reason: 'an older sentence' };
    const { why: _dropped, ...old } = second!;
    store.coach = [withWhy, old];
    const wrapper = mount(DraftCoach, { global: { plugins: [pinia] } });
    mounted.push(wrapper);
    await wrapper.vm.$nextTick();
    const reasons = wrapper.findAll('[data-testid="coach-table"] tbody td.reason').map((r) => r.text());
    expect(reasons).toEqual([first!.reason, second!.reason]);
    expect(reasons[0]).toMatch(/Ranked first/);
  });

  it("an AI Draft pick's reason is told from its message with the players' names", () => {
    const set = defaultCardSet as unknown as RuckusCardSet;
    const card = set.units.find((u) => u.guild === 'thieves' && u.level === 2)!;
    const other = set.units.find((u) => u.guild === 'thieves' && u.level === 1)!;
    const why = {
      msg: 'ruckus.why.draft-pick',
      params: { card: card.name, value: 3.2, cost: 2, calibrated: true, denied: { seat: 0 }, deny: 1.1, left: 8 },
    };
    const chosen = { action: { type: 'pick' as const, card: card.id }, description: `Take ${card.name}`, words: { msg: 'ruckus.act.pick', params: { card: card.name } }, visitShare: 0.6, winChance: 0.55, reason: 'Take it: denies Player 1 (old words)', why };
    const advice: AiAdvice = {
      matchId: 'm1', player: 1, iterations: 10, elapsedMs: 5, source: 'search', chosen,
      options: [chosen, { action: { type: 'pick', card: other.id }, description: `Take ${other.id}`, words: { msg: 'ruckus.act.pick', params: { card: other.name } }, visitShare: 0.3, winChance: 0.4 }],
    };
    const wrapper = mount(AiPickFeed, {
      props: {
        picks: [{ seat: 1, card: card.id, order: 0 }],
        matchSeats: [{ kind: 'human', name: 'You' }, { kind: 'ai', name: 'Snag', difficulty: 'easy' }],
        book: cardBook(set), adviceByCard: new Map([[card.id, advice]]), reading: false, error: null,
      },
    });
    mounted.push(wrapper);
    const reason = wrapper.find('[data-testid="pick-reason"]').text();
    expect(reason).toContain(`Take ${card.name}: +3.2% win chance for 2 points (1.6 a point); it denies you a unit their best army needs (worth +1.1% win chance to deny); 8 points left.`);
    expect(reason).not.toContain('Player 1');
    expect(wrapper.text()).toContain(`Also weighed: Take ${other.name} (40%)`);
  });
});
