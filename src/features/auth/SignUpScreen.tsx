// /app/users/sign_up and /app/signup (spec §2): create an account; the new user is signed in and
// lands on the dashboard. `?account_type=simulated` is the mobile paper-trading sign-up; `?ref=`
// carries the referral code of the member whose link brought the visitor.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { SignUpRequest } from '@/contract/auth';
import { PASSWORD_MIN } from '@/contract/fields';
import { currentBrand } from '@/platform/brand/current';
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
import { signUp } from './sign-in-calls';
import { claimReferral } from './referral';
import { authStatus } from './state';

export default function SignUpScreen() {
  useSignals();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const paper = search.get('account_type') === 'simulated';
  const referralCode = search.get('ref');
  const {
    values: form,
    errors,
    failure,
    busy,
    update,
    submit,
  } = useForm({
    name: '',
    email: '',
    password: '',
  });

  if (authStatus.value === 'signed-in' && !busy)
    return <Redirect to={appPaths.dashboard} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const partnerId = currentBrand.whiteLabelPartnerId;
    const body = {
      ...form,
      ...(paper ? { account_type: 'simulated' as const } : {}),
      ...(partnerId ? { white_label_partner_id: partnerId } : {}),
    };
    if (await submit(body, SignUpRequest, () => signUp(body))) {
      if (referralCode) await claimReferral(referralCode);
      navigate(appPaths.dashboard, { replace: true });
    }
  };

  const offline = !isOnline.value;
  return (
    <Page title="Create your account" testId="sign-up-screen">
      <AuthCard
        title="Create your account"
        subtitle="Start with a paper account and $100,000 of virtual cash. Open a live account whenever you are ready."
      >
        {offline ? (
          <Notice tone="warning">
            You are offline. Connect to the internet to create your account.
          </Notice>
        ) : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <form onSubmit={onSubmit} noValidate>
          <TextField
            name="name"
            label="Full name"
            autoComplete="name"
            value={form.name}
            error={errors.name}
            onChange={update}
          />
          <EmailField value={form.email} error={errors.email} onChange={update} />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            error={errors.password}
            hint={`At least ${PASSWORD_MIN} characters. A passphrase of a few words works well.`}
            onChange={update}
          />
          <Button type="submit" block disabled={busy || offline}>
            {busy ? <Spinner size="small" label="Creating your account" /> : null}
            {busy ? 'Creating account…' : 'Create account'}
          </Button>
        </form>
        <p>
          Already have an account? <Link href={appPaths.login}>Log in</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
