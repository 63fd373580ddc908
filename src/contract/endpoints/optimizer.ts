// The portfolio optimizer (spec §1 "AI analyst tools"), for the route and the client alike.
// Placing the trades is a money request: it needs an Idempotency-Key (DESIGN.md "Money").
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
import {
  OptimizerQuery,
  OptimizerResponse,
  PlaceTradesRequest,
  PlaceTradesResponse,
} from '../optimizer';

export const optimize = endpoint({
  method: 'GET',
  path: '/tools/optimizer',
  summary:
    'Mean-variance weights for the paper portfolio (default symbols: its holdings), the efficient frontier and the trades to get there; writes nothing',
  tag: 'tools',
  auth: 'session',
  query: OptimizerQuery,
  response: OptimizerResponse,
});
export const placeTrades = endpoint({
  method: 'POST',
  path: '/tools/optimizer/trades',
  summary: 'Place the suggested trades in the paper account as market orders, sells first',
  tag: 'tools',
  auth: 'session',
  body: PlaceTradesRequest,
  response: PlaceTradesResponse,
  status: 201,
  idempotent: true,
});
