// The SANDBOX identity provider's answers by test identity number, the applicant's answer clearing
// action_required, and IDENTITY_PROVIDER / IDENTITY_SANDBOX_DELAY_MS as the configuration reads them.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { identityProviderFor, sandboxIdentityProvider } from './identity-provider';

const sandbox = sandboxIdentityProvider(1_000);
const decide = (taxIdDigits: string, attempt = 1) => sandbox.check({ taxIdDigits, attempt });

describe('the sandbox identity provider', () => {
  it('approves any number but its test ones', () => {
    expect(decide('123456789')).toEqual({
      decision: 'approved',
      reason: null,
      requiredAction: null,
    });
    expect(decide('900101001')).toMatchObject({
      decision: 'action_required',
      requiredAction: 'resubmit_address',
    });
    expect(decide('900101002')).toMatchObject({
      decision: 'action_required',
      requiredAction: 'upload_documents',
    });
    expect(decide('900101003')).toMatchObject({ decision: 'rejected', requiredAction: null });
  });

  it('approves the answer to action_required; a rejection stays one', () => {
    expect(decide('900101002', 2)?.decision).toBe('approved');
    expect(decide('900101003', 2)?.decision).toBe('rejected');
  });

  it('leaves every application to a person when manual', () => {
    expect(identityProviderFor('manual').check({ taxIdDigits: '123456789', attempt: 1 })).toBe(
      null,
    );
  });
});

describe('IDENTITY_PROVIDER', () => {
  it('defaults to the sandbox after 10 s and refuses any other value with a clear message', () => {
    const defaults = readConfig({}).liveAccounts.identityProvider;
    expect([defaults.name, defaults.delayMs]).toEqual(['sandbox', 10_000]);
    const quick = readConfig({ IDENTITY_SANDBOX_DELAY_MS: '0' }).liveAccounts.identityProvider;
    expect(quick.delayMs).toBe(0);
    expect(readConfig({ IDENTITY_PROVIDER: 'manual' }).liveAccounts.identityProvider.name).toBe(
      'manual',
    );
    expect(() => readConfig({ IDENTITY_PROVIDER: 'onfido' })).toThrow(
      /IDENTITY_PROVIDER=onfido is not an identity provider this server has/,
    );
  });
});
