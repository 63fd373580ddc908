// The web app manifest, one per brand: the brand comes from BRAND or the host name, like the
// pages. Shortcuts lead to Trade and Portfolio (spec §2 /orders and /portfolio).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { BRANDS, brandForHost, type Brand } from '../../src/platform/brand/brands';

export function manifestFor(brand: Brand) {
  const icons = `/icons/${brand.id}`;
  const shots = `/screenshots/${brand.id}`;
  return {
    id: '/app',
    name: brand.displayName,
    short_name: brand.manifest.shortName,
    description:
      'Trade stocks and ETFs live or on paper, share ideas with their pros and cons, and learn as you go.',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.manifest.themeColor,
    background_color: brand.manifest.backgroundColor,
    icons: [
      { src: `${icons}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${icons}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${icons}/maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    screenshots: [
      {
        src: `${shots}/narrow.png`,
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Sign up',
      },
      {
        src: `${shots}/wide.png`,
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Home page',
      },
    ],
    shortcuts: [
      {
        name: 'Trade',
        url: '/app/orders',
        icons: [{ src: `${icons}/icon-192.png`, sizes: '192x192' }],
      },
      {
        name: 'Portfolio',
        url: '/app/portfolio',
        icons: [{ src: `${icons}/icon-192.png`, sizes: '192x192' }],
      },
    ],
  };
}

export async function manifestRoute(app: FastifyInstance, { settings }: AppDeps): Promise<void> {
  const setting = settings.brand ?? null;
  app.get('/manifest.webmanifest', async (request, reply) => {
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
    const brand = setting ? BRANDS[setting] : brandForHost(hostname);
    reply.header('cache-control', 'no-cache');
    return reply.type('application/manifest+json').send(JSON.stringify(manifestFor(brand)));
  });
}
