// /app/orders (spec §2 "/orders: trade"): choose a security, buy or sell by dollars or shares,
// market, limit or stop; preview; confirm in a modal; see the result. Placing an order needs the
// network: offline, the buttons are disabled and say why (nothing is queued). A sell shows the
// shares owned and offers "Sell all" (SharesOwned).
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import {
  OrderRequest,
  type Order,
  type OrderPreviewResponse,
  type OrderSide,
  type OrderType,
  type TimeInForce,
} from '@/contract/orders';
import { FundingPrompt } from '@/features/funding';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { fieldErrors } from '@/ui/forms/field-errors';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { newIdempotencyKey, placeOrder, previewOrder } from './api';
import { ConfirmOrderModal } from './ConfirmOrderModal';
import { OpenOrders } from './OpenOrders';
import { OrderPreviewCard } from './OrderPreviewCard';
import { OrderResult } from './OrderResult';
import {
  crossFieldError,
  effectiveAmountMode,
  formFieldFor,
  initialOrderForm,
  orderRequestFrom,
  sellAllValues,
  type AmountMode,
} from './order-form';
import { Segmented } from './Segmented';
import { SharesOwned } from './SharesOwned';

const SIDES = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
] as const satisfies ReadonlyArray<{ value: OrderSide; label: string }>;
const TYPES = [
  { value: 'market', label: 'Market' },
  { value: 'limit', label: 'Limit' },
  { value: 'stop', label: 'Stop' },
] as const satisfies ReadonlyArray<{ value: OrderType; label: string }>;
const MODES = [
  { value: 'dollars', label: 'Dollars' },
  { value: 'shares', label: 'Shares' },
] as const satisfies ReadonlyArray<{ value: AmountMode; label: string }>;
const DURATIONS = [
  { value: 'day', label: 'Day' },
  { value: 'gtc', label: 'Good till canceled' },
] as const satisfies ReadonlyArray<{ value: TimeInForce; label: string }>;

export default function TradeScreen() {
  useSignals();
  const search = new URLSearchParams(useSearch());
  const form = useForm(initialOrderForm(search));
  const { values, update } = form;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<OrderPreviewResponse | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OrderRequest | null>(null);
  const [result, setResult] = useState<Order | null>(null);
  const offline = !isOnline.value;
  const mode = effectiveAmountMode(values);

  // Any change invalidates the preview: the person confirms exactly what they reviewed.
  const change = (name: string, value: string) => {
    update(name, value);
    setErrors((previous) => ({ ...previous, [name]: '' }));
    setPreview(null);
  };

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.field)
      setErrors({ [formFieldFor(error.field)]: error.message });
    else setFailure(describeError(error));
  };

  const review = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = orderRequestFrom(values);
    const found = { ...mapFields(fieldErrors(request, OrderRequest)), ...crossFieldError(request) };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setPreviewing(true);
    try {
      setPreview(await previewOrder(request));
      // On a phone the preview sits below the form: bring it into view.
      requestAnimationFrame(() =>
        document.getElementById('preview-heading')?.scrollIntoView({ block: 'start' }),
      );
    } catch (error) {
      showServerError(error);
    } finally {
      setPreviewing(false);
    }
  };

  // Every share a new order may sell, as a market order by shares: the sale leaves zero.
  const sellAll = (availableE5: number) => {
    const next = sellAllValues(values, availableE5);
    for (const [name, value] of Object.entries(next))
      if (values[name] !== value) change(name, value);
    setPreview(null);
  };

  const startOver = () => {
    setResult(null);
    setPreview(null);
    update('amount', '');
  };

  if (result)
    return (
      <Page title="Order result" testId="trade-screen">
        <OrderResult order={result} onAnother={startOver} />
      </Page>
    );

  return (
    <Page title="Trade" testId="trade-screen">
      <Heading>Trade</Heading>
      {/* A live account with no cash gets the first-deposit prompt (funding modal). */}
      <FundingPrompt reason="Your live account has no cash to buy with yet. Make a first deposit to start investing." />
      {offline ? (
        <Notice tone="warning">
          You are offline. Placing an order needs a connection: nothing is sent until you are back
          online.
        </Notice>
      ) : null}
      <Layout>
        {/* Each card in its own cell: Card's "card after card" margin must not shift the grid. */}
        <div>
          <Card aria-labelledby="order-heading">
            <Heading as="h2" level={2} id="order-heading">
              New order
            </Heading>
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            <form onSubmit={review} noValidate>
              <TextField
                name="symbol"
                label="Symbol"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                value={values.symbol}
                error={errors.symbol}
                hint="A ticker such as AAPL. Find one on Search."
                onChange={(name, value) => change(name, value.toUpperCase())}
              />
              <Segmented
                legend="Side"
                name="side"
                options={SIDES}
                value={values.side}
                onChange={(value) => change('side', value)}
              />
              {values.side === 'sell' ? (
                <SharesOwned symbol={values.symbol.trim()} onSellAll={sellAll} />
              ) : null}
              <Segmented
                legend="Order type"
                name="type"
                options={TYPES}
                value={values.type}
                onChange={(value) => change('type', value)}
              />
              {values.type === 'market' ? (
                <Segmented
                  legend="Amount in"
                  name="amountMode"
                  options={MODES}
                  value={values.amountMode}
                  onChange={(value) => change('amountMode', value)}
                />
              ) : null}
              <TextField
                name="amount"
                label={mode === 'dollars' ? 'Amount' : 'Shares'}
                inputMode="decimal"
                autoComplete="off"
                prefix={mode === 'dollars' ? '$' : undefined}
                value={values.amount}
                error={errors.amount}
                hint={mode === 'shares' ? 'Fractions up to five decimals, e.g. 0.5.' : undefined}
                onChange={change}
              />
              {values.type === 'limit' ? (
                <TextField
                  name="limitPrice"
                  label="Limit price"
                  inputMode="decimal"
                  prefix="$"
                  value={values.limitPrice}
                  error={errors.limitPrice}
                  onChange={change}
                />
              ) : null}
              {values.type === 'stop' ? (
                <TextField
                  name="stopPrice"
                  label="Stop price"
                  inputMode="decimal"
                  prefix="$"
                  value={values.stopPrice}
                  error={errors.stopPrice}
                  onChange={change}
                />
              ) : null}
              {values.type !== 'market' ? (
                <Segmented
                  legend="Good for"
                  name="timeInForce"
                  options={DURATIONS}
                  value={values.timeInForce}
                  onChange={(value) => change('timeInForce', value)}
                />
              ) : null}
              <Button
                type="submit"
                block
                variant={preview ? 'secondary' : 'primary'}
                disabled={previewing || offline}
              >
                {previewing ? <Spinner size="small" label="Getting a preview" /> : null}
                {preview ? 'Refresh preview' : 'Review order'}
              </Button>
            </form>
          </Card>
        </div>
        <div>
          <Card aria-labelledby="preview-heading">
            <Heading as="h2" level={2} id="preview-heading">
              Preview
            </Heading>
            {preview ? (
              <>
                <OrderPreviewCard preview={preview} />
                <Button
                  block
                  disabled={offline || preview.problem !== null}
                  onClick={() => setConfirming(orderRequestFrom(values))}
                >
                  {values.side === 'buy' ? 'Place buy order' : 'Place sell order'}
                </Button>
              </>
            ) : (
              <Muted>
                Fill in the order and choose Review order to see its cost and what it leaves you
                with. Nothing is placed until you confirm.
              </Muted>
            )}
          </Card>
        </div>
      </Layout>
      <Card>
        <OpenOrders offline={offline} />
        <Muted>
          Holdings and cash are on your <Link href={appPaths.portfolio}>portfolio</Link>.
        </Muted>
      </Card>
      {confirming && preview ? (
        <ConfirmOrderModal
          request={confirming}
          preview={preview}
          offline={offline}
          newKey={newIdempotencyKey}
          place={placeOrder}
          onClose={() => setConfirming(null)}
          onPlaced={(order) => {
            setConfirming(null);
            setResult(order);
          }}
        />
      ) : null}
    </Page>
  );
}

/** Struct errors come keyed by request field; show them on the form's inputs. */
function mapFields(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [formFieldFor(k), v]));
}

const Layout = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$4',
  alignItems: 'start',
  marginBottom: '$4',
  '@mobile': { gridTemplateColumns: '1fr' },
});
