/**
 * Data Analysis: rent comparisons against the market and ROI calculations, worked out
 * from the manager's figures and shown step by step.
 */
import {
  type Composer,
  draft,
  facts,
  list,
  type Note,
  paragraph,
  question,
  section,
  table,
} from './draft.ts';
import { agrees, figuresProvided, roiMismatch, roiPercent } from './figures.ts';
import {
  formatMoney,
  formatPercent,
  joinPresent,
  leadingAmount,
  lowerFirst,
  sentence,
} from './format.ts';

interface Rate {
  label: string;
  key: string;
  amount: number;
}

/** '1 bed $1,800' → { label: '1 bed', key: '1bed', amount: 1800 }; unpriced items are skipped. */
function readRates(items: readonly string[]): Rate[] {
  return items.flatMap((item) => {
    const dollar = item.indexOf('$');
    const amount = dollar >= 0 ? leadingAmount(item.slice(dollar)) : null;
    if (amount === null) return [];
    const label =
      item
        .slice(0, dollar)
        .replace(/[\s:=–—-]+$/, '')
        .trim() || 'All units';
    const key = label
      .toLowerCase()
      .replace(/(\d+)\s*-?\s*(?:bedrooms?|beds?|bd|br)\b/g, '$1bed')
      .replace(/[^a-z0-9]/g, '');
    return [{ label, key, amount }];
  });
}

const signedMoney = (n: number) => (n > 0 ? `+${formatMoney(n)}` : formatMoney(n));
const signedPercent = (n: number) => (n > 0 ? `+${formatPercent(n, 1)}` : formatPercent(n, 1));

const marketComparison: Composer = ({ vars, template }) => {
  const name = vars.text('propertyName');
  const current = readRates(vars.items('currentRates'));
  const market = readRates(vars.items('marketRents'));
  const pairs = current.flatMap((own) => {
    const other = market.find((m) => m.key === own.key);
    return other ? [{ own, other, gap: own.amount - other.amount }] : [];
  });
  const rows = pairs.map(({ own, other, gap }) => [
    own.label,
    formatMoney(own.amount),
    formatMoney(other.amount),
    `${signedMoney(gap)} (${signedPercent((gap / other.amount) * 100)})`,
  ]);
  const findings = pairs.map(({ own, other, gap }) =>
    gap === 0
      ? `${own.label}: at market (${formatMoney(own.amount)}).`
      : `${own.label}: ${formatMoney(Math.abs(gap))} a month (${formatPercent(Math.abs((gap / other.amount) * 100), 1)}) ${gap < 0 ? 'below' : 'above'} market.`,
  );
  const adjustments = vars.text('rentAdjustments');
  const impact = vars.text('financialImpact');

  return draft({
    title: template.title,
    subject: joinPresent(['Rental market comparison', name], ' - '),
    to: 'Owners and management team',
    salutation: 'Team',
    lead: joinPresent(
      [
        `Here is how rents${name ? ` at ${name}` : ''} compare with the local market.`,
        findings.length > 0 ? findings.join(' ') : '',
      ],
      ' ',
    ),
    sections: [
      section(
        'Rent comparison',
        'essential',
        table(['Unit type', 'Your rent', 'Market rent', 'Difference'], rows),
        rows.length === 0
          ? facts([
              ['Current rents', vars.text('currentRates')],
              ['Market rents', vars.text('marketRents')],
            ])
          : null,
      ),
      section(
        'Occupancy',
        'essential',
        paragraph(
          vars.text('occupancyRate') && `Current occupancy: ${vars.text('occupancyRate')}.`,
        ),
      ),
      section('Competitive analysis', 'detail', list(vars.items('competitiveAnalysis'))),
      section('Market trends', 'detail', list(vars.items('marketTrends'))),
      section(
        'Suggested rent adjustments',
        'essential',
        paragraph(adjustments && sentence(adjustments)),
      ),
      section('Financial impact', 'essential', paragraph(impact && sentence(impact))),
      section('Recommendations', 'essential', list(vars.items('recommendations'))),
      section(
        'Method and caveats',
        'context',
        paragraph(
          'Market rents are asking rents for comparable units, as provided. Before adjusting, compare unit size, condition, amenities and any concessions competitors offer. Increases must follow the notice terms of each lease and any local rent regulations.',
        ),
      ),
    ],
    closing: 'Happy to discuss any of these figures or recommendations.',
    sms: [
      adjustments ? `Suggested: ${adjustments}` : '',
      impact ? `Impact: ${impact}` : '',
      vars.text('occupancyRate') ? `Occupancy: ${vars.text('occupancyRate')}` : '',
    ].filter(Boolean),
    purpose: `to go through the rental market comparison${name ? ` for ${name}` : ''}`,
    questions: [
      ...question('Are we below market?', findings.length > 0 ? findings.join(' ') : undefined),
      ...question('What would a change be worth?', impact && sentence(impact)),
      ...question('What do you recommend?', adjustments && sentence(adjustments)),
    ],
    summary: [name],
  });
};

const ROI_FIGURES = [
  'grossIncome',
  'expenses',
  'capex',
  'noi',
  'initialInvestment',
  'totalInvestment',
  'calculatedRoi',
];

const roiCalculation: Composer = ({ vars, template }) => {
  const name = vars.text('propertyName');
  const period = vars.text('timePeriod');
  const gross = vars.num('grossIncome');
  const expenses = vars.amount('expenses');
  const capex = vars.num('capex');
  const enteredNoi = vars.num('noi');
  const initial = vars.num('initialInvestment');
  const total = vars.num('totalInvestment');
  const entered = vars.num('calculatedRoi');
  const computedNoi = gross !== undefined && expenses !== undefined ? gross - expenses : undefined;
  const noi = enteredNoi ?? computedNoi;
  const investment = total ?? (initial === undefined ? undefined : initial + (capex ?? 0));
  const investmentLabel =
    total !== undefined
      ? 'total investment'
      : capex
        ? 'initial investment plus capital expenditures'
        : 'initial investment';
  const roi = roiPercent(noi, investment);
  const onInitial =
    total !== undefined && initial !== undefined ? roiPercent(noi, initial) : undefined;

  const notes: Note[] = [];
  if (entered !== undefined && roi !== undefined && !agrees(entered, roi)) {
    notes.push(roiMismatch(entered, formatPercent(roi)));
  }
  if (
    enteredNoi !== undefined &&
    computedNoi !== undefined &&
    Math.abs(enteredNoi - computedNoi) >= 0.5
  ) {
    notes.push({
      text: `The NOI entered (${formatMoney(enteredNoi)}) differs from gross income less expenses (${formatMoney(computedNoi)}). Please check whether expenses include items outside operating costs.`,
      short: `Check NOI: entered ${formatMoney(enteredNoi)}, income less expenses ${formatMoney(computedNoi)}.`,
    });
  }

  const steps = [
    noi === undefined
      ? undefined
      : enteredNoi === undefined
        ? `Net operating income = gross income ${formatMoney(gross ?? 0)} - expenses ${formatMoney(expenses ?? 0)} = ${formatMoney(noi)}.`
        : `Net operating income: ${formatMoney(noi)}${computedNoi !== undefined && Math.abs(enteredNoi - computedNoi) < 0.5 ? ` (gross income ${formatMoney(gross ?? 0)} less expenses ${formatMoney(expenses ?? 0)})` : ''}.`,
    investment === undefined
      ? undefined
      : `${investmentLabel.charAt(0).toUpperCase()}${investmentLabel.slice(1)}: ${formatMoney(investment)}${total !== undefined && initial !== undefined && capex !== undefined && Math.abs(initial + capex - total) < 0.5 ? ` (initial investment ${formatMoney(initial)} + capital expenditures ${formatMoney(capex)})` : ''}.`,
    roi === undefined || noi === undefined || investment === undefined
      ? undefined
      : `ROI = ${formatMoney(noi)} ÷ ${formatMoney(investment)} × 100 = ${formatPercent(roi)}.`,
    entered !== undefined && roi !== undefined && agrees(entered, roi)
      ? `This agrees with the ${formatPercent(entered)} you calculated.`
      : undefined,
  ];
  const missing =
    roi === undefined
      ? `ROI could not be computed: it needs the net operating income (or gross income and expenses) and the investment.${entered !== undefined ? ` Your calculated ROI is ${formatPercent(entered)}.` : ''}`
      : undefined;
  const result = roi ?? entered;

  return draft({
    title: template.title,
    subject: joinPresent(['ROI calculation', name, period], ' - '),
    to: 'Owners and investors',
    salutation: 'Investors',
    lead: joinPresent(
      [
        `Here is the return on investment${name ? ` for ${name}` : ''}${period ? ` over ${lowerFirst(period)}` : ''}.`,
        result === undefined
          ? ''
          : `ROI: ${formatPercent(result)}${roi === undefined ? ' (as calculated by you)' : ` on the ${investmentLabel}`}.`,
      ],
      ' ',
    ),
    sections: [
      section(
        'Result',
        'essential',
        facts([
          ['Property', name],
          ['Period', period],
          ['ROI', result === undefined ? undefined : formatPercent(result)],
          [
            'ROI on the initial investment alone',
            onInitial === undefined ? undefined : formatPercent(onInitial),
          ],
        ]),
      ),
      section(
        'Calculation',
        'essential',
        list(steps, true),
        paragraph(missing, figuresProvided(template, vars, ROI_FIGURES)),
      ),
      section(
        'Figures used',
        'detail',
        facts([
          ['Gross income', vars.money('grossIncome')],
          ['Expenses', vars.text('expenses')],
          ['Capital expenditures', vars.money('capex')],
          ['Net operating income', vars.money('noi')],
          ['Initial investment', vars.money('initialInvestment')],
          ['Total investment', vars.money('totalInvestment')],
          ['Your formula', vars.text('roiFormula')],
        ]),
      ),
      section('Recommendations', 'essential', list(vars.items('recommendations'))),
      section(
        'Interpreting the result',
        'context',
        paragraph(
          'This ROI compares one period of net operating income with the money invested, before financing costs and taxes. Compare it with your target return and with the return of alternative investments; a rising ROI over time usually reflects stronger rents or lower costs.',
        ),
      ),
    ],
    closing: 'Please let us know if you would like to review the assumptions together.',
    sms: [
      noi !== undefined ? `NOI: ${formatMoney(noi)}` : '',
      investment !== undefined ? `Investment: ${formatMoney(investment)}` : '',
      vars.items('recommendations')[0] ? `Recommendation: ${vars.items('recommendations')[0]}` : '',
    ].filter(Boolean),
    purpose: `to go through the ROI calculation${name ? ` for ${name}` : ''}`,
    questions: [
      ...question('How did you get that number?', steps.filter(Boolean).join(' ') || missing),
      ...question(
        'Is that a good return?',
        'It depends on your target and the alternatives; we can compare it with similar properties in the area.',
      ),
    ],
    notes,
    summary: [name, period],
  });
};

export const DATA_ANALYSIS_COMPOSERS = {
  RENTAL_MARKET_COMPARISON: marketComparison,
  ROI_CALCULATION: roiCalculation,
} as const;
