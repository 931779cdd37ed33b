import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  formatMoney,
  formatPercent,
  formatTime,
  lastAmount,
  leadingAmount,
  lowerFirst,
  parseNumber,
  sentenceCase,
} from './format.ts';
import { escapeMarkdown } from './markdown.ts';

describe('money and numbers', () => {
  it('formats dollars with cents only when there are cents', () => {
    expect(formatMoney(1500)).toBe('$1,500');
    expect(formatMoney(1749.5)).toBe('$1,749.50');
    expect(formatMoney(-250)).toBe('-$250');
    expect(formatPercent(8.358)).toBe('8.36%');
    expect(formatPercent(21)).toBe('21%');
  });

  it('reads numbers typed as text, and only those', () => {
    expect(parseNumber('$1,500')).toBe(1500);
    expect(parseNumber(' 8.4% ')).toBe(8.4);
    expect(parseNumber('-$200')).toBe(-200);
    expect(parseNumber('1,50')).toBeNull();
    expect(parseNumber('Q1 2025')).toBeNull();
  });

  it('reads the dollar amount a text starts with, or the last one in an item', () => {
    expect(leadingAmount('$180,000 operating expenses')).toBe(180000);
    expect(leadingAmount('$1.2M loan')).toBe(1200000);
    expect(leadingAmount('3% rent growth')).toBeNull();
    expect(lastAmount('Carpet cleaning $150')).toBe(150);
    expect(lastAmount('No amount')).toBeNull();
  });
});

describe('dates and words', () => {
  it('formats picker dates and times, and refuses impossible ones', () => {
    expect(formatIsoDate('2025-03-14')).toBe('March 14, 2025');
    expect(formatIsoDate('2025-02-30')).toBeNull();
    expect(formatIsoDate('next Friday')).toBeNull();
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('after lunch')).toBeNull();
  });

  it('changes case only where it is safe', () => {
    expect(sentenceCase('Non-Urgent Maintenance Confirmation')).toBe(
      'Non-urgent maintenance confirmation',
    );
    expect(sentenceCase('Quarterly ROI Summary')).toBe('Quarterly ROI summary');
    expect(lowerFirst('Within 2 hours')).toBe('within 2 hours');
    expect(lowerFirst('HVAC filters')).toBe('HVAC filters');
    expect(lowerFirst('March 4 to 15')).toBe('March 4 to 15');
  });
});

describe('escapeMarkdown', () => {
  it('turns markup in a value into plain text', () => {
    expect(escapeMarkdown('<b>hi</b>')).toBe('&lt;b&gt;hi&lt;/b&gt;');
    expect(escapeMarkdown('![x](http://a/b.png)')).toBe('!\\[x\\](http://a/b.png)');
    expect(escapeMarkdown('# Title')).toBe('\\# Title');
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('1. first')).toBe('1\\. first');
    expect(escapeMarkdown('a \\[b]')).toBe('a \\\\\\[b\\]');
    expect(escapeMarkdown('#NowLeasing $1,500 - fine')).toBe('#NowLeasing $1,500 - fine');
  });
});
