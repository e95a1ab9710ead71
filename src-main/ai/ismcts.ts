// Single-observer Information Set MCTS over the Game interface (Cowling, Powley and Whitehouse 2012).
// Every iteration re-deals what the searcher cannot see (the game's determinizer of its view, worked out once per
// search), so the search never reads the true state. Arms carry availability counts; rewards are vectors, each chooser maximising its own
// entry; decisions pending for several players at once are chosen independently per player (decoupled UCT).
import { determinizerOf, playChosen, type Game, type Outcome, type PlayerId } from '@main/engine/game';
import { stableStringify } from '@main/engine/hash';
import { Rng } from '@main/engine/rng';
import { type GameAi, gameAiFor } from './game-ai';
import { outcomeReward } from './reward';

export interface SearchProgress<A> {
  readonly iterations: number;
  /** The searcher's most visited action so far. */
  readonly best: A;
  readonly bestShare: number;
  /** The searcher's mean reward after `best`: its estimated chance of winning. */
  readonly bestWinChance: number;
}

export interface SearchOptions<S, A, V> {
  readonly game: Game<S, A, V>;
  /** The searcher's view: the only thing the search knows about the game. */
  readonly view: V;
  readonly player: PlayerId;
  /** The searcher's legal actions now; the answer is always one of these objects. */
  readonly legal: readonly A[];
  /** The search's own random stream (determinizations, expansion order, rollouts). */
  readonly rng: Rng;
  /** The game's hooks; the registered ones (or the generic default) when absent. */
  readonly ai?: GameAi<S, A, V>;
  /** Iteration budget. Without any budget the search runs 1,000 iterations. */
  readonly iterations?: number;
  /** Time budget in milliseconds, measured with `now`. */
  readonly maxMillis?: number;
  /** The caller's clock (pure AI code has none of its own). */
  readonly now?: () => number;
  /** Checked before each iteration: true stops the search (a human left, the request was withdrawn). */
  readonly shouldStop?: () => boolean;
  readonly onProgress?: (progress: SearchProgress<A>) => void;
  /** Iterations between progress reports (default 250). */
  readonly progressEvery?: number;
  /** UCB exploration constant for rewards in [0, 1]. */
  readonly exploration?: number;
  /** Overrides the hooks' rollout depth. */
  readonly rolloutDepth?: number;
  /**
   * Stop as soon as the most visited root option can no longer be overtaken within the iteration budget left. The
   * most visited option is then the same as after the whole budget, so a bot that plays it loses nothing.
   */
  readonly stopWhenDecided?: boolean;
  /**
   * Every move through `step` (its checks included) and `game.determinize` for each iteration: the search as it ran
   * before the trusted play path and the two-part determinizer, kept so benchmarks can time both in one run.
   */
  readonly checked?: boolean;
}

export interface SearchOption<A> {
  readonly action: A;
  readonly key: string;
  readonly visits: number;
  /** Visits as a share of all the searcher's root visits. */
  readonly share: number;
  /** The searcher's mean reward after this action: its estimated chance of winning. */
  readonly meanReward: number;
}

export type StopReason = 'iterations' | 'time' | 'cancelled' | 'decided';

export interface SearchResult<A> {
  readonly iterations: number;
  readonly stoppedBy: StopReason;
  /** The searcher's root options, most visited first (ties keep the legal order). */
  readonly options: readonly SearchOption<A>[];
  /** The most visited action (the first legal one if no iteration ran). */
  readonly best: A;
  /** Tree nodes created: a memory figure for benchmarks. */
  readonly nodes: number;
}

const DEFAULT_ITERATIONS = 1000;
/** UCB exploration constant when the caller gives none: tuned on 2-player games. */
export const DEFAULT_EXPLORATION = 0.7;
const TIME_CHECK_EVERY = 8;
const DECIDED_CHECK_EVERY = 32;

/** One player's choice at a tree node: its statistics across every determinization that offered it. */
class Arm<A> {
  visits = 0;
  /** How many times the node was visited while this action was legal (availability count). */
  avail = 0;
  /** Sum of the chooser's own reward entry. */
  reward = 0;
  /** The child reached when this player alone was deciding. */
  child: TreeNode<A> | null = null;
  constructor(readonly player: PlayerId, readonly key: string) {}
}

class TreeNode<A> {
  /** Arms per deciding player, found by action key. Sparse by player id. */
  readonly arms: Map<string, Arm<A>>[] = [];
  /** Children by the deciders' arms in order, then by observation key (when the arm's own child is not enough). */
  kids: Map<unknown, unknown> | null = null;

  armsOf(player: PlayerId): Map<string, Arm<A>> {
    let m = this.arms[player];
    if (!m) {
      m = new Map();
      this.arms[player] = m;
    }
    return m;
  }
}

/** Runs one search from the searcher's view and returns its root statistics. */
export function searchIsmcts<S, A, V>(opts: SearchOptions<S, A, V>): SearchResult<A> {
  return new Search(opts).run();
}

class Search<S, A, V> {
  private readonly game: Game<S, A, V>;
  private readonly ai: GameAi<S, A, V>;
  private readonly rng: Rng;
  private readonly keyOf: (action: A) => string;
  private readonly root = new TreeNode<A>();
  private readonly rootKeys: string[];
  private readonly c: number;
  private readonly rolloutDepth: number;
  private readonly observe: ((state: S, observer: PlayerId) => string) | undefined;
  // Reused across iterations so the hot loop allocates only what the game itself allocates.
  private path: Arm<A>[] = [];
  private readonly deciders: PlayerId[] = [];
  private readonly chosen: A[] = [];
  private readonly chosenArms: Arm<A>[] = [];
  /** Per decider: the legal actions its choice was made from in this determinization (null at the root: opts.legal). */
  private readonly chosenFrom: (readonly A[] | null)[] = [];
  private readonly deal: (rng: Rng) => S;
  private readonly checked: boolean;
  /** Per decider: is its decision of a kind the hooks declare secret. */
  private readonly secret: boolean[] = [];
  private readonly secretKinds: ReadonlySet<string> | undefined;
  private nodes = 1;

  constructor(private readonly opts: SearchOptions<S, A, V>) {
    if (opts.legal.length === 0) throw new RangeError(`player ${opts.player} has no legal action to search`);
    this.game = opts.game;
    this.ai = opts.ai ?? (gameAiFor(opts.game) as GameAi<S, A, V>);
    this.rng = opts.rng;
    const hook = this.ai.actionKey;
    this.keyOf = hook ? (a) => hook.call(this.ai, a) : stableStringify;
    this.c = opts.exploration ?? DEFAULT_EXPLORATION;
    this.rolloutDepth = opts.rolloutDepth ?? this.ai.rolloutDepth ?? Infinity;
    this.observe = this.ai.observationKey;
    this.secretKinds = this.ai.secretDecisions ? new Set(this.ai.secretDecisions) : undefined;
    this.rootKeys = opts.legal.map(this.keyOf);
    this.checked = opts.checked === true;
    this.deal = this.checked ? (rng) => opts.game.determinize(opts.view, rng) : determinizerOf(opts.game, opts.view);
    const rootArms = this.root.armsOf(opts.player);
    for (const key of this.rootKeys) if (!rootArms.has(key)) rootArms.set(key, new Arm<A>(opts.player, key));
  }

  run(): SearchResult<A> {
    const { opts } = this;
    const timed = opts.maxMillis !== undefined && opts.now !== undefined;
    const maxIterations = opts.iterations ?? (timed ? Infinity : DEFAULT_ITERATIONS);
    const started = timed ? opts.now!() : 0;
    const progressEvery = opts.progressEvery ?? 250;
    const decidable = opts.stopWhenDecided === true && Number.isFinite(maxIterations);
    let iterations = 0;
    let stoppedBy: StopReason = 'iterations';
    for (;;) {
      if (iterations >= maxIterations) break;
      if (opts.shouldStop?.()) { stoppedBy = 'cancelled'; break; }
      if (timed && iterations % TIME_CHECK_EVERY === 0 && opts.now!() - started >= opts.maxMillis!) { stoppedBy = 'time'; break; }
      if (decidable && iterations % DECIDED_CHECK_EVERY === 0 && iterations > 0 && this.decided(maxIterations - iterations)) { stoppedBy = 'decided'; break; }
      this.iterate();
      iterations++;
      if (opts.onProgress && iterations % progressEvery === 0) {
        const options = this.rootOptions();
        opts.onProgress({ iterations, best: options[0]!.action, bestShare: options[0]!.share, bestWinChance: options[0]!.meanReward });
      }
    }
    const options = this.rootOptions();
    return { iterations, stoppedBy, options, best: options[0]!.action, nodes: this.nodes };
  }

  /**
   * True when the searcher's most visited root arm leads every other by more than `remaining` visits. Each iteration
   * adds one visit to one root arm, so no other arm can reach it (a tie would keep the legal order, which the leader
   * may not win, hence the strict margin).
   */
  private decided(remaining: number): boolean {
    let first = -1, second = -1;
    for (const arm of this.root.armsOf(this.opts.player).values()) {
      if (arm.visits > first) { second = first; first = arm.visits; } else if (arm.visits > second) second = arm.visits;
    }
    return second >= 0 && first - second > remaining;
  }

  /** Root options in legal order, then stably sorted by visits. */
  private rootOptions(): SearchOption<A>[] {
    const arms = this.root.armsOf(this.opts.player);
    let total = 0;
    for (const arm of arms.values()) total += arm.visits;
    const seen = new Set<string>();
    const out: SearchOption<A>[] = [];
    this.opts.legal.forEach((action, i) => {
      const key = this.rootKeys[i]!;
      if (seen.has(key)) return;
      seen.add(key);
      const arm = arms.get(key)!;
      out.push({ action, key, visits: arm.visits, share: total > 0 ? arm.visits / total : 0, meanReward: arm.visits > 0 ? arm.reward / arm.visits : 0 });
    });
    return out.sort((a, b) => b.visits - a.visits);
  }

  private iterate(): void {
    const { game, opts } = this;
    const state = this.deal(this.rng);
    const path = this.path;
    let depth = 0;
    let node = this.root;
    let reward: readonly number[] | null = null;
    for (;;) {
      const outcome = game.outcome(state);
      if (outcome) { reward = this.terminal(outcome); break; }
      const deciders = this.collectDeciders(state);
      // With several deciders this is decoupled selection: each picks from its own arms, blind to the others' picks.
      let expanding = false;
      for (let i = 0; i < deciders; i++) {
        const player = this.deciders[i]!;
        const arm = this.select(node, state, player, node === this.root && player === opts.player, i);
        this.chosenArms[i] = arm;
        this.chosen[i + 1] = this.chosen[0]!;
        if (arm.visits === 0) expanding = true;
      }
      let interfered = false;
      for (let i = 0; i < deciders; i++) {
        // Choices made at once are applied one after another; when an earlier one has changed what a later player
        // may do (a recruit that deals damage or ends the round), the later choices lapse and the rollout decides anew.
        if (i > 0 && this.game.step(state, this.deciders[i]!, this.chosen[i + 1]!)) { interfered = true; break; }
        if (i === 0) this.playOrThrow(state, this.deciders[i]!, this.chosenFrom[i]!, this.chosen[i + 1]!);
        path[depth++] = this.chosenArms[i]!;
      }
      if (interfered) break;
      const before = this.nodes;
      node = this.childOf(node, deciders, state);
      // A new node is a leaf: expand it and roll out, one node per iteration.
      if (expanding || this.nodes !== before) break;
    }
    if (!reward) reward = this.rollout(state);
    for (let i = 0; i < depth; i++) {
      const arm = path[i]!;
      arm.visits++;
      arm.reward += reward[arm.player] ?? 0;
    }
  }

  /**
   * The child after this step: the tree's nodes are the searcher's information sets, so the key holds only
   * what the searcher knows: its own choice, opponents' public choices and what it observed. An opponent's
   * choice is secret when several players decided at once or its decision kind is declared secret; secret
   * choices stay out of the key, so the searcher's later choices cannot depend on them. Arms are keys by identity.
   */
  private childOf(node: TreeNode<A>, deciders: number, state: S): TreeNode<A> {
    const searcher = this.opts.player;
    let level: Map<unknown, unknown> | null = null;
    let keyed = 0;
    for (let i = 0; i < deciders; i++) {
      const arm = this.chosenArms[i]!;
      const hidden = arm.player !== searcher && (deciders > 1 || this.secret[i]!);
      if (hidden) continue;
      if (deciders === 1 && !this.observe) {
        if (!arm.child) { arm.child = new TreeNode<A>(); this.nodes++; }
        return arm.child;
      }
      level ??= node.kids ?? (node.kids = new Map());
      let next = level.get(arm) as Map<unknown, unknown> | undefined;
      if (!next) { next = new Map(); level.set(arm, next); }
      level = next;
      keyed++;
    }
    if (keyed === 0) level = node.kids ?? (node.kids = new Map());
    const seen = this.observe ? this.observe.call(this.ai, state, searcher) : '';
    let child = level!.get(seen) as TreeNode<A> | undefined;
    if (!child) { child = new TreeNode<A>(); level!.set(seen, child); this.nodes++; }
    return child;
  }

  /** Fills `deciders` with the distinct players who must decide now and returns how many there are. */
  private collectDeciders(state: S): number {
    const pending = this.game.pending(state);
    if (pending.length === 0) throw new Error(`${this.game.id}: a determinized state has no pending decision and no outcome`);
    let n = 0;
    for (const d of pending) {
      let dup = false;
      for (let i = 0; i < n; i++) if (this.deciders[i] === d.player) { dup = true; break; }
      if (!dup) { this.secret[n] = this.secretKinds?.has(d.kind) ?? false; this.deciders[n++] = d.player; }
    }
    return n;
  }

  /**
   * UCB over availability: untried legal actions first (a random one), else the best mean plus
   * c * sqrt(ln(availability) / visits). Leaves the chosen action object (from this determinization) in chosen[0].
   */
  private select(node: TreeNode<A>, state: S, player: PlayerId, atRoot: boolean, decider: number): Arm<A> {
    const legal = atRoot ? this.opts.legal : this.game.legalActions(state, player);
    // The root's actions were made for the true state, not this determinization: they go through step's checks.
    this.chosenFrom[decider] = atRoot ? null : legal;
    if (legal.length === 0) throw new Error(`${this.game.id}: player ${player} must decide but has no legal action in a determinized state`);
    const arms = node.armsOf(player);
    let best: Arm<A> | null = null;
    let bestAction: A | null = null;
    let bestScore = -Infinity;
    let untried = 0;
    let ties = 0;
    for (let i = 0; i < legal.length; i++) {
      const action = legal[i]!;
      const key = atRoot ? this.rootKeys[i]! : this.keyOf(action);
      let arm = arms.get(key);
      if (!arm) { arm = new Arm<A>(player, key); arms.set(key, arm); }
      arm.avail++;
      if (arm.visits === 0) {
        // Reservoir sampling picks a uniform untried action without building a list.
        untried++;
        if (this.rng.int(untried) === 0) { best = arm; bestAction = action; }
        bestScore = Infinity;
      } else if (untried === 0) {
        const score = arm.reward / arm.visits + this.c * Math.sqrt(Math.log(arm.avail) / arm.visits);
        // Random tie-breaks: with fixed ones, two blind choosers with equal statistics fall into lockstep.
        if (score > bestScore) { bestScore = score; best = arm; bestAction = action; ties = 1; }
        else if (score === bestScore && this.rng.int(++ties) === 0) { best = arm; bestAction = action; }
      }
    }
    this.chosen[0] = bestAction!;
    return best!;
  }

  private rollout(state: S): readonly number[] {
    const { game, ai } = this;
    for (let steps = 0; ; steps++) {
      const outcome = game.outcome(state);
      if (outcome) return this.terminal(outcome);
      if (steps >= this.rolloutDepth) return ai.evaluate(state, this.opts.player);
      const decision = game.pending(state)[0];
      if (!decision) throw new Error(`${game.id}: a rollout reached a state with no pending decision and no outcome`);
      const legal = game.legalActions(state, decision.player);
      const action = ai.rolloutPolicy(state, decision.player, legal, this.rng);
      this.playOrThrow(state, decision.player, legal, action);
    }
  }

  private terminal(outcome: Outcome): readonly number[] {
    return this.ai.terminalReward ? this.ai.terminalReward(outcome) : outcomeReward(outcome);
  }

  /** Plays an action chosen from `legal` (made for this very state) by the trusted path; null `legal`: through step. */
  private playOrThrow(state: S, player: PlayerId, legal: readonly A[] | null, action: A): void {
    const error = legal && !this.checked ? playChosen(this.game, state, player, legal, action) : this.game.step(state, player, action);
    if (error) throw new Error(`${this.game.id}: the search's move ${stableStringify(action)} for player ${player} was refused in a determinized state (${error.rule}: ${error.message})`);
  }
}
