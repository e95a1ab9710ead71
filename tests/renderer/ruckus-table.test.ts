// @vitest-environment happy-dom
// The Ruckus board on real engine views and previews: the formation editor is the only placement system (it keeps
// the 3-2-1 rule and sends a formation the engine accepts; no card is placed by a button), each unit offers its legal
// actions at the card with the engine's preview of what they do, every legal action of a whole game is on the table
// (a card's menu or a status-bar button), and the end shows the VP breakdown; the Draft Tournament's two games.
import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { defineComponent, h, nextTick } from 'vue';
import { ruckusGame } from '@main/games/ruckus/game';
import { defaultCardSet } from '@main/games/ruckus/card-set';
import { buildPosition } from '@main/games/ruckus/scenario-support';
import type { RuckusState } from '@main/games/ruckus/state';
import { ruckusModule } from '@main/games/ruckus/module';
import type { RuckusAction, RuckusCardSet, RuckusPreview, RuckusView, TournamentPreview, TournamentView } from '@shared/games/ruckus-view';
import { legalShape } from '@shared/games/ruckus-view';
import { cardBook } from '@renderer/tables/ruckus/cards';
import { actionCard } from '@renderer/tables/ruckus/card-actions';
import RuckusBoard from '@renderer/tables/ruckus/RuckusBoard.vue';
import TournamentBoard from '@renderer/tables/ruckus/TournamentBoard.vue';
import { movedCards } from '@renderer/tables/ruckus/moved';
import { createMatchShell, provideMatchShell, type MatchShell } from '@renderer/components/table/shell';
import { provideApi } from '@renderer/api/use-api';

const book = cardBook(defaultCardSet as unknown as RuckusCardSet);
let wrapper: VueWrapper | null = null;
afterEach(() => { wrapper?.unmount(); wrapper = null; document.body.innerHTML = ''; });

/** A small seeded generator so the played games are the same on every run. */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x % n; };
}

function props(s: RuckusState, seat: number) {
  const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
  return {
    view: ruckusGame.view(s, seat) as unknown as RuckusView,
    book,
    legal: legal.map((action) => ({ action, text: ruckusGame.describe(action as never, s) })),
    preview: ruckusGame.preview!(s, seat, legal) as RuckusPreview,
    busy: false,
    seatNames: ['Ada', 'Bot', 'Cy', 'Dee'],
    pending: ruckusGame.pending(s),
    outcome: ruckusGame.outcome(s),
  };
}

/** The board inside a match shell, as the match screen gives it: the status bar's prompt can be read from `shell`. */
function mountBoard(p: ReturnType<typeof props>, sent: unknown[][]): { w: VueWrapper; shell: MatchShell } {
  const shell = createMatchShell();
  const Host = defineComponent({
    props: { p: { type: Object, required: true } },
    setup(hp) {
      provideMatchShell(shell);
      return () => h(RuckusBoard as never, { ...(hp.p as object), onAct: (a: unknown) => sent.push([a]), 'onAct-all': (a: unknown[]) => sent.push(a) });
    },
  });
  const w = mount(Host, { props: { p }, attachTo: document.body });
  wrapper?.unmount();
  wrapper = w;
  return { w, shell };
}

const menuItems = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="card-menu"] [role="menuitem"]'));

/** Plays a seat's formation the way a simple player would: front row first, within the 3-2-1 rule. */
function autoFormation(s: RuckusState, seat: number): void {
  for (;;) {
    const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
    const place = legal.find((a) => a.type === 'place');
    if (place && s.seats[seat].army.length < 5) { expect(ruckusGame.step(s, seat, place)).toBeNull(); continue; }
    const confirm = legal.find((a) => a.type === 'confirm');
    if (confirm) expect(ruckusGame.step(s, seat, confirm)).toBeNull();
    return;
  }
}

describe('the formation editor, the only placement system', () => {
  function setup() {
    const s = ruckusGame.setup({ players: 2, setup: 'basic', guilds: ['fighters', 'necromancers'] }, 7) as RuckusState;
    expect(s.phase).toBe('formation');
    const sent: unknown[][] = [];
    const { w, shell } = mountBoard(props(s, 0), sent);
    return { s, w, shell, sent };
  }
  const placeable = (s: RuckusState): string[] => [...new Set((ruckusGame.legalActions(s, 0) as RuckusAction[]).flatMap((a) => (a.type === 'place' ? [a.card] : [])))];

  it('places cards with the keys 1 to 3 only in legal 3-2-1 shapes, then Reveal sends a formation the engine accepts', async () => {
    const { s, w, shell, sent } = setup();
    const hand = placeable(s);
    expect(hand.length).toBeGreaterThanOrEqual(4);
    const key = async (id: string, k: string) => w.get(`[data-testid="hand-${id}"]`).trigger('keydown', { key: k });
    // Nothing staged: an empty formation is legal but never the primary button (E would otherwise sit the round out).
    await nextTick();
    const empty = shell.prompt.value!.buttons.find((b) => b.id === 'reveal')!;
    expect([empty.label, empty.kind]).toEqual(['Reveal an empty formation', 'secondary']);
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
    // Nothing was sent while staging; the status bar's Reveal sends it all, front row first.
    expect(sent).toEqual([]);
    const reveal = shell.prompt.value!.buttons.find((b) => b.id === 'reveal')!;
    expect([reveal.label, reveal.kind]).toEqual(['Reveal formation 1-1-1', 'primary']);
    reveal.run();
    await nextTick();
    expect(sent).toEqual([[
      { type: 'place', card: hand[0], row: 0 },
      { type: 'place', card: hand[1], row: 1 },
      { type: 'place', card: hand[2], row: 2 },
      { type: 'confirm' },
    ]]);
    for (const a of sent[0]!) expect(ruckusGame.step(s, 0, a as RuckusAction)).toBeNull();
    expect(s.seats[0].done).toBe(true);
    expect(s.seats[0].army.map((u) => [u.id, u.row])).toEqual([[hand[0], 0], [hand[1], 1], [hand[2], 2]]);
  });

  it('a hand card\'s menu offers the rows it may go to (staging, not sending), and lights those rows up', async () => {
    const { s, w, sent } = setup();
    const id = placeable(s)[0]!;
    await w.get(`[data-testid="hand-${id}"]`).trigger('click');
    await nextTick();
    expect(menuItems().map((i) => i.querySelector('.menu-label')?.textContent)).toEqual(['Into row 1']);
    expect(w.get('[data-testid="formation-row-0"]').attributes('data-target')).toBe('legal');
    expect(w.get('[data-testid="formation-row-1"]').attributes('data-target')).toBeUndefined();
    menuItems()[0]!.click();
    await nextTick();
    expect(w.find(`[data-testid="formation-row-0"] [data-card="${id}"]`).exists()).toBe(true);
    expect(sent).toEqual([]);
    // The staged card's own menu takes it back or moves it.
    await w.get(`[data-testid="formation-row-0"] [data-card="${id}"]`).trigger('click');
    await nextTick();
    expect(menuItems().map((i) => i.querySelector('.menu-label')?.textContent)).toEqual(['Back to the hand']);
    // No button anywhere places a card at once; the opponent stays behind the Battle Screen.
    expect(document.body.textContent).not.toMatch(/Place .* in row/);
    expect(w.find('[data-testid="screen-1"]').exists()).toBe(true);
  });

  it('Hint answers from the editor: the shell\'s Hint asks the AI to judge the whole staged formation', async () => {
    const s = ruckusGame.setup({ players: 2, setup: 'basic', guilds: ['fighters', 'necromancers'] }, 7) as RuckusState;
    const hand = placeable(s);
    const asked: unknown[] = [];
    const hint = async (input: unknown) => {
      asked.push(input);
      return { matchId: 'm1', player: 0, iterations: 900, elapsedMs: 500, source: 'search', options: [
        { action: { type: 'place', card: hand[2], row: 1 }, description: 'Place it', visitShare: 0.6, winChance: 0.58 },
        { action: { type: 'confirm' }, description: 'Confirm the formation', visitShare: 0.4, winChance: 0.51 },
      ] };
    };
    const shell = createMatchShell();
    const sent: unknown[][] = [];
    const Host = defineComponent({
      setup() {
        provideMatchShell(shell);
        return () => h(RuckusBoard as never, { ...props(s, 0), matchId: 'm1', matchSeat: 0, onActAll: (a: unknown[]) => sent.push(a) });
      },
    });
    wrapper = mount(Host, { attachTo: document.body, global: { plugins: [{ install: (app) => provideApi(app, { api: { ai: { hint } }, on: () => () => undefined } as never) }] } });
    const w = wrapper;
    await w.get(`[data-testid="hand-${hand[0]}"]`).trigger('keydown', { key: '1' });
    await w.get(`[data-testid="hand-${hand[1]}"]`).trigger('keydown', { key: '1' });
    // The status bar's Hint (H) is the editor's: it sends the staged placements, none of them played.
    expect(typeof shell.hint.value).toBe('function');
    shell.hint.value!();
    await flushPromises();
    expect(asked).toEqual([{ matchId: 'm1', player: 0, staged: [{ type: 'place', card: hand[0], row: 0 }, { type: 'place', card: hand[1], row: 0 }] }]);
    expect(sent).toEqual([]);
    const judged = w.get('[data-testid="formation-judgement"]');
    expect(judged.text()).toContain('The AI\'s judgement of your formation (2)');
    expect(judged.text()).toContain(`Add ${book.name(hand[2]!)} to row 2: 58% to win`);
    expect(judged.text()).toContain('Reveal it as staged (2): 51% to win');
    // Its suggestion is staged in the editor, not sent.
    await w.get(`[data-testid="judge-${hand[2]}1"]`).trigger('click');
    expect(w.find(`[data-testid="formation-row-1"] [data-card="${hand[2]}"]`).exists()).toBe(true);
    expect(sent).toEqual([]);
    // A board outside a match has no Hint of its own.
    const other = mountBoard(props(s, 0), []);
    expect(other.shell.hint.value).toBeNull();
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

describe('actions at the card, with the engine\'s preview', () => {
  function position(p: unknown): RuckusState {
    const built = buildPosition(ruckusGame.cards, p, { name: 'table', game: 'ruckus', players: 2, seed: 1, steps: [{ expect: {} }] });
    if (!built.ok) throw new Error(built.issues.join('; '));
    return built.state;
  }

  it('a hit: the units it may go to light up, and each one\'s menu says what taking it would do', async () => {
    // Player 0's Zealot (C06) deals 2 to player 1's row of Captain (F07) and Grunt Bruiser (F02).
    const s = position({ phase: 'declaration', players: [{ rows: [['C06']] }, { rows: [[{ id: 'F07', noAttack: true }, { id: 'F02', noAttack: true }]] }] });
    const sent: unknown[][] = [];
    const { w, shell } = mountBoard(props(s, 1), sent);
    expect(shell.prompt.value!.text).toBe('You must assign 2 damage to a unit of your 1st row (from Ada).');
    const bruiser = w.get('[data-testid="unit-F02"]');
    expect(bruiser.attributes('data-target')).toBe('legal');
    expect(w.get('[data-testid="unit-F07"]').attributes('data-target')).toBe('legal');
    // The Bruiser's shield from Captain shows on the card, raised, with the reason.
    const shield = bruiser.get('[data-stat="shields"]');
    expect(shield.text()).toBe('1');
    expect(shield.classes()).toContain('raised');
    expect(shield.attributes('title')).toContain('+1 shield: Captain');
    await bruiser.trigger('click');
    await nextTick();
    const items = menuItems();
    expect(items).toHaveLength(1);
    expect(items[0]!.querySelector('.menu-label')!.textContent).toBe('Take the damage');
    expect(items[0]!.querySelector('.menu-detail')!.textContent).toBe('shields block 1, Grunt Bruiser takes 1 and is defeated.');
    items[0]!.click();
    expect(sent).toEqual([[{ type: 'assign', unit: 'F02' }]]);
  });

  it('a choice about a card drawn nowhere on the table is a status-bar button: a discarded Bang\'s reaction, the Mugger\'s token', async () => {
    // Player 1's Bang (N04) is defeated at the Declaration: its optional reaction waits, with Bang in the discard pile.
    const bang = position({ phase: 'declaration', players: [{ rows: [['F21']] }, { rows: [['N04'], ['N15']] }], prize: 'V7', victoryDeck: ['V8'] });
    expect(bang.seats[1].discard).toContain('N04');
    const sent: unknown[][] = [];
    const { w, shell } = mountBoard(props(bang, 1), sent);
    expect(w.find('[data-testid="unit-N04"]').exists()).toBe(false);
    expect(shell.prompt.value!.text).toBe('Bang: You may use these reactions now, one at a time in the order you choose.');
    const labels = shell.prompt.value!.buttons.map((b) => b.label);
    expect(labels).toEqual(["Use Bang's reaction", 'Use no more of these reactions']);
    shell.prompt.value!.buttons[0]!.run();
    expect(sent).toEqual([[{ type: 'choose', option: 'N04' }]]);
    // Mugger (T07) takes from player 1, who holds a face-down token and a used add-on token: each is a named button.
    const mug = position({ players: [{ rows: [['T07']] }, { rows: [[{ id: 'C21', marker: true }]], tokens: ['P5'], used: ['P10'] }], prize: 'V7', victoryDeck: ['V8'] });
    expect(ruckusGame.step(mug, 0, { type: 'activate', unit: 'T07' })).toBeNull();
    const sent2: unknown[][] = [];
    const second = mountBoard(props(mug, 0), sent2);
    const buttons = second.shell.prompt.value!.buttons;
    expect(buttons.map((b) => b.label)).toEqual(['Take a face-down VP token (at random)', `Take the used ${book.name('P10')} (1 VP)`]);
    expect(book.name('P10')).toMatch(/add-on token$/);
    buttons[1]!.run();
    expect(sent2).toEqual([[{ type: 'choose', option: 'P10' }]]);
  });

  it('the Activation Phase: a skill and an add-on token at the unit, Pass in the status bar, the total in words', async () => {
    // Berserker (F12) readies 2 damage; a melee add-on token may go on either unit.
    const s = position({ players: [{ rows: [['F12', 'F04']], tokens: ['P10'] }, { rows: [['C06']] }] });
    const sent: unknown[][] = [];
    const { w, shell } = mountBoard(props(s, 0), sent);
    expect(shell.prompt.value!.buttons.map((b) => [b.id, b.kind])).toEqual([['pass', 'end']]);
    expect(shell.prompt.value!.detail).toBe('Your total 3 · Bot 2');
    await w.get('[data-testid="unit-F12"]').trigger('click');
    await nextTick();
    const items = menuItems().map((i) => [i.querySelector('.menu-label')?.textContent, i.querySelector('.menu-detail')?.textContent]);
    expect(items).toEqual([
      ['Activate skill', '+2 damage at the next Declaration: total 3 \u2192 5.'],
      ['Attach melee add-on token', '+1 melee on Berserker: total 3 \u2192 4.'],
    ]);
    // The token in the player's strip: attach it by picking the unit, which lights up.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await nextTick();
    expect(menuItems()).toHaveLength(0);
    await w.get('[data-testid="token-P10"]').trigger('click');
    await nextTick();
    menuItems()[0]!.click();
    await nextTick();
    expect(w.get('[data-testid="unit-F04"]').attributes('data-target')).toBe('legal');
    await w.get('[data-testid="unit-F04"]').trigger('click');
    await nextTick();
    menuItems()[0]!.click();
    expect(sent).toEqual([[{ type: 'add-on', token: 'P10', unit: 'F04' }]]);
    shell.prompt.value!.buttons[0]!.run();
    expect(sent.at(-1)).toEqual([{ type: 'pass' }]);
  });
});

describe('a whole game on the table', () => {
  it('offers every legal action of seat 0 at its card or in the status bar, and ends with the VP breakdown', async () => {
    const s = ruckusGame.setup({ players: 2, setup: 'basic', maxRounds: 30 }, 3) as RuckusState;
    const rand = lcg(5);
    const kindsSeen = new Set<string>();
    let mounts = 0;
    let cardChoices = 0;
    for (let step = 0; step < 5000 && s.phase !== 'over'; step++) {
      const decision = ruckusGame.pending(s)[0]!;
      const seat = decision.player;
      if (s.phase === 'formation') { autoFormation(s, seat); continue; }
      const legal = ruckusGame.legalActions(s, seat) as RuckusAction[];
      if (seat === 0) {
        const types = legal.map((a) => a.type).sort().join(',');
        if (!kindsSeen.has(types) && mounts < 40) {
          kindsSeen.add(types);
          mounts++;
          const sent: unknown[][] = [];
          const p = props(s, 0);
          const { w, shell } = mountBoard(p, sent);
          const buttons = shell.prompt.value?.buttons ?? [];
          for (let i = 0; i < legal.length; i++) {
            const a = legal[i]!;
            const card = actionCard(a);
            const inMenu = card !== null && w.find(`[data-card="${card}"]`).exists();
            if (inMenu) {
              // The card offers it: its menu holds an item for this very action.
              const host = w.find(`[data-card="${card}"]`).element.closest('.card-menu') as HTMLElement;
              host.click();
              await nextTick();
              const item = menuItems().find((x) => x.dataset.actionId === `a${i}`);
              expect(item, `${JSON.stringify(a)} is in ${card}'s menu`).toBeDefined();
              item!.click();
              await nextTick();
              expect(sent.at(-1)).toEqual([a]);
              expect(menuItems()).toHaveLength(0);
              cardChoices++;
            } else {
              const b = buttons.find((x) => (x.title ?? x.label) === p.legal[i]!.text);
              expect(b, `${JSON.stringify(a)} has a button`).toBeDefined();
              b!.run();
              expect(sent.at(-1)).toEqual([a]);
            }
          }
        }
      }
      expect(ruckusGame.step(s, seat, legal[rand(legal.length)]!)).toBeNull();
    }
    expect(s.phase).toBe('over');
    expect(cardChoices).toBeGreaterThan(10);
    expect([...kindsSeen].join(' ')).toMatch(/assign/);
    expect([...kindsSeen].join(' ')).toMatch(/fall/);
    const { w } = mountBoard(props(s, 0), []);
    const outcome = ruckusGame.outcome(s)!;
    const rows = w.findAll('[data-testid="vp-breakdown"] tbody tr');
    expect(rows).toHaveLength(2);
    rows.forEach((r, seat) => expect(r.findAll('td').at(-1)!.text()).toBe(String(outcome.scores[seat])));
    expect(rows[outcome.winners[0]!]!.text()).toContain('winner');
  });
});

describe('the Draft Tournament table', () => {
  const names = ['Ada', 'Bea', 'Cy', 'Dee'];
  function tournamentProps(s: unknown, seat: number) {
    const game = ruckusModule.game;
    const legal = game.legalActions(s as RuckusState, seat) as RuckusAction[];
    return {
      view: game.view(s as RuckusState, seat) as unknown as TournamentView,
      book, legal: legal.map((action) => ({ action, text: game.describe(action as never, s as RuckusState) })), busy: false,
      preview: game.preview!(s as RuckusState, seat, legal) as TournamentPreview,
      seatNames: names, pending: game.pending(s as RuckusState),
    };
  }

  it('draws both games of the stage as tabs on the real board, the player\'s own game first and playable, the other watched', async () => {
    const s = ruckusModule.game.setup({ players: 4, setup: 'tournament' } as never, 5);
    const sent: unknown[] = [];
    const p = tournamentProps(s, 2);
    expect(p.view.kind).toBe('tournament');
    wrapper = mount(TournamentBoard, { props: { ...p, onAct: (a: unknown) => sent.push(a) }, attachTo: document.body });
    const w = wrapper;
    // The bracket line and the shared Camp's counts (from the tournament, not from either game).
    expect(w.get('.t-line').text()).toContain('Game 2: Cy vs Dee');
    expect(w.get('[data-testid="shared-camp"]').text()).toContain(`Kicker deck${p.view.kickerCount}`);
    expect(w.get('[data-testid="shared-camp"]').text()).toContain(`VP tokens (face down)${p.view.tokenPoolCount}`);
    // Seat 2 plays in game 2: its tab is open first, says so, and its board offers the seat's picks at the cards.
    const tabs = w.findAll('[role="tab"]');
    expect(tabs.map((t) => t.attributes('aria-selected'))).toEqual(['false', 'true']);
    expect(tabs[1]!.text()).toContain('you play here');
    const mine = w.get('[data-testid="tournament-game-1"]');
    expect(mine.get('[data-testid="strip-0"]').text()).toContain('Cy (you)');
    const pick = p.legal.map((a) => a.action).find((a) => a.type === 'pick') as { card: string };
    await mine.get(`[data-testid="draft-${pick.card}"]`).trigger('click');
    expect(sent).toEqual([pick]);
    // The arrow keys move between the games; the other game is watched, with nothing to play and no hidden cards.
    await tabs[1]!.trigger('keydown', { key: 'ArrowLeft' });
    await flushPromises();
    expect(w.findAll('[role="tab"]').map((t) => t.attributes('aria-selected'))).toEqual(['true', 'false']);
    expect(document.activeElement?.id).toBe('t-tab-0');
    const other = w.get('[data-testid="tournament-game-0"]');
    expect(other.text()).toContain('You do not play in this game');
    expect(other.findAll('.card-menu.playable')).toHaveLength(0);
    expect(other.get('[data-testid="strip-0"]').text()).toContain('Ada');
    expect(other.text()).not.toContain('(you)');
  });

  it('shows stage 2 from the first games\' winners and losers, and the final places, in the bracket drawer', async () => {
    const s = ruckusModule.game.setup({ players: 4, setup: 'tournament' } as never, 5);
    const p = tournamentProps(s, 0);
    const stage2: TournamentView = { ...p.view, stage: 2, seats: [[0, 3], [1, 2]], winners: [[0, 3]] };
    wrapper = mount(TournamentBoard, { props: { ...p, view: stage2, preview: null, legal: [], legalText: [] }, attachTo: document.body });
    await wrapper.get('[data-testid="open-bracket"]').trigger('click');
    await flushPromises();
    const text = (id: string): string => document.querySelector(`[data-testid="${id}"]`)!.textContent!;
    expect(text('bracket-Game 1')).toMatch(/Ada .* ★ won · you vs Bea/);
    expect(text('bracket-Game 2')).toMatch(/Cy .*vs Dee .*★ won/);
    expect(text('bracket-Final')).toBe('FinalAda · you vs Dee');
    expect(text('bracket-Play-off for third place')).toContain('Bea vs Cy');
    expect(wrapper.findAll('[role="tab"]')[0]!.text()).toContain('Final: Ada vs Dee');
    const over: TournamentView = { ...stage2, over: true, winners: [[0, 3], [3, 1]], ranking: [3, 0, 1, 2] };
    await wrapper.setProps({ view: over });
    await flushPromises();
    expect([...document.querySelectorAll('[data-testid="ranking"] li')].map((li) => li.textContent)).toEqual(['1st: Dee', '2nd: Ada · you', '3rd: Bea', '4th: Cy']);
  });
});

describe('cards moved by another player\'s action', () => {
  it('marks units whose row, damage or flags changed and cards that changed zone, nothing else', () => {
    const s = ruckusGame.setup({ players: 2, setup: 'basic', guilds: ['fighters', 'necromancers'] }, 7) as RuckusState;
    autoFormation(s, 0);
    autoFormation(s, 1);
    const before = ruckusGame.view(s, 0) as unknown as RuckusView;
    const after = structuredClone(before);
    const [a, b] = after.seats[1]!.army!;
    a!.damage += 1;
    b!.row = 1;
    expect([...movedCards(before, after)].sort()).toEqual([a!.id, b!.id].sort());
    expect(movedCards(before, before).size).toBe(0);
    const moved = structuredClone(before);
    const card = moved.seats[0]!.hand!.pop();
    if (card) {
      moved.seats[0]!.discard.push(card);
      expect([...movedCards(before, moved)]).toEqual([card]);
    }
  });
});
