// QUERY_LANGUAGE_MODEL (off by default and never required): `none`, the
// default, means no provider at all; an unknown name stops the start rather than a request.
import { describe, expect, it } from 'vitest';
import { languageModelFromEnv } from './language-model';

describe('languageModelFromEnv', () => {
  it('is off by default and with `none`', () => {
    expect(languageModelFromEnv({})).toBeNull();
    expect(languageModelFromEnv({ QUERY_LANGUAGE_MODEL: 'none' })).toBeNull();
  });
  it('refuses an unknown provider, naming the setting', () => {
    expect(() => languageModelFromEnv({ QUERY_LANGUAGE_MODEL: 'gpt' })).toThrow(
      /QUERY_LANGUAGE_MODEL/,
    );
  });
});
