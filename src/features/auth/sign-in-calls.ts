// Signing up and logging in, with their endpoints and request structs: loaded with the two screens
// that do it, not with the entry chunk of `/`, which runs api.ts at boot and has a budget.
import type { LoginRequest, SignUpRequest } from '@/contract/auth';
import * as authEndpoints from '@/contract/endpoints/auth';
import { call } from '@/platform/api';
import { authenticate } from './api';

export const signUp = (body: SignUpRequest) => authenticate(call(authEndpoints.signUp, { body }));

export const logIn = (body: LoginRequest) => authenticate(call(authEndpoints.logIn, { body }));
