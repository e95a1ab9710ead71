// @vitest-environment happy-dom
// "Why did the AI do that?" asks as the player's own seat, and says so when the AI's move or some of the options it
// weighed stay hidden from that seat until the game is over.
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { ApiError } from '@renderer/api/client';
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

  it('ties a hint to its position: once the action count moves on the hint goes and its buttons with it', async () => {
    const hint = vi.fn(async () => ({ matchId: 'm1', player: 1, source: 'search', iterations: 40, elapsedMs: 3, options: [option('Take Cutpurse'), option('Pass')], summary: 'The search\'s first choice for you: “Take Cutpurse”.' }));
    const client = { api: { ai: { why: vi.fn(), hint } }, on: () => () => undefined };
    const w = mount(AdvicePanel, {
      props: { matchId: 'm1', seat: 1, canHint: true, canAskWhy: false, seatNames: ['Bot', 'Ann'], actionCount: 7 },
      global: { plugins: [{ install: (app) => provideApi(app, client as never) }] },
    });
    await w.get('[data-testid="advice-hint"]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid="advice"]').attributes('data-at')).toBe('7');
    expect(w.get('[data-testid="advice-summary"]').text()).toBe('The search\'s first choice for you: “Take Cutpurse”.');
    expect(w.findAll('[data-testid="play-hint"]')).toHaveLength(2);
    await w.setProps({ actionCount: 8 });
    expect(w.find('[data-testid="advice"]').exists()).toBe(false);
    expect(w.findAll('[data-testid="play-hint"]')).toHaveLength(0);
    expect(w.get('[data-testid="advice-cleared"]').text()).toContain('The position has changed');
    expect(w.emitted('play')).toBeUndefined();
  });

  it('drops a hint that answers after the position changed, and plays a hint only on its own position', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const hint = vi.fn(() => new Promise((r) => { answer = r; }));
    const client = { api: { ai: { why: vi.fn(), hint } }, on: () => () => undefined };
    const w = mount(AdvicePanel, {
      props: { matchId: 'm1', seat: 1, canHint: true, canAskWhy: false, seatNames: ['Bot', 'Ann'], actionCount: 3 },
      global: { plugins: [{ install: (app) => provideApi(app, client as never) }] },
    });
    void w.get('[data-testid="advice-hint"]').trigger('click');
    await flushPromises();
    await w.setProps({ actionCount: 4 });
    answer({ matchId: 'm1', player: 1, source: 'search', iterations: 1, elapsedMs: 3, options: [option('Pass')] });
    await flushPromises();
    expect(w.find('[data-testid="advice"]').exists()).toBe(false);
    expect(w.find('[data-testid="advice-cleared"]').exists()).toBe(true);
    // Asked again at this position: its button plays, once.
    const again = w.get('[data-testid="advice-hint"]').trigger('click');
    answer({ matchId: 'm1', player: 1, source: 'search', iterations: 1, elapsedMs: 3, options: [option('Pass')] });
    await again;
    await flushPromises();
    await w.get('[data-testid="play-hint"]').trigger('click');
    expect(w.emitted('play')).toEqual([[{ type: 'x' }]]);
    expect(w.find('[data-testid="play-hint"]').exists()).toBe(false);
  });

  it('marks an explanation as being about an earlier move once the game moves on, and names the players', async () => {
    const { w } = panel({ matchId: 'm1', player: 0, source: 'search', iterations: 0, elapsedMs: 3, options: [option('Choose Player 2')], chosen: option('Choose Player 2'), summary: 'Bot played “Choose Player 2”, the move its search tried most.' });
    await w.get('[data-testid="why"]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid="advice-summary"]').text()).toBe('Bot played “Choose Ann”, the move its search tried most.');
    expect(w.find('[data-testid="advice-stale"]').exists()).toBe(false);
    await w.setProps({ actionCount: 2 });
    expect(w.get('[data-testid="advice"]').attributes('data-stale')).toBe('');
    expect(w.get('[data-testid="advice-stale"]').text()).toBe('About an earlier move: 2 moves have been played since.');
  });

  it('tells the summary and each reason from their messages with the players\' names', async () => {
    const attack = { msg: 'rush.act.fire', params: { card: 'T-34', target: 'base', targetOwner: { seat: 1 }, targetBase: 2 } };
    const chosen = {
      action: { type: 'fire' }, description: 'Attack Player 2\'s base 2 with T-34', words: attack, visitShare: 1, winChance: 0.7,
      reason: 'Player 2 loses a base. It did worse.', why: { msg: 'ai.plain', params: { text: 'A reason of its own' } },
      noteWords: [{ msg: 'ai.worse', params: { played: true, mine: 40, theirs: 70 } }],
    };
    const { w } = panel({
      matchId: 'm1', player: 0, source: 'search', iterations: 1000, elapsedMs: 3, options: [chosen], chosen,
      summary: 'Player 1 played “Attack Player 2\'s base 2 with T-34”.', summaryWords: [{ msg: 'ai.only', params: { by: { seat: 0 }, move: attack, chance: 70 } }],
    });
    await w.get('[data-testid="why"]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid="advice-summary"]').text()).toBe('Bot played “Attack Ann\'s base 2 with T-34”, the only move open to it (estimated win chance 70%).');
    expect(w.get('li').text()).toContain('Attack Ann\'s base 2 with T-34: chosen in 100% of the search, estimated win chance 70%. A reason of its own It did worse in the search: estimated win chance 40% against 70% for the move played.');
  });

  it('tells a refusal by its message with the players\' names', async () => {
    const refusal = { kind: 'rule', rule: 'no-decision', message: 'Player 2 has nothing to decide.', words: { msg: 'ai.unseen', params: { by: { seat: 1 } } } };
    const client = { api: { ai: { why: vi.fn(async () => { throw new ApiError(refusal as never); }), hint: vi.fn() } }, on: () => () => undefined };
    const w = mount(AdvicePanel, {
      props: { matchId: 'm1', seat: 1, canHint: false, canAskWhy: true, seatNames: ['Bot', 'You'] },
      global: { plugins: [{ install: (app) => provideApi(app, client as never) }] },
    });
    await w.get('[data-testid="why"]').trigger('click');
    await flushPromises();
    expect(w.get('[role="alert"]').text()).toBe('You made a move you cannot see yet.');
  });
});
