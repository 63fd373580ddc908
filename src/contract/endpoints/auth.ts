// The auth endpoints, one export each, imported as a namespace (`import * as authEndpoints from
// '@/contract/endpoints/auth'`): a bundle keeps only the endpoints it calls, and their structs.
import { LoginRequest, LoginTokenResponse, SignUpRequest } from '../auth';
import { endpoint } from '../endpoint';
import { UserResponse } from '../users';

const tag = 'auth';

export const signUp = endpoint({
  method: 'POST',
  path: '/auth/sign_up',
  summary: 'Create an account (with its paper account) and sign in',
  tag,
  auth: 'none',
  body: SignUpRequest,
  response: UserResponse,
  status: 201,
});
export const logIn = endpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Log in with email and password; a new session token every time',
  tag,
  auth: 'none',
  body: LoginRequest,
  response: UserResponse,
});
export const logOut = endpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: "End the current session; the member's unused sign-in pairs stop working",
  tag,
  auth: 'session',
  status: 204,
});
export const loginToken = endpoint({
  method: 'POST',
  path: '/auth/login_tokens',
  summary: 'Issue a one-time sign-in pair (15 minutes, single use) for a store wrapper or link',
  tag,
  auth: 'session',
  response: LoginTokenResponse,
  status: 201,
});
