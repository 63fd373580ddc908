// /app/login (spec §2). Unknown email and wrong password get one message from the server.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { LoginRequest } from '@/contract/auth';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { AuthCard } from '@/ui/AuthCard';
import { Button } from '@/ui/Button';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { EmailField } from './EmailField';
import { logIn } from './sign-in-calls';
import { authStatus } from './state';

/** Only in-app paths are followed after log-in, never another origin. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/app') && !next.startsWith('//') ? next : appPaths.dashboard;
}

export default function LoginScreen() {
  useSignals();
  const [, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const {
    values: form,
    errors,
    failure,
    busy,
    update,
    submit,
  } = useForm({
    email: '',
    password: '',
  });

  if (authStatus.value === 'signed-in' && !busy) return <Redirect to={next} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(form, LoginRequest, () => logIn(form))) navigate(next, { replace: true });
  };

  const offline = !isOnline.value;
  return (
    <Page title="Log in" testId="login-screen">
      <AuthCard title="Log in" subtitle="Welcome back.">
        {offline ? (
          <Notice tone="warning">You are offline. Connect to the internet to log in.</Notice>
        ) : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <form onSubmit={onSubmit} noValidate>
          <EmailField value={form.email} error={errors.email} onChange={update} />
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
          <Link href={appPaths.forgotPassword}>Forgot password?</Link>
        </p>
        <p>
          New here? <Link href={appPaths.signUp}>Create an account</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
