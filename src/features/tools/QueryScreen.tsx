// /app/tools/query (spec §1 "query tool"): a question in plain English, the
// query it was parsed into (shown as chips of what was understood, and as fields to edit), a
// restatement and the results. A question the parser cannot read gets help, never an error page.
// The URL carries the question (?q=), so an answer is linkable and Back works.
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  type PortfolioQuery,
  QUERY_EXAMPLES,
  QUESTION_MAX,
  type QueryResponse,
  type SecuritiesAnswer,
  restatePortfolio,
  restateScreen,
} from '@/contract/query';
import type { ScreenCriteria } from '@/contract/screener';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { portfolioAnswerQuery, questionQuery, screenQuery } from './api';
import { screenerUrl, searchOf } from './criteria';
import { NotAdvice } from './Disclaimer';
import { toolsPaths } from './paths';
import { PortfolioQueryForm } from './PortfolioQueryForm';
import { PortfolioTable } from './PortfolioTable';
import { ResultsTable } from './ResultsTable';
import { ScreenForm } from './ScreenForm';
import { SecurityQuotes } from './SecurityQuotes';
import { ToolsBack } from './ToolsBack';

const AskRow = styled('form', {
  display: 'flex',
  gap: '$3',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  '& > :first-child': { flex: '1 1 260px' },
});
const Chips = styled('ul', {
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: '0 0 $3',
  padding: 0,
  '& li': {
    border: '1px solid $border',
    borderRadius: '$pill',
    padding: '$1 $3',
    fontSize: '$sm',
    color: '$text',
  },
});
const Examples = styled('ul', {
  margin: '0 0 $3',
  paddingLeft: '$5',
  '& a': { color: '$primaryCtaButton' },
  '& li': { minHeight: '28px' },
});
const Restatement = styled('p', { fontSize: '$md', margin: '0 0 $3', fontWeight: 600 });

const askUrl = (q: string) => `${toolsPaths.query}${searchOf({ q })}`;

export default function QueryScreen() {
  const question = new URLSearchParams(useSearch()).get('q') ?? '';
  const [, navigate] = useLocation();
  return (
    <Page title="Query tool" wide testId="query-screen">
      <ToolsBack />
      <Heading>Ask a question</Heading>
      <Muted>
        Ask about the market (“tech stocks under $50 with P/E below 20”) or your own holdings
        (“which of my holdings fell most this month”). Questions are read by fixed rules on our
        server, not sent anywhere else.
      </Muted>
      <Card>
        <AskForm key={question} initial={question} onAsk={(q) => navigate(askUrl(q))} />
      </Card>
      {question.trim() ? <Answer key={question} question={question} /> : <ExampleCard />}
    </Page>
  );
}

function AskForm({ initial, onAsk }: { initial: string; onAsk: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError('Type a question first.');
    if (text.length > QUESTION_MAX) return setError(`At most ${QUESTION_MAX} characters.`);
    onAsk(text.trim());
  }
  return (
    <AskRow onSubmit={submit} role="search" aria-label="Ask the query tool" noValidate>
      <TextField
        name="q"
        label="Your question"
        value={text}
        error={error}
        autoComplete="off"
        onChange={(_n, value) => {
          setText(value);
          setError(null);
        }}
      />
      <Button type="submit">Ask</Button>
    </AskRow>
  );
}

function ExampleList() {
  return (
    <Examples aria-label="Example questions">
      {QUERY_EXAMPLES.map((example) => (
        <li key={example}>
          <Link href={askUrl(example)}>{example}</Link>
        </li>
      ))}
    </Examples>
  );
}

function ExampleCard() {
  return (
    <Card>
      <Heading as="h2" level={2}>
        Try one of these
      </Heading>
      <ExampleList />
    </Card>
  );
}

function Answer({ question }: { question: string }) {
  const { state, reload } = useApiQuery(questionQuery(question));
  return (
    <QueryView state={state} reload={reload} loadingLabel="Reading your question" staleNotice>
      {(answer) =>
        answer.kind === 'screen' && answer.screen && answer.screen_results ? (
          <ScreenAnswer answer={answer} criteria={answer.screen} />
        ) : answer.kind === 'portfolio' && answer.portfolio && answer.portfolio_results ? (
          <PortfolioAnswer answer={answer} query={answer.portfolio} />
        ) : answer.kind === 'securities' && answer.securities_results ? (
          <SecuritiesAnswerView answer={answer} results={answer.securities_results} />
        ) : (
          <Unknown answer={answer} />
        )
      }
    </QueryView>
  );
}

const nothing = () => {};

/** The results that came with the answer, until the member edits the query: nothing to fetch. */
const given = <T,>(data: T) => ({ state: { status: 'success', data } as const, reload: nothing });

function Understood({ answer }: { answer: QueryResponse }) {
  if (answer.understood.length === 0) return null;
  return (
    <Chips aria-label="What was understood" data-testid="understood">
      {answer.understood.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Chips>
  );
}

/** A question asking what to buy or sell: said plainly first, above the data it is answered with. */
function AdviceNotice({ answer }: { answer: QueryResponse }) {
  if (!answer.message) return null;
  return (
    <div data-testid="no-advice">
      <Notice tone="info">{answer.message}</Notice>
    </div>
  );
}

function SecuritiesAnswerView({
  answer,
  results,
}: {
  answer: QueryResponse;
  results: SecuritiesAnswer;
}) {
  return (
    <Card aria-labelledby="answer-heading">
      <Heading as="h2" level={2} id="answer-heading">
        {results.rows.length > 1 ? 'Compared' : 'Quote'}
      </Heading>
      <AdviceNotice answer={answer} />
      <Restatement data-testid="restatement">{answer.restatement}</Restatement>
      <Understood answer={answer} />
      <NotAdvice />
      <SecurityQuotes answer={results} />
    </Card>
  );
}

function ScreenAnswer({ answer, criteria }: { answer: QueryResponse; criteria: ScreenCriteria }) {
  const [edited, setEdited] = useState<ScreenCriteria | null>(null);
  const current = edited ?? criteria;
  const edit = useApiQuery(screenQuery(current), { enabled: edited !== null });
  const { state, reload } = edited
    ? edit
    : given(answer.screen_results as NonNullable<QueryResponse['screen_results']>);
  return (
    <>
      <Card aria-labelledby="parsed-heading">
        <Heading as="h2" level={2} id="parsed-heading">
          Parsed as a screen
        </Heading>
        <AdviceNotice answer={answer} />
        <Restatement data-testid="restatement">{restateScreen(current)}</Restatement>
        <Understood answer={answer} />
        <ScreenForm
          initial={current}
          onRun={(next) =>
            setEdited({ ...next, sort: current.sort, order: current.order, limit: current.limit })
          }
        />
        <p>
          <Link href={screenerUrl(current)}>Open in screener</Link>
        </p>
      </Card>
      <Card aria-labelledby="answer-heading">
        <Heading as="h2" level={2} id="answer-heading">
          Results
        </Heading>
        <NotAdvice />
        <QueryView
          state={state}
          reload={reload}
          loadingLabel="Running the screen"
          isEmpty={(data) => data.total === 0}
          empty={<Muted>No securities match. Loosen a field above and update.</Muted>}
        >
          {(data) => (
            <ResultsTable
              data={data}
              caption="Results of the parsed screen"
              onSort={(sort, order) => setEdited({ ...current, sort, order })}
            />
          )}
        </QueryView>
      </Card>
    </>
  );
}

function PortfolioAnswer({ answer, query }: { answer: QueryResponse; query: PortfolioQuery }) {
  const [edited, setEdited] = useState<PortfolioQuery | null>(null);
  const current = edited ?? query;
  const edit = useApiQuery(portfolioAnswerQuery(current), { enabled: edited !== null });
  const { state, reload } = edited
    ? edit
    : given(answer.portfolio_results as NonNullable<QueryResponse['portfolio_results']>);
  return (
    <>
      <Card aria-labelledby="parsed-heading">
        <Heading as="h2" level={2} id="parsed-heading">
          Parsed as a question about your holdings
        </Heading>
        <AdviceNotice answer={answer} />
        <Restatement data-testid="restatement">{restatePortfolio(current)}</Restatement>
        <Understood answer={answer} />
        <PortfolioQueryForm initial={current} onRun={setEdited} />
      </Card>
      <Card aria-labelledby="answer-heading">
        <Heading as="h2" level={2} id="answer-heading">
          Results
        </Heading>
        <NotAdvice />
        <QueryView
          state={state}
          reload={reload}
          loadingLabel="Reading your holdings"
          isEmpty={(data) => data.rows.length === 0}
          empty={
            <Muted>
              {answer.portfolio_results?.holdings === 0
                ? `You hold nothing in your ${accountName(answer)} account yet.`
                : `None of your holdings in your ${accountName(answer)} account match. Change a field above and update.`}
            </Muted>
          }
        >
          {(data) => (
            <>
              <Muted data-testid="account-used">
                From your {data.account_type === 'live' ? 'live' : 'paper'} account: {data.total} of{' '}
                {data.holdings} holdings match.
              </Muted>
              <PortfolioTable data={data} />
            </>
          )}
        </QueryView>
      </Card>
    </>
  );
}

const accountName = (answer: QueryResponse) =>
  answer.portfolio_results?.account_type === 'live' ? 'live' : 'paper';

function Unknown({ answer }: { answer: QueryResponse }) {
  return (
    <Card data-testid="query-help">
      <Heading as="h2" level={2}>
        I could not answer that one
      </Heading>
      <Notice tone="info">{answer.message}</Notice>
      <Understood answer={answer} />
      <p>Questions I can answer:</p>
      <ExampleList />
      <p>
        <Link href={toolsPaths.screener}>Build a screen in the screener instead</Link>
      </p>
    </Card>
  );
}
