// @vitest-environment happy-dom
// The Ruckus board on real engine views: the formation editor keeps the 3-2-1 rule and sends a formation the engine
// accepts, every legal action of a whole game is reachable from the table, damage is a guided choice, and the end
// shows the VP breakdown.
import { describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { ruckusGame } from '@main/games/ruckus/game';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import type { RuckusState } from '@main/games/ruckus/state';
import type { RuckusAction, RuckusCardSet, RuckusView } from '@shared/games/ruckus-view';
import { legalShape } from '@shared/games/ruckus-view';
import { cardBook } from '@renderer/tables/ruckus/cards';
import { actionCard } from '@renderer/tables/ruckus/card-actions';
import RuckusBoard from '@renderer/tables/ruckus/RuckusBoard.vue';

const book = cardBook(defaultCardSet as unknown as RuckusCardSet);

/** A small seeded generator so the played games are the same on every run. */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x % n; };
}

function props(s: RuckusState, seat: number, act: (a: RuckusAction) => Promise<boolean>) {
  const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
  return {
    view: ruckusGame.view(s, seat) as unknown as RuckusView,
    book,
    legal,
    legalText: legal.map((a) => ruckusGame.describe(a as never, s)),
    busy: false,
    act,
    seatNames: ['Ada', 'Bot'],
    pending: ruckusGame.pending(s),
    outcome: ruckusGame.outcome(s),
  };
}

/** Plays a seat's formation the way a simple player would: front row first, within the 3-2-1 rule. */
function autoFormation(s: RuckusState, seat: number): void {
  for (;;) {
    const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
    const place = legal.find((a) => a.type === 'place');
    if (place && s.p[seat].army.length < 5) { expect(ruckusGame.step(s, seat, place)).toBeNull(); continue; }
    const confirm = legal.find((a) => a.type === 'confirm');
    if (confirm) expect(ruckusGame.step(s, seat, confirm)).toBeNull();
    return;
  }
}

describe('the formation editor', () => {
  function setup(): { s: RuckusState; w: VueWrapper; sent: RuckusAction[] } {
    const s = ruckusGame.setup({ players: 2, setup: 'basic', guilds: ['fighters', 'necromancers'] }, 7) as RuckusState;
    expect(s.phase).toBe('formation');
    const sent: RuckusAction[] = [];
    const act = async (a: RuckusAction): Promise<boolean> => {
      sent.push(a);
      const err = ruckusGame.step(s, 0, a);
      if (err) return false;
      await w.setProps(props(s, 0, act));
      return true;
    };
    const w = mount(RuckusBoard, { props: props(s, 0, act), attachTo: document.body });
    return { s, w, sent };
  }

  it('places cards with the keys 1 to 3 only in legal 3-2-1 shapes, then sends a formation the engine accepts', async () => {
    const { s, w, sent } = setup();
    const hand = s.p[0].hand.filter((id) => book.fieldable(id));
    expect(hand.length).toBeGreaterThanOrEqual(4);
    const key = async (id: string, k: string) => w.get(`[data-testid="hand-${id}"]`).trigger('keydown', { key: k });
    // Row 3 before row 2 holds a unit breaks the shape rule: refused with a reason.
    await key(hand[0]!, '3');
    expect(w.get('[data-testid="formation-message"]').text()).toContain('Row 2 must hold a unit before row 3');
    expect(w.find('[data-testid="formation-row-2"] [data-card]').exists()).toBe(false);
    await key(hand[0]!, '1');
    await key(hand[1]!, '2');
    await key(hand[2]!, '3');
    await key(hand[3]!, '3');
    expect(w.get('[data-testid="formation-message"]').text()).toContain('Row 3 is full');
    expect(w.findAll('[data-testid="formation-row-2"] [data-card]')).toHaveLength(1);
    // Taking back the only row-1 card would leave rows behind an empty row.
    await w.get(`[data-testid="formation-row-0"] [data-card="${hand[0]}"]`).trigger('keydown', { key: 'Delete' });
    expect(w.get('[data-testid="formation-message"]').text()).toContain('Take back the units behind row 1 first');
    expect(w.get('[data-testid="held-back"]').text()).toMatch(/held back/);
    await w.get('[data-testid="reveal-formation"]').trigger('click');
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([
      { type: 'place', card: hand[0], row: 0 },
      { type: 'place', card: hand[1], row: 1 },
      { type: 'place', card: hand[2], row: 2 },
      { type: 'confirm' },
    ]);
    expect(s.p[0].done).toBe(true);
    expect(s.p[0].army.map((u) => [u.id, u.row])).toEqual([[hand[0], 0], [hand[1], 1], [hand[2], 2]]);
    w.unmount();
  });

  it('stages with Enter and a row button, and the opponent stays behind the Battle Screen', async () => {
    const { s, w } = setup();
    const id = s.p[0].hand.find((c) => book.fieldable(c))!;
    expect(w.get('[data-testid="place-row-0"]').attributes('disabled')).toBeDefined();
    await w.get(`[data-testid="hand-${id}"]`).trigger('keydown', { key: 'Enter' });
    expect(w.get(`[data-testid="hand-${id}"]`).attributes('aria-pressed')).toBe('true');
    expect(w.get('[data-testid="place-row-1"]').attributes('disabled')).toBeDefined();
    await w.get('[data-testid="place-row-0"]').trigger('click');
    expect(w.find(`[data-testid="formation-row-0"] [data-card="${id}"]`).exists()).toBe(true);
    expect(w.get('[data-testid="reveal-formation"]').text()).toBe('Reveal formation 1');
    expect(w.find('[data-testid="screen-1"]').exists()).toBe(true);
    w.unmount();
  });

  it('legalShape accepts exactly the 3-2-1 shapes with no gap', () => {
    expect(legalShape([3, 2, 0])).toBe(true);
    expect(legalShape([2, 2, 1])).toBe(true);
    expect(legalShape([3, 1, 1])).toBe(true);
    expect(legalShape([4, 1, 0])).toBe(false);
    expect(legalShape([1, 3, 0])).toBe(false);
    expect(legalShape([1, 0, 1])).toBe(false);
    expect(legalShape([0, 1, 0])).toBe(false);
  });
});

describe('a whole game on the table', () => {
  it('offers every legal action of seat 0 as a table control, guides damage, and ends with the VP breakdown', async () => {
    const s = ruckusGame.setup({ players: 2, setup: 'basic', maxRounds: 30 }, 3) as RuckusState;
    const rand = lcg(5);
    const noop = async (): Promise<boolean> => true;
    const kindsSeen = new Set<string>();
    let hitsChecked = 0;
    let mounts = 0;
    for (let step = 0; step < 5000 && s.phase !== 'over'; step++) {
      const decision = ruckusGame.pending(s)[0]!;
      const seat = decision.player;
      if (s.phase === 'formation') { autoFormation(s, seat); continue; }
      const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
      if (seat === 0) {
        const types = legal.map((a) => a.type).sort().join(',');
        const fresh = !kindsSeen.has(types) || (s.hits[0]?.to === 0 && hitsChecked < 3);
        if (fresh && mounts < 40) {
          kindsSeen.add(types);
          mounts++;
          const w = mount(RuckusBoard, { props: props(s, 0, noop) });
          for (let i = 0; i < legal.length; i++) {
            const btn = w.find(`[data-testid="table-action-${i}"]`);
            expect(btn.exists(), `${JSON.stringify(legal[i])} has a control`).toBe(true);
            const card = actionCard(legal[i]!);
            if (card && btn.element.closest('[data-card]')) expect(btn.element.closest('[data-card]')!.getAttribute('data-card')).toBe(card);
          }
          if (s.hits[0]?.to === 0 && legal.some((a) => a.type === 'assign')) {
            hitsChecked++;
            const banner = w.get('[data-testid="hit-banner"]').text();
            expect(banner).toContain(`You take ${s.hits[0].amount}`);
            for (const a of legal) if (a.type === 'assign') expect(banner).toContain(book.name(a.unit));
          }
          w.unmount();
        }
      }
      expect(ruckusGame.step(s, seat, legal[rand(legal.length)]!)).toBeNull();
    }
    expect(s.phase).toBe('over');
    expect(hitsChecked).toBeGreaterThan(0);
    expect([...kindsSeen].join(' ')).toMatch(/fall/);
    const w = mount(RuckusBoard, { props: props(s, 0, noop) });
    const outcome = ruckusGame.outcome(s)!;
    const rows = w.findAll('[data-testid="vp-breakdown"] tbody tr');
    expect(rows).toHaveLength(2);
    rows.forEach((r, seat) => expect(r.findAll('td').at(-1)!.text()).toBe(String(outcome.scores[seat])));
    expect(rows[outcome.winners[0]!]!.text()).toContain('winner');
    w.unmount();
  });
});
