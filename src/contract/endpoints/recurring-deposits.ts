// The recurring-deposits API (spec §2 /funding/recurring-deposits and
// /funding/schedule-new-recurring-deposit): each endpoint once, for the route and the client.
// Creating one is a money request (DESIGN.md "Money"): a retry with the same Idempotency-Key
// returns the schedule the first request made. DELETE cancels: the schedule and its runs stay.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { object } from '../structs';
import { PathId } from '../fields';
import { endpoint } from '../endpoint';
import {
  CreateRecurringDepositRequest,
  RecurringDepositResponse,
  RecurringDepositsResponse,
  UpdateRecurringDepositRequest,
} from '../recurring-deposits';

/** A schedule's `:id`: what it must look like is the service's to say (a 404 otherwise). */
const RecurringDepositPath = object({ id: PathId });

const tag = 'funding';

export const list = endpoint({
  method: 'GET',
  path: '/funding/recurring_deposits',
  summary: "The user's recurring deposits, newest first (cancelled ones included)",
  tag,
  auth: 'session',
  response: RecurringDepositsResponse,
});
export const create = endpoint({
  method: 'POST',
  path: '/funding/recurring_deposits',
  summary: 'Schedule a recurring deposit from a verified bank account',
  tag,
  auth: 'session',
  body: CreateRecurringDepositRequest,
  response: RecurringDepositResponse,
  status: 201,
  idempotent: true,
});
export const detail = endpoint({
  method: 'GET',
  path: '/funding/recurring_deposits/:id',
  summary: 'One recurring deposit with its latest run',
  tag,
  auth: 'session',
  params: RecurringDepositPath,
  response: RecurringDepositResponse,
});
export const update = endpoint({
  method: 'PUT',
  path: '/funding/recurring_deposits/:id',
  summary: 'Edit the amount, frequency, next date or bank account of a recurring deposit',
  tag,
  auth: 'session',
  params: RecurringDepositPath,
  body: UpdateRecurringDepositRequest,
  response: RecurringDepositResponse,
});
export const cancel = endpoint({
  method: 'DELETE',
  path: '/funding/recurring_deposits/:id',
  summary: 'Cancel a recurring deposit (no further deposits are made)',
  tag,
  auth: 'session',
  params: RecurringDepositPath,
  response: RecurringDepositResponse,
});
