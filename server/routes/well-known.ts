// The store wrappers' proofs of origin, per brand like the web manifest (the brand
// comes from BRAND or the host name): /.well-known/assetlinks.json lets the Android TWA run
// without a URL bar (Digital Asset Links), /.well-known/apple-app-site-association gives the iOS
// shell universal links and shared web credentials. Both are application/json.
// Configuration: the package ids and development defaults live in twa/config.json and
// pwabuilder-ios/config.json; production sets TWA_SHA256_FINGERPRINTS_<BRAND> (comma-separated
// SHA-256 fingerprints of the Play App Signing key and the upload key) and APPLE_TEAM_ID.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { BRANDS, brandForHost, type BrandId } from '../../src/platform/brand/brands';
import { projectPath } from '../project-root';

export interface TwaConfig {
  brands: Record<
    BrandId,
    {
      appVersionName: string;
      appVersionCode: number;
      signingKey: { path: string; alias: string };
      /** DEVELOPMENT DEFAULT: production sets TWA_SHA256_FINGERPRINTS_<BRAND>. */
      developmentSha256Fingerprints: string[];
    }
  >;
}

export interface IosConfig {
  /** DEVELOPMENT DEFAULT: production sets APPLE_TEAM_ID. */
  appleTeamId: string;
  brands: Record<BrandId, { bundleId: string; appVersionName: string; authOrigins: string[] }>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(projectPath(path), 'utf8')) as T;

export const twaConfig = (): TwaConfig => readJson<TwaConfig>('twa/config.json');
export const iosConfig = (): IosConfig => readJson<IosConfig>('pwabuilder-ios/config.json');

type Env = Record<string, string | undefined>;

/** The variables these answers read: TWA_SHA256_FINGERPRINTS_<BRAND> and APPLE_TEAM_ID. */
export type AppLinkSettings = Env;

/** The app-link variables of the environment (server/config.ts reads them once). */
export function appLinkSettings(env: Env): AppLinkSettings {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => name.startsWith('TWA_SHA256_FINGERPRINTS_') || name === 'APPLE_TEAM_ID',
    ),
  );
}

const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
const TEAM_ID = /^[0-9A-Z]{10}$/;

/** The brand's Android package id: the Play Store package of its store ids (spec §1). */
export function androidPackageId(brandId: BrandId): string {
  return BRANDS[brandId].stores.playPackage;
}

/** TWA_SHA256_FINGERPRINTS_<BRAND>, else the committed development default. Bad values throw. */
export function signingFingerprints(brandId: BrandId, env: Env): string[] {
  const name = `TWA_SHA256_FINGERPRINTS_${brandId.toUpperCase()}`;
  const configured = env[name]?.trim();
  const values = configured
    ? configured.split(',').map((value) => value.trim().toUpperCase())
    : twaConfig().brands[brandId].developmentSha256Fingerprints;
  for (const value of values) {
    if (!FINGERPRINT.test(value))
      throw new Error(`${name}: "${value}" is not a SHA-256 fingerprint`);
  }
  return values;
}

export function assetLinksFor(brandId: BrandId, env: Env) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: androidPackageId(brandId),
        sha256_cert_fingerprints: signingFingerprints(brandId, env),
      },
    },
  ];
}

export function appleAppSiteAssociationFor(brandId: BrandId, env: Env) {
  const teamId = env.APPLE_TEAM_ID?.trim() || iosConfig().appleTeamId;
  if (!TEAM_ID.test(teamId)) throw new Error(`APPLE_TEAM_ID: "${teamId}" is not a team id`);
  const appId = `${teamId}.${iosConfig().brands[brandId].bundleId}`;
  return {
    // Universal links open the app's screens in the shell; marketing pages stay in Safari.
    applinks: {
      details: [{ appIDs: [appId], components: [{ '/': '/app' }, { '/': '/app/*' }] }],
    },
    webcredentials: { apps: [appId] },
  };
}

export async function wellKnownRoutes(app: FastifyInstance, { settings }: AppDeps): Promise<void> {
  const setting = settings.brand ?? null;
  const env = settings.appLinks ?? {};
  // Built once at start, so a bad fingerprint or team id stops the start with its variable's name.
  const bodies = Object.fromEntries(
    (Object.keys(BRANDS) as BrandId[]).map((id) => [
      id,
      {
        assetLinks: JSON.stringify(assetLinksFor(id, env)),
        aasa: JSON.stringify(appleAppSiteAssociationFor(id, env)),
      },
    ]),
  ) as Record<BrandId, { assetLinks: string; aasa: string }>;
  const brandOf = (host: string | undefined) =>
    setting ? setting : brandForHost((host ?? '').replace(/:\d+$/, '')).id;

  app.get('/.well-known/assetlinks.json', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/json').send(bodies[brandOf(request.headers.host)].assetLinks);
  });
  app.get('/.well-known/apple-app-site-association', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/json').send(bodies[brandOf(request.headers.host)].aasa);
  });
}
