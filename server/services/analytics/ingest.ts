// The analytics ingest's rules (spec §7 analytics upload): check the form and its checksum, then
// store every event whole, once. The upload format is Amplitude's HTTP API v2 (contract/analytics).
import { sql } from 'drizzle-orm';
import {
  AnalyticsUploadForm,
  AnalyticsWireBatch,
  type AnalyticsWireEvent,
} from '@/contract/analytics';
import { type } from 'superstruct';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { invalidInput } from '../../errors';
import { validateInput } from '../../validation';
import { uploadChecksum } from './checksum';
import { jsonDepth, MAX_JSON_DEPTH, tooDeep } from '../../json-depth';

/** An uploaded event: the checked fields, plus whatever else it carried (stored as is). */
export type WireEvent = AnalyticsWireEvent;

export interface ParsedUpload {
  apiKey: string;
  events: WireEvent[];
}

const EventsField = type({ e: AnalyticsWireBatch });

/** The body as form fields: a form-encoded string (beacons may send text/plain) or an object. */
function formFields(body: unknown): Record<string, unknown> {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    return body as Record<string, unknown>;
  }
  return {};
}

/** Checks an upload; any problem is a 400 `{error, field}` and nothing is written. */
export function parseUpload(body: unknown): ParsedUpload {
  const form = validateInput(formFields(body), AnalyticsUploadForm, 'body');
  const expected = uploadChecksum(form.v, form.client, form.e, form.upload_time);
  if (form.checksum.toLowerCase() !== expected) {
    throw invalidInput('checksum does not match the upload.', 'checksum');
  }
  // PostgreSQL's jsonb cannot hold a NUL character; refuse rather than fail on insert.
  if (form.e.includes('\\u0000')) throw invalidInput('e must not contain NUL characters.', 'e');
  if (jsonDepth(form.e) > MAX_JSON_DEPTH) throw tooDeep('e', 'e');
  let parsed: unknown;
  try {
    parsed = JSON.parse(form.e);
  } catch {
    throw invalidInput('e is not valid JSON.', 'e');
  }
  const { e: events } = validateInput({ e: parsed }, EventsField, 'body');
  if (events.length === 0) throw invalidInput('e must hold at least one event.', 'e');
  events.forEach((event, index) => {
    if (dedupeKey(event) === null) {
      throw invalidInput(
        `e.${index} needs an insert_id (or uuid), or a device_id, event_id and time.`,
        `e.${index}.insert_id`,
      );
    }
  });
  return { apiKey: form.client, events };
}

/**
 * The client time. amplitude-js (Amplitude's classic browser SDK, which posts this same form)
 * names it `timestamp` and the insert id `uuid`: both are read so its uploads are taken unchanged.
 */
function clientTime(event: AnalyticsWireEvent): number | null {
  return event.time ?? event.timestamp ?? null;
}

/** insert_id (or `uuid`), else device id + event id + client time (Amplitude's de-duplication). */
function dedupeKey(event: AnalyticsWireEvent): string | null {
  if (event.insert_id) return `insert:${event.insert_id}`;
  if (event.uuid) return `uuid:${event.uuid}`;
  const time = clientTime(event);
  if (event.device_id && typeof event.event_id === 'number' && time !== null) {
    return `event:${JSON.stringify([event.device_id, event.event_id, time])}`;
  }
  return null;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (8 per row). */
const CHUNK = 500;

/**
 * Stores the events, skipping any already stored (a re-sent batch, a beacon followed by a normal
 * upload), and returns the ones that are new: only those go on to the destinations.
 * `sessionUserId` is the signed-in user of the upload's session cookie (null without one): an
 * event whose user_id is that user is stored as verified, any other (or none) as unverified,
 * since anyone may post any user_id here. A re-sent copy keeps the first copy's stamp.
 */
export async function storeEvents(
  db: Db,
  upload: ParsedUpload,
  sessionUserId: string | null = null,
): Promise<WireEvent[]> {
  const byKey = new Map<string, WireEvent>();
  for (const event of upload.events) {
    const key = dedupeKey(event);
    if (key && !byKey.has(key)) byKey.set(key, event);
  }
  const rows = [...byKey].map(([key, event]) => {
    const time = clientTime(event);
    return {
      dedupeKey: key,
      apiKey: upload.apiKey,
      eventType: event.event_type,
      deviceId: event.device_id ?? null,
      userId: event.user_id ?? null,
      eventTime: time === null ? null : new Date(time),
      event,
      userVerified: sessionUserId !== null && event.user_id === sessionUserId,
    };
  });
  return db.transaction(async (tx) => {
    const stored: WireEvent[] = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const inserted = await tx
        .insert(analyticsEvents)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoNothing({ target: analyticsEvents.dedupeKey })
        .returning({ key: analyticsEvents.dedupeKey });
      for (const { key } of inserted) stored.push(byKey.get(key)!);
    }
    return stored;
  });
}

export async function countAnalyticsEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  return row?.n ?? 0;
}
