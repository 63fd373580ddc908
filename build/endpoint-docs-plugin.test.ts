// The client build's endpoints without their OpenAPI-only sentences (build/endpoint-docs-plugin.ts).
import { describe, expect, it } from 'vitest';
import * as structs from '../src/contract/structs';
import { CLIENT_STRUCTS, stripEndpointDocs } from './endpoint-docs-plugin';

describe('stripEndpointDocs', () => {
  it('drops summary and tag, on one line, on the next, joined, or shorthand; keeps the rest', () => {
    const source = [
      'export const place = endpoint({',
      "  method: 'POST',",
      "  path: '/orders',",
      "  summary: 'Place an order (a rejected order is 201 too)',",
      '  tag,',
      "  auth: 'session',",
      '});',
      'export const upload = endpoint({',
      '  summary:',
      "    'Upload a JPEG, PNG or PDF document; ' +",
      '    "the raw file as the body",',
      "  tag: 'live_accounts',",
      "  path: '/live_accounts/documents',",
      '});',
      '',
    ].join('\n');
    expect(stripEndpointDocs(source)).toBe(
      [
        'export const place = endpoint({',
        "  method: 'POST',",
        "  path: '/orders',",
        "  auth: 'session',",
        '});',
        'export const upload = endpoint({',
        "  path: '/live_accounts/documents',",
        '});',
        '',
      ].join('\n'),
    );
  });

  it('leaves the endpoints of the repository without a summary or tag line', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('../src/contract/endpoints/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => name !== 'index.ts')) {
      const stripped = stripEndpointDocs(readFileSync(new URL(file, dir), 'utf8'));
      expect(stripped, file).not.toMatch(/^\s*summary\b/m);
      expect(stripped, file).not.toMatch(/^\s*tag\b[,:]/m);
    }
  });

  it('gives the browser every name src/contract/structs.ts exports', async () => {
    const superstruct: Record<string, unknown> = await import('superstruct');
    const own = [...CLIENT_STRUCTS.matchAll(/export const (\w+)/g)].map((match) => match[1]);
    const missing = Object.keys(structs).filter(
      (name) => !(name in superstruct) && !own.includes(name),
    );
    expect(missing).toEqual([]);
  });
});
