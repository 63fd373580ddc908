// Sessions this instance has looked up lately, so most signed-in requests skip the database's
// session lookup (services/sessions.ts reads and fills it). It is a memory of answers, never the
// truth: the API stays stateless (DESIGN.md). A change to a session or to its user's operator
// mark, made by any instance, a command or by hand, reaches every instance at once: triggers on
// `sessions` and `users` NOTIFY SESSION_CHANNEL on commit (migration 0031), and each instance
// forgets what it heard of. The instance making a change also forgets it itself before answering,
// so a log-out is never answered while its own instance still remembers the session.
//
// Nothing is remembered while the instance cannot hear those notices (its listening connection
// lost: notifications.ts), nor for longer than SESSION_CACHE_MS, nor past the time the session's
// last-seen time is due to be written again (services/sessions.ts).
import type { Db } from './client';
import type { Channel, ChannelHandlers } from './notifications';

/** The channel the triggers notify: a session's id, or `user:<id>` for a user's sessions. */
export const SESSION_CHANNEL = 'session_changes';
/** The longest a session is remembered, even when no notice said it changed. */
export const SESSION_CACHE_MS = 60_000;
/** At most this many sessions are remembered; past it the oldest is forgotten. */
const MAX_SESSIONS = 20_000;

export interface RememberedSession {
  sessionId: string;
  userId: string;
  operator: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry {
  session: RememberedSession;
  rememberedAt: number;
}

export class SessionCache {
  private readonly byTokenHash = new Map<string, Entry>();
  private readonly hashBySession = new Map<string, string>();
  /** Grows with every notice: a lookup started before one may not remember what it read. */
  private generation = 0;
  private channel: Channel | null = null;

  /** What the notices' channel calls (notifications.ts). */
  handlers(): ChannelHandlers {
    return { onNotice: (payload) => this.forget(payload), onGap: () => this.forgetAll() };
  }

  /** The notices' channel, once listening (db/client.ts openDatabase). */
  attach(channel: Channel): void {
    this.channel = channel;
  }

  get active(): boolean {
    return this.channel?.hearing ?? false;
  }

  /** A remembered session, or undefined: then ask the database. */
  get(tokenHash: string, now: number): RememberedSession | undefined {
    if (!this.active) return undefined;
    const entry = this.byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.rememberedAt > SESSION_CACHE_MS) {
      this.drop(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Taken before a database lookup: its answer may be remembered only if no notice came since. */
  mark(): number {
    return this.generation;
  }

  remember(tokenHash: string, session: RememberedSession, mark: number, now: number): void {
    if (!this.active || mark !== this.generation) return;
    if (this.byTokenHash.size >= MAX_SESSIONS) {
      const oldest = this.byTokenHash.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.byTokenHash.set(tokenHash, { session, rememberedAt: now });
    this.hashBySession.set(session.sessionId, tokenHash);
  }

  /** A notice's payload: a session's id, or `user:<id>` for every session of a user. */
  forget(payload: string): void {
    this.generation++;
    if (!payload.startsWith('user:')) {
      const hash = this.hashBySession.get(payload);
      if (hash !== undefined) this.drop(hash);
      return;
    }
    // A user's operator mark changed (rare): every session of theirs.
    const userId = payload.slice('user:'.length);
    for (const [hash, { session }] of this.byTokenHash) {
      if (session.userId === userId) this.drop(hash);
    }
  }

  private drop(tokenHash: string): void {
    const entry = this.byTokenHash.get(tokenHash);
    if (!entry) return;
    this.byTokenHash.delete(tokenHash);
    this.hashBySession.delete(entry.session.sessionId);
  }

  /** Notices may have been missed (the connection was lost or has come back). */
  forgetAll(): void {
    this.generation++;
    this.byTokenHash.clear();
    this.hashBySession.clear();
  }

  /** Resolves once every change committed before the call has been heard (notifications.ts). */
  async heard(): Promise<void> {
    await this.channel?.heard();
  }

  async close(): Promise<void> {
    const channel = this.channel;
    this.channel = null;
    this.forgetAll();
    await channel?.close();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of the instance on `db` (db/client.ts sets one up when it opens the database). */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

export function setSessionCache(db: Db, cache: SessionCache): void {
  caches.set(db, cache);
}

/**
 * For tests that change sessions or operators in SQL behind the app's back: resolves once the
 * app's instance has heard of every change committed so far.
 */
export async function sessionChangesHeard(db: Db): Promise<void> {
  await sessionCacheOf(db)?.heard();
}
