// The sign-in address field of the auth screens (log in, sign up, forgot password): one set of
// attributes, so every one offers the same keyboard and autofill.
import { TextField } from '@/ui/TextField';

export function EmailField(props: {
  value: string;
  error?: string | null;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}
