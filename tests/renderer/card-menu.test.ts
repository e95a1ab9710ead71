// @vitest-environment happy-dom
// The shared table building blocks: the per-card action menu (opens at the card with click or Enter, plays the
// chosen action, Escape closes and gives focus back), direct play, the target convention, and zone navigation
// with one tab stop per zone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { defineComponent, h, nextTick, ref } from 'vue';
import CardMenu from '@renderer/components/table/CardMenu.vue';
import { useRovingZones } from '@renderer/components/table/roving';
import type { CardAction } from '@renderer/components/table/card-actions';

let wrapper: VueWrapper | null = null;
afterEach(() => { wrapper?.unmount(); wrapper = null; document.body.innerHTML = ''; });

function actions(calls: string[]): CardAction[] {
  return [
    { id: 'buy', label: 'Buy', detail: 'pays with Engineers', run: () => calls.push('buy') },
    { id: 'pick', label: 'Buy, choose payment', run: () => calls.push('pick') },
  ];
}

const menuItems = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="card-menu"] [role="menuitem"]'));

describe('CardMenu: a card offers its legal actions at the card', () => {
  it('opens on click with one item per action, each with its outcome in words, and plays the chosen one', async () => {
    const calls: string[] = [];
    wrapper = mount(CardMenu, { props: { label: 'T-34', actions: actions(calls) }, slots: { default: '<div class="face">T-34</div>' }, attachTo: document.body });
    expect(document.querySelector('[data-testid="card-menu"]')).toBeNull();
    expect(wrapper.attributes('aria-haspopup')).toBe('menu');
    await wrapper.trigger('click');
    await nextTick();
    const items = menuItems();
    expect(items.map((i) => i.querySelector('.menu-label')?.textContent)).toEqual(['Buy', 'Buy, choose payment']);
    expect(items[0]!.textContent).toContain('pays with Engineers');
    expect(document.activeElement).toBe(items[0]);
    expect(wrapper.attributes('aria-expanded')).toBe('true');
    items[1]!.click();
    await nextTick();
    expect(calls).toEqual(['pick']);
    expect(document.querySelector('[data-testid="card-menu"]')).toBeNull();
    expect(document.activeElement).toBe(wrapper.element);
  });

  it('opens with Enter, moves with the arrow keys, and Escape closes it with focus back on the card', async () => {
    const calls: string[] = [];
    wrapper = mount(CardMenu, { props: { label: 'T-34', actions: actions(calls) }, slots: { default: '<div>T-34</div>' }, attachTo: document.body });
    (wrapper.element as HTMLElement).focus();
    await wrapper.trigger('keydown', { key: 'Enter' });
    await nextTick();
    const menu = document.querySelector<HTMLElement>('[data-testid="card-menu"]')!;
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(menuItems()[1]);
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await nextTick();
    expect(document.querySelector('[data-testid="card-menu"]')).toBeNull();
    expect(document.activeElement).toBe(wrapper.element);
    expect(calls).toEqual([]);
  });

  it('plays a lone action at once when direct, and offers nothing on a card without actions', async () => {
    const run = vi.fn();
    wrapper = mount(CardMenu, { props: { label: 'Base', actions: [{ id: 'fire', label: 'Fire', run }], direct: true, target: true }, attachTo: document.body });
    expect(wrapper.attributes('data-target')).toBe('legal');
    await wrapper.trigger('click');
    expect(run).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-testid="card-menu"]')).toBeNull();
    await wrapper.setProps({ actions: [], target: false });
    expect(wrapper.attributes('aria-disabled')).toBe('true');
    expect(wrapper.attributes('data-target')).toBeUndefined();
    await wrapper.trigger('click');
    await nextTick();
    expect(document.querySelector('[data-testid="card-menu"]')).toBeNull();
  });

  it('closes when the pointer goes down elsewhere', async () => {
    wrapper = mount(CardMenu, { props: { label: 'T-34', actions: actions([]) }, attachTo: document.body });
    await wrapper.trigger('click');
    await nextTick();
    expect(menuItems()).toHaveLength(2);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await nextTick();
    expect(menuItems()).toHaveLength(0);
  });

  it('shows one large preview: the hovered card\'s while the pointer rests on one, else the focused card\'s', async () => {
    const Two = defineComponent({
      setup() {
        const shown = ref(true);
        return { shown };
      },
      render() {
        return h('div', [
          h(CardMenu, { label: 'A', id: 'a' }, { default: () => 'A', preview: () => h('p', { class: 'big' }, 'A large') }),
          this.shown ? h(CardMenu, { label: 'B', id: 'b' }, { default: () => 'B', preview: () => h('p', { class: 'big' }, 'B large') }) : null,
        ]);
      },
    });
    wrapper = mount(Two, { attachTo: document.body });
    const previews = (): string[] => Array.from(document.querySelectorAll('[data-testid="card-preview"]')).map((p) => p.textContent ?? '');
    (document.getElementById('a') as HTMLElement).focus();
    await nextTick();
    expect(previews()).toEqual(['A large']);
    const b = document.getElementById('b')!;
    b.dispatchEvent(new MouseEvent('mouseenter'));
    await nextTick();
    expect(previews()).toEqual(['B large']);
    b.dispatchEvent(new MouseEvent('mouseleave'));
    await nextTick();
    expect(previews()).toEqual(['A large']);
    // A hovered card that goes away (played, moved) leaves the focused card's preview, not none.
    b.dispatchEvent(new MouseEvent('mouseenter'));
    await nextTick();
    (wrapper.vm as unknown as { shown: boolean }).shown = false;
    await nextTick();
    await nextTick();
    expect(previews()).toEqual(['A large']);
  });
});

describe('zone navigation: one tab stop per zone, arrow keys within it', () => {
  const Zones = defineComponent({
    setup() {
      const root = ref<HTMLElement | null>(null);
      const hand = ref(['a', 'b', 'c']);
      useRovingZones(root);
      return () => h('div', { ref: root }, [
        h('div', { 'data-zone': 'hand' }, hand.value.map((id) => h('div', { 'data-roving': '', id, key: id }))),
        h('div', { 'data-zone': 'reserve' }, ['x', 'y'].map((id) => h('div', { 'data-roving': '', id, key: id }))),
      ]);
    },
  });

  it('leaves exactly one tabbable card per zone and moves focus with the arrows, Home and End', async () => {
    wrapper = mount(Zones, { attachTo: document.body });
    await nextTick();
    const tabbable = () => Array.from(document.querySelectorAll<HTMLElement>('[data-roving]')).filter((e) => e.tabIndex === 0).map((e) => e.id);
    expect(tabbable()).toEqual(['a', 'x']);
    const a = document.getElementById('a')!;
    a.focus();
    a.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement?.id).toBe('b');
    expect(tabbable()).toEqual(['b', 'x']);
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement?.id).toBe('c');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement?.id).toBe('c');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(document.activeElement?.id).toBe('a');
    expect(tabbable()).toEqual(['a', 'x']);
  });
});
