/**
 * Scores for multi-label predictions: per-label precision, recall and F1, macro-F1 and
 * exact match, and the per-label threshold choice train.ts makes on validation.
 */

export interface LabelScore {
  label: string;
  support: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface Report {
  perLabel: LabelScore[];
  macroF1: number;
  /** Share of messages whose predicted label set equals the gold set exactly. */
  exactMatch: number;
  count: number;
}

/** Per-label and overall scores; gold[i] and predicted[i] are label sets of message i. */
export function scoreSets(
  labels: readonly string[],
  gold: readonly ReadonlySet<string>[],
  predicted: readonly ReadonlySet<string>[],
): Report {
  const perLabel = labels.map((label) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    gold.forEach((g, i) => {
      const p = predicted[i]!.has(label);
      if (p && g.has(label)) tp++;
      else if (p) fp++;
      else if (g.has(label)) fn++;
    });
    return { label, support: tp + fn, ...prf(tp, fp, fn) };
  });
  const exact = gold.filter((g, i) => sameSet(g, predicted[i]!)).length;
  return {
    perLabel,
    macroF1: perLabel.reduce((sum, s) => sum + s.f1, 0) / Math.max(1, perLabel.length),
    exactMatch: exact / Math.max(1, gold.length),
    count: gold.length,
  };
}

function prf(tp: number, fp: number, fn: number) {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** How a label's threshold is chosen: best F1, or the lowest one reaching a precision. */
export type ThresholdPolicy = { kind: 'f1' } | { kind: 'precision'; target: number };

// A fixed grid rather than the observed probabilities: a threshold that sits exactly on one
// validation example would be fitted to that example.
const GRID = Array.from({ length: 91 }, (_, i) => Number((0.05 + i * 0.01).toFixed(2)));

/**
 * The threshold for one label from validation probabilities. Among equally good grid points
 * the middle one is taken, the farthest from flipping a validation example.
 */
export function chooseThreshold(
  probabilities: readonly number[],
  positive: readonly boolean[],
  policy: ThresholdPolicy,
): number {
  const points = GRID.map((t) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    probabilities.forEach((p, i) => {
      if (p >= t && positive[i]) tp++;
      else if (p >= t) fp++;
      else if (positive[i]) fn++;
    });
    return { t, ...prf(tp, fp, fn) };
  });
  if (policy.kind === 'precision') {
    const reaching = points.find((p) => p.precision >= policy.target && p.recall > 0);
    if (reaching) return reaching.t;
  }
  const best = Math.max(...points.map((p) => p.f1));
  const ties = points.filter((p) => p.f1 >= best - 1e-12);
  return ties[Math.floor((ties.length - 1) / 2)]!.t;
}

/** A markdown table of a report (README.md keeps the held-out one). */
export function formatReport(report: Report): string {
  const pct = (x: number) => (100 * x).toFixed(1);
  const rows = report.perLabel.map(
    (s) => `| ${s.label} | ${s.support} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} |`,
  );
  return [
    '| label | support | precision % | recall % | F1 % |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **macro** | ${report.count} msgs | | | **${pct(report.macroF1)}** |`,
    '',
    `Exact match (whole label set right): ${pct(report.exactMatch)} % of ${report.count} messages.`,
  ].join('\n');
}
