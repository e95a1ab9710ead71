// The card art as one SVG sprite, put into the page once: a goblin (and a face-down Zombie) plus what each role holds,
// as <symbol>s that every portrait draws with <use>. A table shows dozens of portraits; drawing each from scratch made
// every layout of the table several times slower. Colours are the Ruckus tokens (ruckus-tokens.css); the goblin's
// clothes take its guild's colour from `--team`, inherited from the portrait.
const S = {
  line: 'stroke:var(--rk-art-line)',
  skin: 'fill:var(--rk-art-skin);stroke:var(--rk-art-line);stroke-width:1.2',
  dead: 'fill:var(--rk-art-skin-dark);stroke:var(--rk-art-line);stroke-width:1.2',
  stroke: 'fill:none;stroke:var(--rk-art-line);stroke-width:1.4;stroke-linecap:round',
  wood: 'fill:none;stroke:var(--rk-art-wood);stroke-width:3.6;stroke-linecap:round',
  woodFill: 'fill:var(--rk-art-wood);stroke:var(--rk-art-line);stroke-width:1',
  metal: 'fill:none;stroke:var(--rk-art-metal);stroke-width:2.6;stroke-linecap:round',
  metalFill: 'fill:var(--rk-art-metal);stroke:var(--rk-art-line);stroke-width:1',
  string: 'fill:none;stroke:var(--rk-art-line);stroke-width:0.9',
  holy: 'fill:var(--rk-art-holy);stroke:var(--rk-art-line);stroke-width:0.9',
  cloth: 'fill:var(--rk-art-cloth);stroke:var(--rk-art-line);stroke-width:0.9',
  magic: 'fill:var(--rk-art-magic);stroke:var(--rk-art-line);stroke-width:1',
};

const body = `<path style="fill:var(--team, var(--rk-frame-zombie));stroke:var(--rk-art-line);stroke-width:1" d="M8 64c2-13 10-18.5 24-18.5S54 51 56 64z"/>`;

const SYMBOLS: Record<string, string> = {
  goblin: `${body}<path style="${S.skin}" d="M20 29 5 21l14 15z"/><path style="${S.skin}" d="M44 29l15-8-14 15z"/><ellipse style="${S.skin}" cx="32" cy="32" rx="13" ry="12"/>`
    + `<circle style="fill:var(--rk-art-eye);${S.line};stroke-width:0.8" cx="27" cy="30.5" r="2.6"/><circle style="fill:var(--rk-art-eye);${S.line};stroke-width:0.8" cx="37" cy="30.5" r="2.6"/>`
    + `<circle style="fill:var(--rk-art-line)" cx="27.6" cy="31" r="1.2"/><circle style="fill:var(--rk-art-line)" cx="36.4" cy="31" r="1.2"/>`
    + `<path style="${S.stroke}" d="M31 33.5l1 2.5 1-2.5M25.5 38.5q6.5 4.5 13 0"/><path style="fill:var(--color-surface);${S.line};stroke-width:0.5" d="M28 39.6l1.2 2.2 1-1.9zM36 39.6l-1.2 2.2-1-1.9z"/>`,
  zombie: `${body}<path style="${S.dead}" d="M20 30 7 23l12 13z"/><path style="${S.dead}" d="M44 30l13-7-12 13z"/><ellipse style="${S.dead}" cx="32" cy="32" rx="13" ry="12"/>`
    + `<path style="${S.stroke}" d="M24 28l5 5m0-5-5 5M35 28l5 5m0-5-5 5M25 40h14M28 38v4M32 38v4M36 38v4M40 22l-4 5"/>`,
  brute: `<path style="${S.stroke}" d="M22.5 25.5l6 2.5M41.5 25.5l-6 2.5"/><path style="${S.wood}" d="M49 63 55 22"/><circle style="${S.woodFill}" cx="55.5" cy="17" r="7"/>`
    + `<path style="${S.metalFill}" d="M55.5 8.5l1.6 3h-3.2zM63.5 17l-3 1.6v-3.2zM47.5 17l3-1.6v3.2z"/>`,
  archer: `<path style="${S.wood}" d="M9 8q-11 25 0 50"/><path style="${S.string}" d="M9 8v50"/><path style="${S.metal}" d="M5 33h16"/><path style="${S.metalFill}" d="M21 30.5l4 2.5-4 2.5z"/>`,
  shield: `<path style="${S.metalFill}" d="M18 43h28v10c0 6-7 10-14 11-7-1-14-5-14-11z"/><circle style="${S.metalFill}" cx="32" cy="52" r="3"/>`,
  healer: `<circle style="fill:none;stroke:var(--rk-art-holy);stroke-width:1.6;opacity:0.7" cx="32" cy="19" r="11"/><path style="${S.holy}" d="M50 4h4.5v6.5H61V15h-6.5v6.5H50V15h-6.5v-4.5H50z"/>`,
  recruiter: `<path style="${S.wood}" d="M54 64V7"/><path style="${S.cloth}" d="M54 7h10l-4 6.5 4 6.5H54z"/><path style="${S.metalFill}" d="M4 48l10-6 1.5 9z"/>`,
  raiser: `<circle style="${S.magic}" cx="53" cy="51" r="8"/><path style="${S.stroke}" d="M50 50.5h2M54 50.5h2M51 54h4"/><circle style="fill:var(--rk-art-magic)" cx="27" cy="30.5" r="1.3"/><circle style="fill:var(--rk-art-magic)" cx="37" cy="30.5" r="1.3"/>`,
  thief: `<path style="fill:var(--rk-art-line);opacity:0.85" d="M15.5 38C14 17 50 17 48.5 38L45 31c-2-8-24-8-26 0z"/><path style="${S.metal}" d="M49 62l9-17"/><path style="${S.wood}" d="M47.5 57.5l5 2.5"/>`,
  bomber: `<circle style="fill:var(--rk-art-line)" cx="52" cy="53" r="8.5"/><path style="${S.string}" d="M56 45.5q3-5 6-4"/><circle style="fill:var(--rk-art-holy)" cx="62.3" cy="41.2" r="1.8"/>`,
  leader: `<path style="${S.holy}" d="M21.5 22.5l2-11 4.5 6 4-8.5 4 8.5 4.5-6 2 11z"/>`,
  grunt: `<path style="${S.wood}" d="M53 64V12"/><path style="${S.metalFill}" d="M53 2l4 10h-8z"/>`,
};

export const SPRITE_ID = 'rk-art-sprite';

/** Puts the sprite into the page once (a no-op when it is there, or outside a browser). */
export function ensureArtSprite(): void {
  if (typeof document === 'undefined' || document.getElementById(SPRITE_ID)) return;
  const holder = document.createElement('div');
  holder.innerHTML = `<svg id="${SPRITE_ID}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">${
    Object.entries(SYMBOLS).map(([id, body]) => `<symbol id="rk-art-${id}" viewBox="0 0 64 64">${body}</symbol>`).join('')}</svg>`;
  document.body.appendChild(holder.firstElementChild!);
}
