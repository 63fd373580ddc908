// Forms validate with the same contract structs the server uses (DESIGN "Input"), showing the
// first message per field before anything is sent.
import { type Struct, validate } from 'superstruct';

export function fieldErrors<T, S>(value: unknown, struct: Struct<T, S>): Record<string, string> {
  const [error] = validate(value, struct);
  const errors: Record<string, string> = {};
  if (!error) return errors;
  for (const failure of error.failures()) {
    const field = failure.path.map(String).join('.');
    if (!field || errors[field]) continue;
    if (failure.value === undefined || failure.value === '')
      errors[field] = 'This field is required.';
    else if (failure.message.startsWith('Expected')) errors[field] = 'This value is not valid.';
    else errors[field] = `${label(field)} ${failure.message}.`;
  }
  return errors;
}

const label = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');
