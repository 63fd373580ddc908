// The preview of an order before it is placed: what it costs, when it executes, and
// the buying power or shares left afterwards. Nothing is written until the person confirms.
import type { OrderPreviewResponse } from '@/contract/orders';
import { formatMarketTime, formatPriceUnits, formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { whenItExecutes } from './order-text';

export function OrderPreviewCard({ preview }: { preview: OrderPreviewResponse }) {
  const buy = preview.side === 'buy';
  return (
    <div data-testid="order-preview" aria-live="polite">
      {preview.problem ? <Notice tone="error">{preview.problem.error}</Notice> : null}
      <Rows>
        <Row>
          <dt>{preview.symbol} price</dt>
          <dd>
            {formatPriceUnits(preview.quote.price_e4)}
            <Small> as of {formatMarketTime(preview.quote.as_of, 'time')}</Small>
          </dd>
        </Row>
        <Row>
          <dt>Estimated shares</dt>
          <dd>{formatShareUnits(preview.estimated_quantity_e5)}</dd>
        </Row>
        <Row>
          <dt>{buy ? 'Estimated cost' : 'Estimated proceeds'}</dt>
          <dd>
            <Money cents={preview.estimated_amount_cents} />
          </dd>
        </Row>
        {buy ? (
          <Row>
            <dt>Buying power after</dt>
            <dd>
              <Money cents={preview.buying_power_after_cents} />
            </dd>
          </Row>
        ) : (
          <Row>
            <dt>Shares left to sell after</dt>
            <dd>{formatShareUnits(preview.shares_available_after_e5)}</dd>
          </Row>
        )}
      </Rows>
      <Small as="p">{whenItExecutes(preview)}</Small>
      {buy && preview.type === 'market' && preview.hold_cents > preview.estimated_amount_cents ? (
        <Small as="p">
          A market buy reserves a little more buying power (<Money cents={preview.hold_cents} />) in
          case the price moves; what is not spent is released when it fills.
        </Small>
      ) : null}
    </div>
  );
}

const Rows = styled('dl', { margin: '0 0 $3' });
const Row = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$2 0',
  borderBottom: '1px solid $border',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: 600, textAlign: 'right' },
});
const Small = styled('span', { color: '$textMuted', fontSize: '$sm', fontWeight: 400 });
