// The in-app rules reference: each game's rulebook summarised in the project's own words (the rulebooks in
// /work/shared/rulebooks are the specification; this is a player's guide to them, not a copy).

export interface RulesSection {
  /** Stable anchor for links and tests. */
  id: string;
  title: string;
  /** Short paragraphs; each is searched and shown on its own. */
  paragraphs: string[];
}

export interface GameRules {
  gameId: 'rush' | 'ruckus';
  name: string;
  sections: RulesSection[];
}

const rush: GameRules = {
  gameId: 'rush',
  name: 'World of Tanks: Rush',
  sections: [
    { id: 'rush-goal', title: 'Aim of the game', paragraphs: [
      'Finish with the most medals. Every enemy vehicle you destroy earns a medal card, every enemy base you destroy is worth 3 medals, and every achievement you hold at the end is worth 5.',
    ] },
    { id: 'rush-setup', title: 'Setting up', paragraphs: [
      'Each player gets 3 bases in front of them and a squad of 6 barracks cards (4 Engineers, 1 Technicians, 1 Volunteers), shuffled face down as their hangar. Cards you discard go face up beside it into your depot. Draw 3 cards as your first hand.',
      'Shuffle the 100 vehicle cards as the vehicle deck and turn up 4 of them as the reserve, the market everyone buys from. The graveyard holds cards removed from the game for good; the vehicle discard pile, by contrast, becomes a new vehicle deck when the deck runs out.',
      'Sort the medal cards into one face-up deck per nation. Lay out one achievement more than there are players; only those achievements count this game. The first player keeps the first-player card all game; play goes clockwise.',
    ] },
    { id: 'rush-turn', title: 'Your turn', paragraphs: [
      'A turn has three steps: repair and reveal, play your cards, then refresh the reserve and draw.',
      'Repair: turn any damaged bases and damaged defending vehicles of yours back upright. Then lay your hand face up.',
      'Play: every card in hand is used once, in one of three ways: spent on buying, played for its ability (then perhaps sent to defend a base), or sent into your one attack. You choose the order. A card you cannot or will not use goes to your depot.',
      'Whenever you must draw and your hangar is empty, shuffle your depot into a new hangar and keep drawing.',
    ] },
    { id: 'rush-buy', title: 'Buying', paragraphs: [
      'Put any cards showing resources (vehicles, Engineers, medals) into your depot and add up their resources; take one reserve vehicle costing no more than that total into your depot. Slide the reserve along and turn up a new vehicle to fill the gap. Without Summon you buy only one card per turn.',
    ] },
    { id: 'rush-ability', title: 'Abilities and defending a base', paragraphs: [
      'Resolve one ability at a time and finish a card before starting the next. After using a vehicle\'s ability, a vehicle with armour 1 or 2 must go on guard over one of your bases; if every base is guarded, the old guard goes to your depot first.',
      'You may also put an armoured vehicle on guard without using its ability. Cards with no armour go to the depot after their ability, or to the graveyard when the ability says so. Each base holds one guard, and a guarded base cannot be attacked.',
    ] },
    { id: 'rush-attack', title: 'Attacking', paragraphs: [
      'One attack per turn, made with one or more vehicles of strength 1 or 2, all of the same nation. Name the attackers, then resolve them one by one, each choosing its own target: a vehicle guarding an enemy base or an unguarded enemy base, at any opponent.',
      'Against a vehicle: strength equal to or above its armour destroys it; lower strength damages it (turn it sideways), and a second hit on a damaged vehicle destroys it. Destroyed vehicles go to their owner\'s depot.',
      'Against a base: a hit damages it, a second hit destroys it, and a heavy tank destroys a base in one hit. A destroyed base goes into the attacker\'s depot and counts 3 medals at the end. You may first knock out a guard and then hit the base behind it in the same attack.',
      'After the attack take one medal, of your attackers\' nation, for each vehicle destroyed (two at once may be taken as one double-medal card). Bases earn no medal card: the base itself is the prize.',
    ] },
    { id: 'rush-refresh', title: 'Refreshing the reserve and drawing', paragraphs: [
      'Discard the reserve card farthest from the deck, slide the rest along and turn up a new one. Put any unplayed hand cards into your depot and draw 3 new cards (reshuffling the depot if needed). Play passes to the left.',
    ] },
    { id: 'rush-end', title: 'End of the game and scoring', paragraphs: [
      'The end is triggered when any player loses their last base or when the ninth single-medal card of any nation is taken. Play continues until the player on the first player\'s right has finished, so everyone has had the same number of turns.',
      'Everyone gathers hand, depot and hangar. Each achievement goes to the one player who best meets it; a tie for the lead means nobody gets it. Score medals on medal cards, 3 per captured base and 5 per achievement.',
      'Ties are broken by medals on medal cards, then by bases destroyed, then by achievements; if still level, the game has several winners.',
    ] },
    { id: 'rush-achievements', title: 'Achievements', paragraphs: [
      'Each achievement rewards the most of something in your squad at the end: destroyed bases; light tanks; medium tanks; self-propelled guns; heavy tanks; auxiliary troops; medals of one nation (USSR, USA, Germany or France); double-medal cards; or, the twelfth achievement and Skirmish\'s own, the largest squad (the most cards).',
    ] },
    { id: 'rush-cards', title: 'Card types', paragraphs: [
      'Barracks cards form your starting squad. Engineers give 1 resource and can only buy; Technicians (Research 1) and Volunteers (Summon) are played only for their ability. Barracks never defend a base.',
      'Vehicles come in five classes. Light, medium, heavy tanks and self-propelled guns are armoured, and every card of a class shares its strength and armour. Auxiliary troops vary widely and are not armoured.',
      'A vehicle card shows its nation, class, cost, resources, strength (0 cannot attack; 1 or 2 is the damage dealt), armour (0 cannot defend; 1 or 2 is the damage it takes to destroy it) and any abilities.',
      'Medal cards show 1 or 2 medals and also spend as that many resources. Captured bases do nothing when drawn and go straight to your depot.',
    ] },
    { id: 'rush-abilities', title: 'Abilities', paragraphs: [
      'Reinforcement: draw the number of cards shown from your hangar. Summon: buy as many vehicles as you like this turn, as long as your spent resources cover their total cost. Scouting: discard the whole reserve and lay out 4 new vehicles. Sabotage: each opponent puts a card of their choice from hand into their depot and does not draw a replacement.',
      'Assault: damage an enemy base or its guard, even a guarded base, alongside an attack of another nation; a vehicle destroyed this way earns a medal of the assault card\'s nation. Research: send this card to the graveyard and take a reserve vehicle costing at most the number shown into your depot, without adding other resources. Repair: send 1 or 2 cards from your depot to the graveyard. Invulnerability: take a single-medal card of this card\'s nation.',
      'Passive restrictions: "only against bases" cards never attack vehicles; "only against vehicles" cards never attack bases; "national resources" spend only on cards of their own nation.',
    ] },
  ],
};

const ruckus: GameRules = {
  gameId: 'ruckus',
  name: 'Ruckus: The Goblin Army Game',
  sections: [
    { id: 'ruckus-goal', title: 'Aim of the game', paragraphs: [
      'Two to four goblin guilds fight combat rounds for 5 Victory cards. When the fifth is won, the most Victory Points (VP) wins; ties go to whoever holds more Victory cards, and if still level the tied players fight one more round for an unused Victory card.',
    ] },
    { id: 'ruckus-cards', title: 'Units and their symbols', paragraphs: [
      'Each guild (Fighters, Thieves, Clerics, Necromancers) has 25 units: 6 Starting units, then Level 1 and Level 2 units. Melee damage counts only from the first row; ranged damage counts from any row. Both always hit the enemy\'s first row.',
      'A shield stops one point of damage each time damage is applied, for the whole round, but never stops unblockable damage. Hearts are how much damage a unit takes before it is defeated; damage stays on a unit until the round ends.',
      'Skills are active (socket an action marker, once per round), passive (always on) or REACTIONs (optional answers to an event, which may also need a marker). The card\'s own text wins over the rulebook.',
    ] },
    { id: 'ruckus-setup', title: 'Armies: Basic, Advanced and Draft setups', paragraphs: [
      'Basic: take your guild\'s starred units. Advanced: your 6 Starting units plus units of your own guild worth at most 12 draft points (Level 1 costs 1, Level 2 costs 2; you need not spend them all). Draft: as Advanced, but all other units of the guilds in play are laid out and players pick one at a time, in player order, from any guild.',
      'All units left over from the guilds in play are shuffled into the shared Upgrade deck. The Camp holds 5 random Victory cards (the top one is the prize now on offer), the VP tokens face down, the Kicker deck and the action markers. The highest Kicker number drawn picks the first player.',
      'The Pure Guild variant gives each player a private upgrade deck of 5 unchosen cards from their own guild.',
    ] },
    { id: 'ruckus-formation', title: 'Draw and formation', paragraphs: [
      'Behind your screen, draw 5 cards (reshuffling your discard pile when the draw pile runs out) and lay units in up to three rows under the 3-2-1 rule: at most 3 in the first row, 2 in the second and 1 in the third. Cards held back stay in hand for next round; at most 6 cards are placed in one formation.',
      'Screens come down together. Units that Recruit then draw and play an extra card into their own row, ignoring the 3-2-1 rule; a non-unit drawn this way is discarded.',
      'A Victory card drawn at any time does what its "when you draw this card" text says.',
    ] },
    { id: 'ruckus-activation', title: 'Activation phase', paragraphs: [
      'In player order, each player activates one skill or attaches one add-on VP token (extra melee, ranged or heart) to a unit. Effects resolve at once.',
    ] },
    { id: 'ruckus-declaration', title: 'Declaration phase', paragraphs: [
      'In player order, each player announces their army\'s total damage: melee from the first row, ranged from every row, plus skill bonuses. Unblockable damage is not part of this total; it is dealt when its skill says.',
    ] },
    { id: 'ruckus-resolution', title: 'Resolution phase', paragraphs: [
      'The highest total hits every other player; the second highest hits only the player with the highest. Everyone else\'s damage is lost. Equal totals are ranked by closeness to the first player in player order.',
      'Each defender assigns damage to their own first row, finishing one unit (shields first, then hearts) before moving to the next. Damage beyond the first row is lost. Reactions may be used before damage is applied.',
      'Defeated units are discarded and their reactions resolve. An emptied row is marked and stays empty until units fall forward.',
    ] },
    { id: 'ruckus-fall-forward', title: 'Falling forward', paragraphs: [
      'After damage, units move up one row at a time, always within the 3-2-1 limits. An empty first or second row must be refilled from behind if any unit can move; further moves are optional. Remaining skills then resolve in player order.',
    ] },
    { id: 'ruckus-round-end', title: 'Winning a combat round', paragraphs: [
      'Activation, declaration and resolution repeat until only one army has units left. That player wins the Victory card on offer, and everything on the battlefield goes to the discard piles. If the last armies are stalemated or wipe each other out, nobody wins it and it stays on offer.',
      'Won Victory cards go into your discard pile and are later shuffled into your draw pile, so they can clog your hand.',
    ] },
    { id: 'ruckus-upgrade', title: 'Upgrade phase', paragraphs: [
      'Every player who did not win a Victory card may, in player order, remove one card of their discard pile from the game and put the top card of the Upgrade deck on top of their draw pile. Then the first-player token moves one seat clockwise.',
    ] },
    { id: 'ruckus-keywords', title: 'Keywords', paragraphs: [
      'Attach: put a card under a unit; it leaves play with that unit. Sideline: set a card aside in your area for the rest of the game. Bury: put a card from your discard pile face down under a sidelined card that allows it.',
      'Unblockable damage: dealt at once, ignores shields, and each source is applied separately; the receiving player chooses which units take it unless the card says otherwise. Zombie: the top card of your discard pile played face down as a unit with 1 melee and 1 heart.',
      'Row in front: the first row is in front of the second, and the second in front of the third. Bonuses "to the row in front" count for the row as a whole, not for each unit.',
    ] },
    { id: 'ruckus-end', title: 'End of the game', paragraphs: [
      'After the fifth Victory card is won, total your VP from Victory cards and VP tokens; add-on tokens used in battle count 1 VP each.',
    ] },
    { id: 'ruckus-tournament', title: 'Draft Tournament (4 players)', paragraphs: [
      'Two 1-on-1 games are played side by side with one shared Camp, each with its own Victory deck and Upgrade deck, after drafting armies as in the Draft setup. Then the two winners play the final and the two losers play for third place. The same tournament can use the Basic or Advanced setup instead.',
    ] },
    { id: 'ruckus-variants', title: 'Other variants', paragraphs: [
      'Child friendly: skip the Activation phase and ignore all skills. Speed enhanced: each player has a single action marker per Activation phase, and every skill, passive and reaction skills included, needs it to work (Rat & Tat lets its owner activate two more).',
    ] },
  ],
};

export const RULES: readonly GameRules[] = [rush, ruckus];

/** The sections of a game that mention every word of the query, each with only its matching paragraphs. */
export function searchRules(rules: GameRules, query: string): RulesSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rules.sections;
  return rules.sections.flatMap((s) => {
    const inTitle = words.every((w) => s.title.toLowerCase().includes(w));
    const paragraphs = inTitle ? s.paragraphs : s.paragraphs.filter((p) => words.every((w) => `${s.title} ${p}`.toLowerCase().includes(w)));
    return paragraphs.length ? [{ ...s, paragraphs }] : [];
  });
}

/** Splits a text into runs that do and do not match the query's words, for highlighting. */
export function highlightParts(text: string, query: string): { text: string; hit: boolean }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, hit: false }];
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  return text.split(pattern).filter((t) => t !== '').map((t) => ({ text: t, hit: words.some((w) => new RegExp(`^${w}$`, 'i').test(t)) }));
}
