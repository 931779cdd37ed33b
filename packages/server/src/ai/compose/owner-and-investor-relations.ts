/**
 * Owner and Investor Relations: monthly updates, cash flow projections and quarterly ROI.
 * Figures are computed from the manager's numbers when they are given, and the document
 * says which figures it used.
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
} from './draft.ts';
import { agrees, figuresProvided, roiMismatch, roiPercent } from './figures.ts';
import { formatMoney, formatPercent, joinPresent, lowerFirst, sentence } from './format.ts';

const OWNER = 'Property owner';

const monthlyUpdate: Composer = ({ vars, template }) => {
  const property = vars.text('propertyReference');
  const occupancy = vars.text('occupancyRate');
  const income = vars.text('rentalIncome');
  const balances = vars.text('outstandingBalances');
  const maintenance = vars.text('maintenanceSummary');
  const expenses = vars.text('expenses');
  const events = vars.items('notableEvents', { commas: true });
  const recommendations = vars.items('recommendations');
  const incomeAmount = vars.amount('rentalIncome');
  const expenseAmount = vars.amount('expenses');
  const net =
    incomeAmount !== undefined && expenseAmount !== undefined
      ? incomeAmount - expenseAmount
      : undefined;

  return draft({
    title: template.title,
    subject: joinPresent(['Monthly performance update', property], ' - '),
    to: OWNER,
    salutation: 'Owner',
    lead: joinPresent(
      [
        `Here is this month's performance update${property ? ` for ${property}` : ''}.`,
        occupancy && `Occupancy is ${occupancy}.`,
        income && `Rental income: ${sentence(income)}`,
      ],
      ' ',
    ),
    sections: [
      section(
        'Key figures',
        'essential',
        facts([
          ['Occupancy', occupancy],
          ['Rental income', income],
          ['Expenses', expenses],
          [
            'Income less expenses',
            net === undefined
              ? undefined
              : `${formatMoney(net)} (computed from the two figures above)`,
          ],
          ['Outstanding balances', balances],
        ]),
      ),
      section('Maintenance', 'detail', paragraph(maintenance && sentence(maintenance))),
      section('Notable events', 'detail', list(events)),
      section('Recommendations', 'essential', list(recommendations)),
      section(
        'Outlook',
        'context',
        paragraph(
          'We will keep watching occupancy, collections and expenses closely and will raise anything that needs your decision. Please reply with any questions or with approval of the recommendations above.',
        ),
      ),
    ],
    closing: 'Thank you for your continued trust.',
    sms: [
      expenses ? `Expenses: ${expenses}` : '',
      net !== undefined ? `Income less expenses: ${formatMoney(net)}` : '',
      balances ? `Outstanding: ${balances}` : '',
      recommendations[0] ? `Recommendation: ${recommendations[0]}` : '',
    ].filter(Boolean),
    purpose: `with this month's update${property ? ` for ${property}` : ''}`,
    questions: [
      ...question(
        'Why are there outstanding balances?',
        balances && `${sentence(balances)} We are following up with each resident.`,
      ),
      ...question('What was spent on maintenance?', maintenance && sentence(maintenance)),
      ...question(
        'What do you recommend?',
        recommendations.length > 0 ? `${recommendations.join('; ')}.` : undefined,
      ),
    ],
    summary: [property],
  });
};

const cashFlowProjection: Composer = ({ vars, template }) => {
  const name = vars.text('propertyName');
  const overview = vars.text('executiveSummary');
  const period = vars.text('projectionTimeline');
  const income = vars.text('projectedIncome');
  const expenses = vars.text('expenses');
  const debt = vars.text('debtService');
  const net = vars.text('netCashFlow');
  const assumptions = vars.items('assumptions', { commas: true });
  const risks = vars.items('riskFactors', { commas: true });
  const recommendations = vars.items('recommendations');
  const [i, e, d, n] = ['projectedIncome', 'expenses', 'debtService', 'netCashFlow'].map((id) =>
    vars.amount(id),
  );
  const computed = i !== undefined && e !== undefined && d !== undefined ? i - e - d : undefined;
  const coverage =
    i !== undefined && e !== undefined && d !== undefined && d > 0 ? (i - e) / d : undefined;

  const notes: Note[] = [];
  let check: string | undefined;
  if (computed !== undefined && i !== undefined && e !== undefined && d !== undefined) {
    check = `${formatMoney(i)} income - ${formatMoney(e)} expenses - ${formatMoney(d)} debt service = ${formatMoney(computed)} net cash flow${n === undefined ? '' : Math.abs(n - computed) < 0.5 ? ', which matches the projection' : ''}.`;
    if (n !== undefined && Math.abs(n - computed) >= 0.5) {
      notes.push({
        text: `Please check the figures: income less expenses and debt service is ${formatMoney(computed)}, but the net cash flow entered is ${formatMoney(n)}.`,
        short: `Check figures: computed net ${formatMoney(computed)}, entered ${formatMoney(n)}.`,
      });
    }
  }

  return draft({
    title: template.title,
    subject: joinPresent(['Cash flow projection', name, period], ' - '),
    to: 'Owners and investors',
    salutation: 'Investors',
    lead: joinPresent(
      [
        `Here is the cash flow projection${name ? ` for ${name}` : ''}${period ? ` covering ${lowerFirst(period)}` : ''}.`,
        net && `Projected net cash flow: ${sentence(net)}`,
      ],
      ' ',
    ),
    sections: [
      section('Executive summary', 'essential', paragraph(overview && sentence(overview))),
      section(
        'Projection',
        'essential',
        facts([
          ['Period', period],
          ['Projected income', income],
          ['Operating expenses', expenses],
          ['Debt service', debt],
          ['Net cash flow', net ?? (computed === undefined ? undefined : formatMoney(computed))],
          ['Debt service coverage', coverage === undefined ? undefined : `${coverage.toFixed(2)}x`],
        ]),
        paragraph(check && `Check: ${check}`),
      ),
      section('Assumptions', 'detail', list(assumptions)),
      section('Risk factors', 'detail', list(risks)),
      section('Recommendations', 'essential', list(recommendations)),
      section(
        'Reading this projection',
        'context',
        paragraph(
          'Projections are estimates built on the assumptions above; actual results will move with occupancy, collections, expenses and interest rates. We will update this projection as actual figures come in.',
          coverage === undefined
            ? ''
            : 'Debt service coverage is operating income divided by debt payments; lenders usually look for at least 1.25x.',
        ),
      ),
    ],
    closing: 'Please let us know if you would like to discuss any part of this projection.',
    sms: [
      income ? `Income: ${income}` : '',
      expenses ? `Expenses: ${expenses}` : '',
      debt ? `Debt service: ${debt}` : '',
      recommendations[0] ? `Recommendation: ${recommendations[0]}` : '',
    ].filter(Boolean),
    purpose: `to walk you through the cash flow projection${name ? ` for ${name}` : ''}`,
    questions: [
      ...question(
        'What are the main risks?',
        risks.length > 0 ? `${risks.join('; ')}.` : undefined,
      ),
      ...question(
        'What is this based on?',
        assumptions.length > 0 ? `${assumptions.join('; ')}.` : undefined,
      ),
      ...question(
        'What should we do?',
        recommendations.length > 0 ? `${recommendations.join('; ')}.` : undefined,
      ),
    ],
    notes,
    summary: [name, period],
  });
};

const ROI_FIGURES = [
  'grossIncome',
  'expenses',
  'netIncome',
  'noi',
  'cashFlow',
  'initialInvestment',
  'roiPercentage',
  'occupancyRate',
];

const quarterlyRoi: Composer = ({ vars, template }) => {
  const name = vars.text('propertyName');
  const period = vars.text('reportingPeriod');
  const netIncome = vars.amount('netIncome');
  const noi = vars.num('noi');
  const cashFlow = vars.num('cashFlow');
  const investment = vars.num('initialInvestment');
  const entered = vars.num('roiPercentage');
  const basis =
    netIncome !== undefined
      ? { label: 'net income', value: netIncome }
      : noi !== undefined
        ? { label: 'net operating income', value: noi }
        : undefined;
  const quarter = roiPercent(basis?.value, investment);
  const cashOnCash = roiPercent(cashFlow, investment);
  const computedText =
    quarter === undefined
      ? undefined
      : `${formatPercent(quarter)} for the quarter, about ${formatPercent(quarter * 4)} annualised`;
  const notes: Note[] = [];
  if (entered !== undefined && quarter !== undefined && computedText) {
    if (!agrees(entered, quarter) && !agrees(entered, quarter * 4)) {
      notes.push(roiMismatch(entered, computedText));
    }
  }
  const roiLine =
    quarter !== undefined && basis && investment !== undefined
      ? `ROI: ${formatPercent(quarter)} for the quarter (${basis.label} ${formatMoney(basis.value)} ÷ initial investment ${formatMoney(investment)} × 100), about ${formatPercent(quarter * 4)} annualised.`
      : entered !== undefined
        ? `Reported ROI: ${formatPercent(entered)}.`
        : undefined;
  const needs = [
    basis ? '' : 'the net income or NOI',
    investment !== undefined && investment > 0 ? '' : 'a positive initial investment',
  ].filter(Boolean);
  const notComputed =
    quarter === undefined ? `ROI was not computed: it needs ${needs.join(' and ')}.` : undefined;

  return draft({
    title: template.title,
    subject: joinPresent(['Quarterly ROI summary', name, period], ' - '),
    to: 'Owners and investors',
    salutation: 'Investors',
    lead: joinPresent(
      [
        `Here is the ROI summary${name ? ` for ${name}` : ''}${period ? ` for ${lowerFirst(period)}` : ''}.`,
        roiLine,
      ],
      ' ',
    ),
    sections: [
      section(
        'Key figures',
        'essential',
        facts([
          ['Reporting period', period],
          ['Gross income', vars.money('grossIncome')],
          ['Expenses', vars.text('expenses')],
          ['Net income', vars.money('netIncome')],
          ['Net operating income', vars.money('noi')],
          ['Cash flow', vars.money('cashFlow')],
          ['Occupancy', vars.text('occupancyRate')],
        ]),
      ),
      section(
        'Return on investment',
        'essential',
        facts([
          ['ROI for the quarter', quarter === undefined ? undefined : formatPercent(quarter)],
          ['Annualised ROI', quarter === undefined ? undefined : formatPercent(quarter * 4)],
          [
            'Cash-on-cash return for the quarter',
            cashOnCash === undefined ? undefined : formatPercent(cashOnCash),
          ],
          ['Reported ROI', entered === undefined ? undefined : formatPercent(entered)],
          ['Initial investment', investment === undefined ? undefined : formatMoney(investment)],
        ]),
        paragraph(notComputed, figuresProvided(template, vars, ROI_FIGURES)),
      ),
      section('Observations', 'detail', list(vars.items('observations'))),
      section('Recommendations', 'essential', list(vars.items('recommendations'))),
      section(
        'How ROI is calculated',
        'context',
        paragraph(
          vars.text('roiCalculation') &&
            `Your method: ${sentence(vars.text('roiCalculation') ?? '')}`,
          `Here ROI is ${basis?.label ?? 'net income (or NOI)'} divided by the initial investment, times 100; the annualised figure is the quarter's times four. NOI is income after operating expenses and before debt service; cash-on-cash return uses the cash flow after debt service.`,
        ),
      ),
    ],
    closing: 'Please let us know if you would like to go through these figures together.',
    smsLead: joinPresent(
      [`${name ?? 'Your property'}${period ? `, ${period}` : ''}:`, roiLine ?? notComputed],
      ' ',
    ),
    sms: [
      vars.money('noi') ? `NOI: ${vars.money('noi')}` : '',
      vars.text('occupancyRate') ? `Occupancy: ${vars.text('occupancyRate')}` : '',
      vars.items('recommendations')[0] ? `Recommendation: ${vars.items('recommendations')[0]}` : '',
    ].filter(Boolean),
    purpose: `to go through the quarterly ROI summary${name ? ` for ${name}` : ''}`,
    questions: [
      ...question('How did you calculate the ROI?', roiLine ?? notComputed),
      ...question('What drove the results?', vars.items('observations').join('; ') || undefined),
    ],
    notes,
    summary: [name, period],
  });
};

export const OWNER_AND_INVESTOR_RELATIONS_COMPOSERS = {
  MONTHLY_PERFORMANCE_UPDATE: monthlyUpdate,
  CASH_FLOW_PROJECTION: cashFlowProjection,
  QUARTERLY_ROI_SUMMARY: quarterlyRoi,
} as const;
