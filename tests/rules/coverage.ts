/**
 * The emulator's rules coverage report (GET …/projects/{p}:ruleCoverage), summarised at the end
 * of the matrix: which expressions of firestore.rules ran, and which conditions were seen both
 * true and false. The official emulator and hidane both answer it; any other answer is printed
 * and skipped, since the matrix, not the report, is what proves the rules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from '../../harness/emulators';
import { PROJECT_ID, emulatorAddress } from './support';

interface Position {
  line?: number;
  column?: number;
  currentOffset?: number;
  endOffset?: number;
}

interface Expression {
  sourcePosition: Position;
  /** Each distinct outcome with its count; `{}` means `&&`/`||` decided without it. */
  values?: { value?: { boolValue?: boolean }; undefined?: unknown; count: number }[];
  children?: Expression[];
}

interface CoverageAnswer {
  rules: { files: { name: string; content: string }[] };
  report?: Expression[];
}

export interface CoverageSummary {
  expressions: number;
  evaluated: number;
  conditions: number;
  bothWays: number;
  neverEvaluated: string[];
  oneWay: string[];
}

/** Counts what ran; `source` places each unevaluated expression as "line:column text". */
export function summarise(report: Expression[], source: string): CoverageSummary {
  const codePoints = Array.from(source);
  const where = (p: Position) => {
    const text = codePoints
      .slice(p.currentOffset ?? 0, (p.endOffset ?? 0) + 1)
      .join('')
      .replace(/\s+/g, ' ');
    return `L${p.line ?? 0}:${p.column ?? 0} ${text.length > 70 ? `${text.slice(0, 67)}...` : text}`;
  };
  const summary: CoverageSummary = {
    expressions: 0,
    evaluated: 0,
    conditions: 0,
    bothWays: 0,
    neverEvaluated: [],
    oneWay: [],
  };
  const visit = (e: Expression, parentRan: boolean) => {
    summary.expressions += 1;
    const values = e.values ?? [];
    const ran = values.some((v) => 'value' in v || 'undefined' in v);
    if (ran) summary.evaluated += 1;
    // Report the outermost expression that never ran, not each of its parts.
    else if (parentRan) summary.neverEvaluated.push(where(e.sourcePosition));
    const booleans = new Set(
      values.flatMap((v) => (v.value?.boolValue === undefined ? [] : [v.value.boolValue])),
    );
    if (booleans.size > 0) {
      summary.conditions += 1;
      if (booleans.size === 2) summary.bothWays += 1;
      else summary.oneWay.push(`${where(e.sourcePosition)} (always ${[...booleans][0]})`);
    }
    for (const child of e.children ?? []) visit(child, ran);
  };
  for (const root of report) visit(root, true);
  return summary;
}

/** Fetches the report, saves it under test-results and prints the summary. */
export async function reportCoverage(): Promise<CoverageSummary | undefined> {
  const { host, port } = emulatorAddress();
  const url = `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  let answer: CoverageAnswer;
  try {
    const response = await fetch(url);
    if (!response.ok) {
      console.log(`[rules coverage] ${url} answered ${response.status}; no report`);
      return undefined;
    }
    answer = (await response.json()) as CoverageAnswer;
  } catch (error) {
    console.log(`[rules coverage] ${url} did not answer: ${String(error)}`);
    return undefined;
  }
  const source = answer.rules.files[0]?.content ?? '';
  if (!answer.report) {
    console.log('[rules coverage] the emulator answered without a report');
    return undefined;
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'rules-coverage.json'), JSON.stringify(answer));
  const html = await fetch(`${url}.html`).then(
    (r) => (r.ok ? r.text() : undefined),
    () => undefined,
  );
  if (html) writeFileSync(path.join(RESULTS_DIR, 'rules-coverage.html'), html);

  const s = summarise(answer.report, source);
  const percent = (n: number, d: number) => `${d === 0 ? 0 : Math.round((100 * n) / d)}%`;
  console.log(
    [
      `[rules coverage] ${s.evaluated}/${s.expressions} expressions evaluated (${percent(s.evaluated, s.expressions)}); ` +
        `${s.bothWays}/${s.conditions} boolean expressions seen both true and false (${percent(s.bothWays, s.conditions)})`,
      `  never evaluated (${s.neverEvaluated.length}):`,
      ...s.neverEvaluated.map((line) => `    ${line}`),
      `  only one outcome (${s.oneWay.length}):`,
      ...s.oneWay.map((line) => `    ${line}`),
      `  full report: ${path.relative(process.cwd(), RESULTS_DIR)}/rules-coverage.${html ? 'html' : 'json'}`,
    ].join('\n'),
  );
  return s;
}
