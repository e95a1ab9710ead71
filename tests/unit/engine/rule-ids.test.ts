// Every rule id an engine can return is written in that game's RULES.md and named by a scenario `reject` step or by a
// test. The ids come from the engine's source (every `ruleError(...)` call), not from a list kept by hand, so a new
// refusal cannot slip in untraced, and RULES.md's list of ids must match the code both ways.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function filesUnder(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, ext));
    else if (name.endsWith(ext)) out.push(path);
  }
  return out;
}

/** The text of the first argument of every `ruleError(` call (or `refusal(`, a refusal in words) in a source file. */
export function firstArguments(source: string): string[] {
  const out: string[] = [];
  const markers = /(?:ruleError|refusal)\(/g;
  for (let found = markers.exec(source); found; found = markers.exec(source)) {
    const at = found.index, marker = found[0];
    // Skip the definition and imports: only calls, i.e. a marker not preceded by an identifier character or `function `.
    const before = source.slice(Math.max(0, at - 9), at);
    if (/function $/.test(before) || /[\w$.]$/.test(source[at - 1] ?? '')) continue;
    let depth = 0, quote = '', i = at + marker.length;
    for (; i < source.length; i++) {
      const ch = source[i]!;
      if (quote) { if (ch === '\\') i++; else if (ch === quote) quote = ''; continue; }
      if (ch === "'" || ch === '"' || ch === '`') quote = ch;
      else if (ch === '(' || ch === '[' || ch === '{') depth++;
      else if (ch === ')' || ch === ']' || ch === '}') { if (depth === 0) break; depth--; }
      else if (ch === ',' && depth === 0) break;
    }
    out.push(source.slice(at + marker.length, i));
  }
  return out;
}

/** Rule ids a game's engine can return: the string literals of each ruleError call's first argument. */
function engineIds(dir: string): { ids: Set<string>; dynamic: string[] } {
  const ids = new Set<string>();
  const dynamic: string[] = [];
  for (const file of filesUnder(join(ROOT, dir), '.ts')) {
    for (const arg of firstArguments(readFileSync(file, 'utf8'))) {
      const literals = [...arg.matchAll(/'([^'\\]+)'|"([^"\\]+)"/g)].map((m) => m[1] ?? m[2]!);
      // A refusal passed on under its own rule (`error.rule`, a table's refusal told with the tournament's seats) is
      // counted where it was made.
      if (literals.length === 0 && !/^\s*\w+\.rule\s*$/.test(arg)) dynamic.push(`${relative(ROOT, file)}: ruleError(${arg}, ...)`);
      for (const id of literals) ids.add(id);
    }
  }
  return { ids, dynamic };
}

/** Rule ids named by the scenarios' reject steps of a game. */
function scenarioRejects(game: string): Set<string> {
  const out = new Set<string>();
  for (const file of filesUnder(join(ROOT, 'tests', 'scenarios', game), '.json')) {
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as { steps?: { reject?: { rule?: string } }[] };
    for (const step of scenario.steps ?? []) if (step.reject?.rule) out.add(step.reject.rule);
  }
  return out;
}

/** Test source lines that name a rule (a line mentioning `rule` with the id as a string literal). */
const testLines = filesUnder(join(ROOT, 'tests'), '.ts')
  .filter((f) => !f.endsWith('rule-ids.test.ts'))
  .flatMap((f) => readFileSync(f, 'utf8').split('\n').filter((line) => line.includes('rule')));
const namedByTest = (id: string): boolean => testLines.some((line) => line.includes(`'${id}'`) || line.includes(`"${id}"`));

/** The ids RULES.md lists after "Every refusal is a `RuleError` with one of these ids". */
function listedIds(rules: string): Set<string> | null {
  const start = rules.indexOf('Every refusal is a `RuleError` with one of these ids');
  if (start < 0) return null;
  const end = rules.indexOf('\n\n', start);
  const paragraph = rules.slice(start, end < 0 ? undefined : end);
  const body = paragraph.slice(paragraph.indexOf(':', paragraph.indexOf('ids')) + 1);
  return new Set([...body.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!));
}

const GAMES = [
  { game: 'rush', dir: 'src-main/games/rush', rules: 'src-main/games/rush/RULES.md' },
  { game: 'ruckus', dir: 'src-main/games/ruckus', rules: 'src-main/games/ruckus/RULES.md' },
];

describe('rule ids are traced to RULES.md and to tests', () => {
  it('finds the ruleError calls of a source text, ternaries included', () => {
    const src = "return ruleError(a ? 'x-one' : \"x-two\", `m, ${b}`);\nfunction ruleError(rule: string) {}\nfoo.ruleError('no');";
    expect(firstArguments(src)).toEqual(["a ? 'x-one' : \"x-two\""]);
  });

  for (const { game, dir, rules } of GAMES) {
    describe(game, () => {
      const { ids, dynamic } = engineIds(dir);
      const text = readFileSync(join(ROOT, rules), 'utf8');

      it('every ruleError call names its ids as literals', () => {
        expect(dynamic).toEqual([]);
        expect(ids.size).toBeGreaterThan(10);
      });

      it(`every id is written in ${rules}, and its list of ids is exactly the engine's`, () => {
        expect([...ids].filter((id) => !text.includes(`\`${id}\``)).sort()).toEqual([]);
        const listed = listedIds(text);
        expect(listed, 'RULES.md lists the ids after "Every refusal is a `RuleError` with one of these ids"').not.toBeNull();
        expect([...listed!].sort()).toEqual([...ids].sort());
      });

      it('every id is named by a scenario reject step or a test', () => {
        const rejects = scenarioRejects(game);
        expect([...ids].filter((id) => !rejects.has(id) && !namedByTest(id)).sort()).toEqual([]);
      });
    });
  }
});
