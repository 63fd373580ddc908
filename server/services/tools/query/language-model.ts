// An optional language-model provider for the query tool, behind an interface, off by default
// and never required. The deterministic parser (parser.ts) answers every question on its own; a
// provider, when one is configured, is asked only about questions the parser did not understand,
// and its answer must be one of the parser's own query shapes, which the service then validates
// and runs like any other.
//
// QUERY_LANGUAGE_MODEL selects it. The default, and today the only accepted value, is `none`:
// with `none` there is NO implementation that calls out, no network request is ever made and no
// model is loaded. Adding one means implementing LanguageModelProvider in a new file and adding
// its name to PROVIDERS below; docs/configuration.md says how to configure it.
import type { ParsedQuestion } from './parser';

export interface LanguageModelProvider {
  readonly name: string;
  /** The question as a parsed query, or null when the provider cannot tell either. */
  interpret(question: string): Promise<ParsedQuestion | null>;
}

const QUERY_LANGUAGE_MODELS = ['none'] as const;

const PROVIDERS: Record<
  (typeof QUERY_LANGUAGE_MODELS)[number],
  () => LanguageModelProvider | null
> = {
  none: () => null,
};

/** The provider QUERY_LANGUAGE_MODEL names; throws at start-up for an unknown name. */
export function languageModelFromEnv(env: NodeJS.ProcessEnv): LanguageModelProvider | null {
  const name = env.QUERY_LANGUAGE_MODEL?.trim() || 'none';
  if (!Object.hasOwn(PROVIDERS, name)) {
    throw new Error(
      `QUERY_LANGUAGE_MODEL "${name}" is not a known provider (known: ${QUERY_LANGUAGE_MODELS.join(', ')})`,
    );
  }
  return PROVIDERS[name as keyof typeof PROVIDERS]();
}
