// Every results view of the AI analyst tools says what it is not ("Not
// investment advice"): figures from the simulated market, for research only.
import { styled } from '@/ui/theme/stitches';

const Text = styled('p', {
  margin: '0 0 $3',
  color: '$textMuted',
  fontSize: '$sm',
  '& strong': { color: '$text' },
});

export function NotAdvice() {
  return (
    <Text data-testid="not-advice">
      <strong>Not investment advice.</strong> Figures come from the market data shown in the app;
      check them before you trade.
    </Text>
  );
}
