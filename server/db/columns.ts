// Column helpers every schema file shares (schema/), so the tables agree on how time is stored
// (UTC, DESIGN.md "time").
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
