// /app/users/edit (spec §2 "edit profile"): the name on the account and the
// short bio others see on your community profile. Field errors name the field (server and client
// use the same struct, contract/account-settings.ts ProfileUpdate).
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { BIO_MAX, ProfileUpdate, type Profile } from '@/contract/account-settings';
import { currentUser, mergeCurrentUser } from '@/features/auth';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { CountedTextArea } from '@/ui/CountedTextArea';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { TextField } from '@/ui/TextField';
import { profileQuery, saveProfile } from './api';
import { AccountPage } from './layout';

function ProfileForm({ profile }: { profile: Profile }) {
  useSignals();
  const id = useId();
  const form = useForm({ name: profile.name, bio: profile.bio ?? '' });
  const [saved, setSaved] = useState(false);
  const offline = !isOnline.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { name: form.values.name, bio: form.values.bio.trim() || null };
    let answer: Profile | null = null;
    const ok = await form.submit(body, ProfileUpdate, async () => {
      answer = await saveProfile(body);
    });
    if (ok && answer) {
      const user = currentUser.value;
      if (user) mergeCurrentUser({ id: user.id, name: (answer as Profile).name });
      setSaved(true);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Muted>Your name shows on your posts and profile; the bio says a little about you.</Muted>
      <TextField
        name="name"
        label="Name"
        autoComplete="name"
        value={form.values.name}
        error={form.errors.name}
        onChange={form.update}
      />
      <CountedTextArea
        id={`${id}-bio`}
        label="Bio (optional)"
        value={form.values.bio}
        onChange={(value) => form.update('bio', value)}
        max={BIO_MAX}
        error={form.errors.bio || null}
      />
      {saved ? <Notice tone="info">Your profile is saved.</Notice> : null}
      {offline ? <Notice tone="warning">You are offline. Saving needs a connection.</Notice> : null}
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <Button type="submit" disabled={(form.busy && !saved) || offline}>
        {form.busy && !saved ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}

export default function EditProfileScreen() {
  const { state, reload } = useApiQuery(profileQuery);
  return (
    <AccountPage title="Edit profile" testId="edit-profile-screen">
      <QueryView state={state} reload={reload} loadingLabel="Loading your profile">
        {(profile) => <ProfileForm profile={profile} />}
      </QueryView>
    </AccountPage>
  );
}
