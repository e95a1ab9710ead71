// @vitest-environment happy-dom
// "Why did the AI do that?" asks as the player's own seat, and says so when the AI's move or some of the options it
// weighed stay hidden from that seat until the game is over.
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { provideApi } from '@renderer/api/use-api';
import AdvicePanel from '@renderer/components/AdvicePanel.vue';

function panel(answer: unknown) {
  const why = vi.fn(async () => answer);
  const client = { api: { ai: { why, hint: vi.fn() } }, on: () => () => undefined };
  const w = mount(AdvicePanel, {
    props: { matchId: 'm1', seat: 1, canHint: false, canAskWhy: true, seatNames: ['Bot', 'Ann'] },
    global: { plugins: [{ install: (app) => provideApi(app, client as never) }] },
  });
  return { w, why };
}

const option = (description: string) => ({ action: { type: 'x' }, description, visitShare: 0.5, winChance: 0.6 });

describe('the AI advice panel', () => {
  it('asks why as the player\'s seat and tells the move the AI played', async () => {
    const { w, why } = panel({ matchId: 'm1', player: 0, source: 'search', iterations: 0, elapsedMs: 3, options: [option('Take Cutpurse')], chosen: option('Take Cutpurse') });
    await w.get('[data-testid="why"]').trigger('click');
    await flushPromises();
    expect(why).toHaveBeenCalledWith({ matchId: 'm1', seat: 1 });
    expect(w.get('[data-testid="advice"]').text()).toContain('Bot weighed these options and played “Take Cutpurse”:');
    expect(w.find('[data-testid="advice-withheld"]').exists()).toBe(false);
  });

  it('says when the AI\'s move and some of its options stay hidden', async () => {
    const { w } = panel({ matchId: 'm1', player: 0, source: 'search', iterations: 0, elapsedMs: 3, options: [option('Confirm the formation')], hiddenMove: true, withheld: 2 });
    await w.get('[data-testid="why"]').trigger('click');
    await flushPromises();
    const text = w.get('[data-testid="advice"]').text();
    expect(text).toContain('Bot weighed these options and made a move you cannot see yet:');
    expect(w.get('[data-testid="advice-withheld"]').text()).toBe('2 options stay hidden until the game is over: they name cards you have not seen.');
    expect(w.findAll('li')).toHaveLength(1);
  });

  it('ends the sentence when every option stays hidden', async () => {
    const { w } = panel({ matchId: 'm1', player: 0, source: 'search', iterations: 0, elapsedMs: 3, options: [], hiddenMove: true, withheld: 3 });
    await w.get('[data-testid="why"]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid="advice"]').text()).toContain('Bot weighed these options and made a move you cannot see yet.');
    expect(w.get('[data-testid="advice-withheld"]').text()).toContain('3 options stay hidden');
    expect(w.findAll('li')).toHaveLength(0);
  });
});
