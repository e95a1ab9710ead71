// @vitest-environment happy-dom
// The Ruckus board on real engine views: the formation editor keeps the 3-2-1 rule and sends a formation the engine
// accepts, every legal action of a whole game is reachable from the table, damage is a guided choice, and the end
// shows the VP breakdown.
import { describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { ruckusGame } from '@main/games/ruckus/game';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import type { RuckusState } from '@main/games/ruckus/state';
import { ruckusModule } from '@main/games/ruckus/module';
import type { RuckusAction, RuckusCardSet, RuckusView, TournamentView } from '@shared/games/ruckus-view';
import { legalShape } from '@shared/games/ruckus-view';
import { cardBook } from '@renderer/tables/ruckus/cards';
import { actionCard } from '@renderer/tables/ruckus/card-actions';
import RuckusBoard from '@renderer/tables/ruckus/RuckusBoard.vue';
import TournamentBoard from '@renderer/tables/ruckus/TournamentBoard.vue';
import { movedCards } from '@renderer/tables/ruckus/moved';

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

describe('the Draft Tournament table', () => {
  const names = ['Ada', 'Bea', 'Cy', 'Dee'];
  function tournamentProps(s: unknown, seat: number, act: (a: RuckusAction) => Promise<boolean>) {
    const game = ruckusModule.game;
    const legal = game.legalActions(s as RuckusState, seat) as RuckusAction[];
    return {
      view: game.view(s as RuckusState, seat) as unknown as TournamentView,
      book, legal, legalText: legal.map((a) => game.describe(a as never, s as RuckusState)), busy: false, act,
      seatNames: names, pending: game.pending(s as RuckusState),
    };
  }

  it('draws both games of the stage as tabs on the real board, the player\'s own game first and playable, the other watched', async () => {
    const s = ruckusModule.game.setup({ players: 4, setup: 'tournament' } as never, 5);
    const sent: RuckusAction[] = [];
    const p = tournamentProps(s, 2, async (a) => { sent.push(a); return true; });
    expect(p.view.kind).toBe('tournament');
    const w = mount(TournamentBoard, { props: p, attachTo: document.body });
    // The bracket: the two games of stage 1, with who plays whom, and what waits in stage 2.
    expect(w.get('[data-testid="bracket-Game 1"]').text()).toContain('Ada');
    expect(w.get('[data-testid="bracket-Game 1"]').text()).toContain('Bea');
    expect(w.get('[data-testid="bracket-Game 2"]').text()).toMatch(/^Game 2Cy \(\w+\) · you vs Dee \(\w+\)$/);
    expect(w.get('[data-testid="bracket-Final"]').text()).toContain('the two winners of stage 1');
    // The shared Camp's counts come from the tournament, not from either game.
    expect(w.get('[data-testid="shared-camp"]').text()).toContain(`Kicker deck${p.view.kickerCount}`);
    expect(w.get('[data-testid="shared-camp"]').text()).toContain(`VP tokens (face down)${p.view.tokenPoolCount}`);
    // Seat 2 plays in game 2: its tab is open first, says so, and its board offers the seat's choices.
    const tabs = w.findAll('[role="tab"]');
    expect(tabs.map((t) => t.attributes('aria-selected'))).toEqual(['false', 'true']);
    expect(tabs[1]!.text()).toContain('Game 2: Cy vs Dee');
    expect(tabs[1]!.text()).toContain('you play here');
    const mine = w.get('[data-testid="tournament-game-1"]');
    expect(mine.get('[data-testid="player-0"]').text()).toContain('Cy (you)');
    expect(mine.get('[data-testid="player-1"]').text()).toContain('Dee');
    const controls = mine.findAll('[data-testid^="table-action-"]');
    expect(controls.length).toBeGreaterThan(0);
    await controls[0]!.trigger('click');
    expect(sent).toEqual([p.legal[Number(controls[0]!.attributes('data-testid')!.replace('table-action-', ''))]]);
    // The arrow keys move between the games; the other game is watched, with nothing to play and no hidden cards.
    await tabs[1]!.trigger('keydown', { key: 'ArrowLeft' });
    await flushPromises();
    expect(w.findAll('[role="tab"]').map((t) => t.attributes('aria-selected'))).toEqual(['true', 'false']);
    expect(document.activeElement?.id).toBe('t-tab-0');
    const other = w.get('[data-testid="tournament-game-0"]');
    expect(other.text()).toContain('You do not play in this game');
    expect(other.findAll('[data-testid^="table-action-"]')).toHaveLength(0);
    expect(other.get('[data-testid="player-0"]').text()).toContain('Ada');
    expect(other.get('[data-testid="player-1"]').text()).toContain('Bea');
    expect(other.text()).not.toContain('(you)');
    w.unmount();
  });

  it('shows stage 2 from the first games\' winners and losers, and the final places', () => {
    const s = ruckusModule.game.setup({ players: 4, setup: 'tournament' } as never, 5);
    const p = tournamentProps(s, 0, async () => true);
    // Stage 1 was won by seats 0 and 3: they meet in the final, 1 and 2 in the play-off (the engine's seats then).
    const stage2: TournamentView = { ...p.view, stage: 2, seats: [[0, 3], [1, 2]], winners: [[0, 3]] };
    const w = mount(TournamentBoard, { props: { ...p, view: stage2, legal: [], legalText: [] } });
    expect(w.get('[data-testid="bracket-Game 1"]').text()).toMatch(/Ada .* ★ won · you vs Bea/);
    expect(w.get('[data-testid="bracket-Game 2"]').text()).toMatch(/Cy .*vs Dee .*★ won/);
    expect(w.get('[data-testid="bracket-Final"]').text()).toBe('FinalAda · you vs Dee');
    expect(w.get('[data-testid="bracket-Play-off for third place"]').text()).toContain('Bea vs Cy');
    expect(w.findAll('[role="tab"]')[0]!.text()).toContain('Final: Ada vs Dee');
    expect(w.find('[data-testid="ranking"]').exists()).toBe(false);
    const over: TournamentView = { ...stage2, over: true, winners: [[0, 3], [3, 1]], ranking: [3, 0, 1, 2] };
    const done = mount(TournamentBoard, { props: { ...p, view: over, legal: [], legalText: [] } });
    expect(done.get('[data-testid="ranking"]').findAll('li').map((li) => li.text())).toEqual(['1st: Dee', '2nd: Ada · you', '3rd: Bea', '4th: Cy']);
    expect(done.get('[data-testid="bracket-Final"]').text()).toMatch(/Dee ★ won/);
  });
});

describe('cards moved by another player\'s action', () => {
  it('marks units whose row, damage or flags changed and cards that changed zone, nothing else', () => {
    const s = ruckusGame.setup({ players: 2, setup: 'basic', guilds: ['fighters', 'necromancers'] }, 7) as RuckusState;
    autoFormation(s, 0);
    autoFormation(s, 1);
    const before = ruckusGame.view(s, 0) as unknown as RuckusView;
    const after = structuredClone(before);
    const [a, b] = after.p[1]!.army!;
    a!.dmg += 1;
    b!.row = 1;
    expect([...movedCards(before, after)].sort()).toEqual([a!.id, b!.id].sort());
    expect(movedCards(before, before).size).toBe(0);
    // A card that left the hand for the discard pile is marked too.
    const moved = structuredClone(before);
    const card = moved.p[0]!.hand!.pop();
    if (card) {
      moved.p[0]!.discard.push(card);
      expect([...movedCards(before, moved)]).toEqual([card]);
    }
  });
});
