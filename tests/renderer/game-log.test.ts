// @vitest-environment happy-dom
// The game log: the newest lines only until the player asks for all of them, numbered from the game's first line,
// with room for the widest line number so long logs' numbers stay inside the box.
import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import GameLog from '@renderer/components/GameLog.vue';

const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `line ${i + 1}`, ...(i % 2 ? { cites: `rule ${i}` } : {}) }));

describe('the game log', () => {
  it('shows every line of a short log, its rulebook passage on demand, and no "show all" button', async () => {
    const w = mount(GameLog, { props: { entries: lines(3) } });
    expect(w.findAll('li').map((li) => li.text().replace(/\s+/g, ' '))).toEqual(['line 1', 'line 2 rule', 'line 3']);
    expect(w.find('[data-testid="cite"]').exists()).toBe(false);
    const toggle = w.get('[data-testid="cite-toggle"]');
    expect(toggle.attributes('aria-expanded')).toBe('false');
    await toggle.trigger('click');
    expect(w.get('[data-testid="cite"]').text()).toBe('rule 1');
    expect(w.get('[data-testid="cite-toggle"]').attributes('aria-expanded')).toBe('true');
    await w.get('[data-testid="cite-toggle"]').trigger('click');
    expect(w.find('[data-testid="cite"]').exists()).toBe(false);
    expect(w.find('ol').attributes('start')).toBe('1');
    expect(w.find('[data-testid="log-all"]').exists()).toBe(false);
  });

  it('names the players and agrees the verb with "You", and leaves out instance ids', () => {
    const entries = [{ text: 'Player 1 buys T-26 (v1), cost 1.' }, { text: 'Player 2 places M3 Stuart (v27) on defence of Base of player 2 (p2-base1).' }];
    const w = mount(GameLog, { props: { entries, names: ['You', 'Anders'] } });
    expect(w.findAll('li').map((li) => li.text())).toEqual(['You buy T-26, cost 1.', "Anders places M3 Stuart on defence of Anders's base 1."]);
  });

  it('draws only the newest 120 lines of a long log, numbered from the game\'s first line, until asked for all', async () => {
    const w = mount(GameLog, { props: { entries: lines(250) } });
    expect(w.findAll('li')).toHaveLength(120);
    expect(w.find('ol').attributes('start')).toBe('131');
    expect(w.find('li').text()).toBe('line 131');
    const all = w.get('[data-testid="log-all"]');
    expect(all.text()).toBe('Show all 250 lines (130 earlier)');
    await all.trigger('click');
    expect(w.findAll('li')).toHaveLength(250);
    expect(w.find('ol').attributes('start')).toBe('1');
    expect(w.get('[data-testid="log-all"]').attributes('aria-pressed')).toBe('true');
  });

  it('opens at the newest line, follows new lines, and stops following while the player reads earlier ones', async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    const w = mount(GameLog, { props: { entries: lines(40) }, attachTo: document.body });
    const box = w.get('.game-log').element as HTMLElement;
    let height = 2000;
    Object.defineProperty(box, 'scrollHeight', { get: () => height, configurable: true });
    Object.defineProperty(box, 'clientHeight', { get: () => 300, configurable: true });
    /** The player scrolls the box to `top` (null: leaves it), then one more line arrives, 50 px taller. */
    const newLine = async (top: number | null): Promise<number> => {
      if (top !== null) {
        box.scrollTop = top;
        box.dispatchEvent(new Event('scroll'));
      }
      height += 50;
      await w.setProps({ entries: lines(w.props('entries').length + 1) });
      await flushPromises();
      await frame();
      return box.scrollTop;
    };
    await frame();
    expect(box.scrollTop).toBe(2000);
    // A new line while at the bottom: the log follows it.
    expect(await newLine(null)).toBe(2050);
    // The player scrolls up to read: new lines no longer pull the box down.
    expect(await newLine(400)).toBe(400);
    // Back at the bottom, it follows again.
    expect(await newLine(1800)).toBe(2150);
    w.unmount();
  });

  it('in a drawer, whose body scrolls instead of the log, follows new lines in that body', async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    const body = document.createElement('div');
    body.style.overflowY = 'auto';
    document.body.appendChild(body);
    let height = 1000;
    Object.defineProperty(body, 'scrollHeight', { get: () => height, configurable: true });
    Object.defineProperty(body, 'clientHeight', { get: () => 300, configurable: true });
    const w = mount(GameLog, { props: { entries: lines(20) }, attachTo: body });
    (w.get('.game-log').element as HTMLElement).style.overflowY = 'visible';
    await frame();
    expect(body.scrollTop).toBe(1000);
    height += 50;
    await w.setProps({ entries: lines(21) });
    await flushPromises();
    await frame();
    expect(body.scrollTop).toBe(1050);
    // Scrolled up to read: it stays.
    body.scrollTop = 200;
    body.dispatchEvent(new Event('scroll'));
    height += 50;
    await w.setProps({ entries: lines(22) });
    await flushPromises();
    await frame();
    expect(body.scrollTop).toBe(200);
    w.unmount();
    body.remove();
  });

  it('leaves more room for line numbers as the log grows past 9, 99 and 999 lines', async () => {
    const room = (w: ReturnType<typeof mount>) => parseFloat((w.find('ol').element as HTMLElement).style.paddingLeft);
    const w = mount(GameLog, { props: { entries: lines(9) } });
    const widths = [room(w)];
    for (const n of [10, 214, 1000]) {
      await w.setProps({ entries: lines(n) });
      widths.push(room(w));
    }
    expect(widths[0]).toBeGreaterThan(0);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
  });
});
