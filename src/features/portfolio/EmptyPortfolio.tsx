// The empty state (CONTRIBUTING "Screens"): no positions yet, and the way to a first trade.
import { Link } from 'wouter';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';

export function EmptyPortfolio({ detail }: { detail?: string }) {
  return (
    <Card aria-labelledby="no-positions-heading" data-testid="portfolio-empty">
      <Heading as="h2" level={2} id="no-positions-heading">
        No positions yet
      </Heading>
      <Muted>
        {detail ??
          'Search for a company or fund you know, look at its price and story, and place your first trade.'}
      </Muted>
      <Button as={Link} href={appPaths.search}>
        Search stocks and funds
      </Button>
    </Card>
  );
}
