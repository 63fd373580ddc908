// The state every API-backed form shares: values, per-field errors, a form-level failure and a
// busy flag. `submit` validates with the contract struct first (DESIGN "Input"), then sends, and
// routes a server error to its field when the API names one (`{error, field}`).
import { useEffect, useId, useState } from 'react';
import type { Struct } from 'superstruct';
import { ApiError, describeError } from '@/platform/api';
import { markUnsaved } from '@/platform/offline/unsaved';
import { fieldErrors } from './field-errors';

export function useForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Input that differs from the start is unsaved: an app update will not reload over it.
  const formId = useId();
  const unsaved = Object.keys(initial).some((key) => values[key] !== initial[key]);
  useEffect(() => {
    markUnsaved(formId, unsaved);
    return () => markUnsaved(formId, false);
  }, [formId, unsaved]);

  const update = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };

  /** True when sent successfully; the form stays busy so a navigation can follow. */
  async function submit<T, S>(body: unknown, struct: Struct<T, S>, send: () => Promise<unknown>) {
    const found = fieldErrors(body, struct);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return false;
    setBusy(true);
    try {
      await send();
      markUnsaved(formId, false);
      return true;
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(describeError(error));
      return false;
    }
  }

  return { values, errors, failure, busy, update, submit };
}
