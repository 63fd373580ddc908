// /app/login (spec §2). Unknown email and wrong password get one message from the server.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { LoginRequest } from '@/contract/auth';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { AuthCard } from '@/ui/AuthCard';
import { Button } from '@/ui/Button';
import { fieldErrors } from '@/ui/field-errors';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { logIn } from './api';
import { authStatus } from './state';

/** Only in-app paths are followed after log-in, never another origin. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/app') && !next.startsWith('//') ? next : appPaths.dashboard;
}

export default function LoginScreen() {
  useSignals();
  const [, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (authStatus.value === 'signed-in' && !busy) return <Redirect to={next} replace />;

  const update = (name: string, value: string) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(form, LoginRequest);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await logIn(form);
      navigate(next, { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(describeError(error));
    }
  };

  const offline = !isOnline.value;
  return (
    <Page title="Log in" testId="login-screen">
      <AuthCard title="Log in" subtitle="Welcome back.">
        {offline ? (
          <Notice tone="warning">You are offline. Connect to the internet to log in.</Notice>
        ) : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <form onSubmit={submit} noValidate>
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            error={errors.email}
            onChange={update}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            error={errors.password}
            onChange={update}
          />
          <Button type="submit" block disabled={busy || offline}>
            {busy ? <Spinner size="small" label="Logging in" /> : null}
            {busy ? 'Logging in…' : 'Log in'}
          </Button>
        </form>
        <p>
          New here? <Link href={appPaths.signUp}>Create an account</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
