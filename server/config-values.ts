// How each configuration variable is read (server/config.ts puts them together): a value's
// parser with its default and the error that stops the start when the value is wrong.
import {
  IDENTITY_PROVIDERS,
  type IdentityProviderName,
} from './services/live-accounts/identity-provider';

export function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

export function instant(value: string | undefined, name: string): Date | null {
  if (!value) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`${name} must be an ISO 8601 instant`);
  return new Date(ms);
}

export function originOf(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    throw new Error('SENTRY_DSN must be a URL');
  }
}

export function identityProviderName(value: string | undefined): IdentityProviderName {
  if (value === undefined || value === '') return 'sandbox';
  if ((IDENTITY_PROVIDERS as readonly string[]).includes(value)) {
    return value as IdentityProviderName;
  }
  throw new Error(
    `IDENTITY_PROVIDER=${value} is not an identity provider this server has: use "sandbox" (decides on its own from test values) or "manual" (the operator decides with npm run ops -- review).`,
  );
}

export function paymentProvider(value: string | undefined): 'sandbox' {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  throw new Error(
    `PAYMENT_PROVIDER=${value} is not a payment provider this server has: the only built-in one is "sandbox" (a test provider that charges nobody). To take real payments, implement PaymentProvider (server/services/payments/provider.ts) first; docs/features.md "Payments".`,
  );
}

export function brandSetting(value: string | undefined): 'main' | 'partner' | null {
  if (value === undefined || value === '') return null;
  if (value === 'main' || value === 'partner') return value;
  throw new Error('BRAND must be main or partner');
}

/** An editor secret shorter than 24 characters is refused: it guards every lesson and article. */
export function editorToken(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 24) throw new Error('CMS_EDITOR_TOKEN must be at least 24 characters.');
  return value;
}

export function vapidKeys(publicKey: string | undefined, privateKey: string | undefined) {
  if (!publicKey && !privateKey) return null;
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!publicKey || !privateKey || !base64url.test(publicKey) || !base64url.test(privateKey)) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together, each base64url (npx web-push generate-vapid-keys makes a pair).',
    );
  }
  return { publicKey, privateKey };
}

export function vapidSubject(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value)) {
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL.');
  }
  return value;
}

export function pushServiceOrigins(value: string | undefined): readonly string[] | undefined {
  if (!value) return undefined;
  const origins = value.split(',').map((origin) => origin.trim());
  for (const origin of origins) {
    if (!/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(origin)) {
      throw new Error(
        `PUSH_SERVICE_ORIGINS: ${origin} is not an origin such as https://fcm.googleapis.com or https://*.notify.windows.com`,
      );
    }
  }
  return origins;
}

export function smtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return value;
}

export function publicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://127.0.0.1:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('PUBLIC_URL must be a URL such as https://app.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('PUBLIC_URL must start with https:// (or http:// on a private network)');
  }
  return url.origin;
}
