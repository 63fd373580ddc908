// The query tool: parse the question (parser.ts, deterministic), run what it
// became (a screen, or a portfolio query over the member's holdings) and answer with the parsed
// query, a restatement and the results. An unparseable question is a 200 with a helpful answer:
// what was understood, questions that work, and the screener to try instead; never an error.
import {
  NO_ADVICE_MESSAGE,
  QUERY_EXAMPLES,
  type QueryResponse,
  restatePortfolio,
  restateScreen,
  restateSecurities,
} from '@/contract/query';
import { is } from 'superstruct';
import { PortfolioQuery } from '@/contract/query';
import { ScreenCriteria } from '@/contract/screener';
import { AppError } from '../../../errors';
import { quoteSecurities, runScreen } from '../screener/run';
import type { LanguageModelProvider } from './language-model';
import { type ParsedQuestion, parseQuestion } from './parser';
import { type QueryDeps, runPortfolioQuery } from './portfolio';

export interface QueryServiceDeps extends QueryDeps {
  /** Optional; `none` (the default) means the parser alone answers. */
  languageModel?: LanguageModelProvider | null;
}

const HELP =
  'I could not turn that into a screen or a question about your holdings. Try asking about ' +
  'sectors, prices, P/E, dividend yields, market cap, price changes over a period or the ' +
  '52-week range, or about your own holdings, as in the examples below; or build the screen ' +
  'yourself in the screener.';

export async function answerQuestion(
  deps: QueryServiceDeps,
  userId: string,
  question: string,
): Promise<QueryResponse> {
  let parsed: ParsedQuestion = parseQuestion(question);
  const model = deps.languageModel ?? null;
  if (parsed.kind === 'unknown' && model) {
    // Only a configured provider is asked, and only when the rules understood nothing.
    const suggested = await model.interpret(question).catch(() => null);
    // A provider's answer passes the same contracts as a typed query, or is ignored.
    if (
      (suggested?.kind === 'screen' && is(suggested.criteria, ScreenCriteria)) ||
      (suggested?.kind === 'portfolio' && is(suggested.query, PortfolioQuery))
    ) {
      parsed = suggested;
    }
  }
  const base = { question, understood: parsed.understood, examples: [...QUERY_EXAMPLES] };
  const notice = 'advice' in parsed && parsed.advice ? NO_ADVICE_MESSAGE : null;
  if (parsed.kind === 'securities') {
    const securities_results = await quoteSecurities(deps, parsed.symbols, parsed.range);
    return {
      ...base,
      kind: 'securities',
      restatement: restateSecurities(securities_results),
      message: notice,
      securities_results,
    };
  }
  if (parsed.kind === 'screen') {
    const screen_results = await runScreen(deps, parsed.criteria);
    return {
      ...base,
      kind: 'screen',
      restatement: restateScreen(parsed.criteria),
      message: notice,
      screen: parsed.criteria,
      screen_results,
    };
  }
  if (parsed.kind === 'portfolio') {
    try {
      const portfolio_results = await runPortfolioQuery(deps, userId, parsed.query);
      return {
        ...base,
        kind: 'portfolio',
        restatement: restatePortfolio(parsed.query),
        message: notice,
        portfolio: parsed.query,
        portfolio_results,
      };
    } catch (error) {
      // No open account: answer in words rather than fail the page.
      if (error instanceof AppError && error.code === 'not_found') {
        return {
          ...base,
          kind: 'unknown',
          restatement: restatePortfolio(parsed.query),
          message: `${error.message} Questions about your holdings need one; the screener works without.`,
        };
      }
      throw error;
    }
  }
  return {
    ...base,
    kind: 'unknown',
    restatement: '',
    message:
      parsed.understood.length > 0
        ? `${HELP} I did understand: ${parsed.understood.join('; ')}.`
        : HELP,
  };
}
