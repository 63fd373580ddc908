import type { FastifyInstance } from 'fastify';
import { UserResponse } from '@/contract/users';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { getUser } from '../services/users';

export function meRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/me',
      summary: 'The signed-in user (spec §3 "Current user")',
      tag: 'users',
      auth: 'session',
      response: UserResponse,
    },
    async ({ userId }): Promise<UserResponse> => ({ user: await getUser(db, userId) }),
  );
}
