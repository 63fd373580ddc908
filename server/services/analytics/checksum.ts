// The upload checksum of spec §7: md5 hex of version + key + events JSON + upload time, as the
// client computes it (src/platform/analytics/md5.ts). An integrity check only: the key is public.
import { createHash } from 'node:crypto';

export function uploadChecksum(version: string, apiKey: string, e: string, uploadTime: string) {
  return createHash('md5')
    .update(version + apiKey + e + uploadTime, 'utf8')
    .digest('hex');
}
