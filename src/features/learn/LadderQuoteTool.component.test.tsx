// @vitest-environment happy-dom
// The insurance lesson's quote tool (spec §3 ladderQuoteTool): labelled fields reached by keyboard,
// field-named errors with the focus on the first, a quote labelled "Sandbox quote", and Ladder's
// button (spec §1 'SEE MY QUOTE') on the learn state's tracked link (spec §7).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LessonDocument } from '@/contract/content';
import { assert } from 'superstruct';
import insuranceBasics from '../../../content/lessons/11-insurance-basics.json';
import { LadderQuoteTool } from './LadderQuoteTool';
import { LessonSections } from './LessonSections';

const TRACKED =
  'https://www.ladderlife.com/?utm_source=stockroom&utm_medium=learn_and_earn&utm_campaign=insurance-basics&utm_content=ladderQuoteTool&sr_member=abcdefghijklmnopqrstuv';

const renderTool = () =>
  render(
    <LadderQuoteTool
      partner="ladder"
      headline="Get a term life quote from Ladder"
      text="Enter a few details to see a quote."
      link={{ kind: 'ladder', button_text: 'SEE MY QUOTE', url: TRACKED }}
    />,
  );

const estimate = () => screen.getByRole('button', { name: 'Estimate my premium' });
const result = () => screen.getByTestId('ladder-quote-result');

describe('LadderQuoteTool', () => {
  it('names what is wrong in each field and puts the keyboard on the first', async () => {
    renderTool();
    await userEvent.click(estimate());
    expect(screen.getByText('Enter your age.')).toBeTruthy();
    expect(screen.getByText('Enter a coverage amount.')).toBeTruthy();
    expect(screen.getByText('Term length: choose 10, 15, 20, 25 or 30 years.')).toBeTruthy();
    const age = screen.getByLabelText('Age');
    expect(document.activeElement).toBe(age);
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(result().textContent).toBe('');

    await userEvent.type(age, '70');
    await userEvent.click(estimate());
    expect(screen.getByText('Age must be a whole number from 20 to 60.')).toBeTruthy();
  });

  it('gives a sandbox quote from the keyboard alone', async () => {
    renderTool();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Age'));
    await userEvent.keyboard('30');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Coverage amount'));
    await userEvent.keyboard('500000');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Term length'));
    await userEvent.selectOptions(screen.getByLabelText('Term length'), '20 years');
    await userEvent.tab();
    expect(document.activeElement).toBe(estimate());
    await userEvent.keyboard('{Enter}');
    // ladder-quote.test.ts: age 30, $500,000 for 20 years is $25.59 a month in the sandbox.
    expect(result().textContent).toContain('Sandbox quote: about $25.59 a month');
    expect(result().textContent).toContain('not an offer from Ladder');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sandbox decline for its test value', async () => {
    renderTool();
    await userEvent.type(screen.getByLabelText('Age'), '30');
    await userEvent.type(screen.getByLabelText('Coverage amount'), '999999');
    await userEvent.selectOptions(screen.getByLabelText('Term length'), '10 years');
    await userEvent.click(estimate());
    expect(result().textContent).toContain('Sandbox quote: The sandbox declines this amount');
  });

  it("opens Ladder's page on the tracked link with its spec button text", () => {
    renderTool();
    const link = screen.getByRole('link', { name: /^SEE MY QUOTE/ });
    expect(link.getAttribute('href')).toBe(TRACKED);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(screen.getByLabelText('Sponsored by Ladder: term life quote')).toBeTruthy();
  });

  it('is what the insurance lesson shows for its ladderQuoteTool section', () => {
    assert(insuranceBasics, LessonDocument);
    render(<LessonSections lesson={insuranceBasics} summary={undefined} />);
    expect(screen.getByRole('form', { name: 'Ladder term life quote' })).toBeTruthy();
    expect(screen.getByLabelText('Coverage amount')).toBeTruthy();
  });
});
