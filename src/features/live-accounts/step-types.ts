// One step of the application as a screen knows it: its fields, how saved answers fill them and
// how they become the request body that STEP_STRUCTS[step] validates (the server's own check).
import type { ComponentType } from 'react';
import type { ApplicationStep } from '@/contract/live-accounts';
import type { User } from '@/contract/users';
import type { DraftValues } from './drafts';
import type { FieldValue } from './step-values';

export interface FieldsProps {
  values: DraftValues;
  errors: Record<string, string>;
  set: (name: string, value: FieldValue) => void;
  /** What the server holds for this step, e.g. the masked identity number. */
  saved: unknown;
}

export interface StepDef {
  step: ApplicationStep;
  title: string;
  intro: string;
  /** Every field with its empty value. */
  empty: DraftValues;
  /** Fields never written to the drafts table (identity numbers, spec §1 sensitive data). */
  secret?: readonly string[];
  toBody: (values: DraftValues) => unknown;
  /** A first guess from the account, for a step never saved (e.g. the name given at sign-up). */
  prefill?: (user: User) => DraftValues;
  Fields: ComponentType<FieldsProps>;
}
