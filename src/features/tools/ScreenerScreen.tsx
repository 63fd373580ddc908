// /app/tools/screener (spec §1 "company screener"): the filter form, the
// results with sortable headers and a pager, and saved screens. The URL carries the criteria,
// so a screen is linkable and Back returns to the previous one.
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ScreenCriteria } from '@/contract/screener';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { screenQuery } from './api';
import { criteriaFromSearch, screenerUrl } from './criteria';
import { NotAdvice } from './Disclaimer';
import { ResultsTable } from './ResultsTable';
import { SavedScreens } from './SavedScreens';
import { ScreenForm } from './ScreenForm';
import { ToolsBack } from './ToolsBack';

const Columns = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: '1fr',
  '@media (min-width: 900px)': { gridTemplateColumns: '2fr 1fr' },
  '& > section': { marginTop: '0 !important' },
  alignItems: 'start',
  '& > *': { minWidth: 0 },
  marginBottom: '$4',
});

export default function ScreenerScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const criteria = useMemo(() => criteriaFromSearch(search), [search]);
  const { state, reload } = useApiQuery(screenQuery(criteria));
  const go = (next: ScreenCriteria) => navigate(screenerUrl(next));

  return (
    <Page title="Screener" wide testId="screener-screen">
      <ToolsBack />
      <Heading>Screener</Heading>
      <Muted>
        Filter every security by sector, price, market cap, P/E, dividend yield, price change and
        where it sits in its 52-week range.
      </Muted>
      <Columns>
        <Card>
          <ScreenForm
            key={search}
            initial={criteria}
            // A new filter starts at the first page, keeping the sort.
            onRun={(next) => go({ ...next, sort: criteria.sort, order: criteria.order })}
          />
        </Card>
        <Card>
          <SavedScreens current={criteria} />
        </Card>
      </Columns>
      <Card aria-labelledby="screen-results-heading">
        <Heading as="h2" level={2} id="screen-results-heading">
          Results
        </Heading>
        <NotAdvice />
        <QueryView
          state={state}
          reload={reload}
          loadingLabel="Running the screen"
          staleNotice
          isEmpty={(data) => data.total === 0}
          empty={
            <Muted>No securities match these criteria. Loosen a filter and run it again.</Muted>
          }
        >
          {(data) => (
            <ResultsTable
              data={data}
              caption="Screen results"
              onSort={(sort, order) => go({ ...criteria, sort, order, offset: undefined })}
              onPage={(offset) =>
                go({ ...criteria, offset: offset === 0 ? undefined : String(offset) })
              }
            />
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
