// Famous investors of history on the famous investors screen: profiles from
// the content service (GET /cms/api/investors, content/investors/*.json), beside the community's
// own famous investors above them. Each opens in place to its principles and further reading.
import { array, enums, type Infer, type } from 'superstruct';
import { CONTENT_DIRS, FamousInvestorDocument } from '@/contract/content';
import { fetchContent } from '@/platform/api/cms';
import { type ApiQuery, useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Blocks } from '@/ui/ContentBlocks';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';

const InvestorList = type({ dir: enums(CONTENT_DIRS), items: array(FamousInvestorDocument) });

const INVESTORS_PATH = 'investors?limit=50';

/** From the content service, not the API: no endpoint of the contract, so no change stales it. */
const investorsQuery: ApiQuery<Infer<typeof InvestorList>> = {
  reads: [],
  args: ['cms', INVESTORS_PATH],
  load: () => fetchContent(INVESTORS_PATH, InvestorList, 'the investor profiles'),
};

export function InvestorProfiles() {
  const { state, reload } = useApiQuery(investorsQuery);
  return (
    <section aria-labelledby="history-heading">
      <Heading as="h2" level={2} id="history-heading">
        Investors worth studying
      </Heading>
      <Muted>How some of history’s best-known investors thought, in their own principles.</Muted>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the investor profiles"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Card>
            <Muted role="status">No investor profiles are published yet.</Muted>
          </Card>
        }
      >
        {(data) => (
          <Profiles data-testid="investor-profiles">
            {data.items.map((investor) => (
              <Card as="li" key={investor.slug}>
                <Heading as="h3" level={2}>
                  {investor.name}
                </Heading>
                <Muted>{investor.lived}</Muted>
                <p>{investor.known_for}</p>
                <details>
                  <summary>Principles and reading</summary>
                  <ul aria-label={`${investor.name}'s principles`}>
                    {investor.principles.map((principle, index) => (
                      <li key={index}>{principle}</li>
                    ))}
                  </ul>
                  <Blocks blocks={investor.body} headingLevel={3} />
                  {investor.further_reading.length > 0 ? (
                    <>
                      <Muted>Further reading</Muted>
                      <ul>
                        {investor.further_reading.map((title) => (
                          <li key={title}>{title}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </details>
              </Card>
            ))}
          </Profiles>
        )}
      </QueryView>
    </section>
  );
}

const Profiles = styled('ul', {
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: '$4',
  '& summary': { cursor: 'pointer', fontWeight: 600, color: '$text' },
  '& details[open] summary': { marginBottom: '$3' },
});
