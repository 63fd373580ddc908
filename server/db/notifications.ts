// PostgreSQL's NOTIFY, heard by this instance: what another instance (or a trigger, or an operator's
// command) committed, told to every instance on the database within milliseconds. The session
// cache (services/session-cache.ts) forgets a session on it. On PostgreSQL it is one connection of
// its own, outside the pool, that reconnects when lost; while it is lost nothing may be trusted to
// be current, so `hearing` is false and the cache stands aside. On PGlite the one process is the
// only instance, and its own listener hears its own commits before the statement returns.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Wait before connecting again after the connection was lost, growing to at most 5 s. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface Channel {
  /** Connected and listening: every later commit's notice will arrive. */
  readonly hearing: boolean;
  /**
   * Resolves once every notice committed before the call has been handed to `onNotice` (a round
   * trip on the listening connection: PostgreSQL sends a connection its notices before the answer
   * to its next query). For tests that change the database behind the app's back.
   */
  heard(): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onNotice(payload: string): void;
  /** The connection was lost or came back: notices may have been missed in between. */
  onGap(): void;
}

/** Resolves once the first attempt to listen has ended (listening, or trying again later). */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Channel> {
  let client: pg.Client | null = null;
  let hearing = false;
  let closed = false;
  let wait = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    hearing = false;
    handlers.onGap();
    current.end().catch(() => {});
    if (closed) return;
    timer = setTimeout(() => void connect(), wait);
    timer.unref();
    wait = Math.min(wait * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    timer = null;
    const current = new pg.Client({ connectionString: url });
    client = current;
    // A lost connection must not stop the process (an 'error' nobody listens to would).
    current.on('error', () => lost(current));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== current) return void current.end().catch(() => {});
      hearing = true;
      wait = RECONNECT_FIRST_MS;
      // Anything committed while nobody listened is unknown: start from nothing.
      handlers.onGap();
    } catch {
      lost(current);
    }
  };
  await connect();

  return {
    get hearing() {
      return hearing;
    },
    async heard() {
      if (client && hearing) await client.query('SELECT 1');
    },
    async close() {
      closed = true;
      hearing = false;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Channel> {
  const stop = await client.listen(channel, (payload) => handlers.onNotice(payload));
  let hearing = true;
  return {
    get hearing() {
      return hearing;
    },
    heard: async () => {},
    async close() {
      hearing = false;
      await stop().catch(() => {});
    },
  };
}
