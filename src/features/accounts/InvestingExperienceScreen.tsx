// /app/investing_experience (spec §2): the answer is kept on the server and feeds analytics (§3).
import { useSignals } from '@preact/signals-react/runtime';
import { INVESTING_EXPERIENCE, INVESTING_EXPERIENCE_IDS } from '@/contract/users';
import { currentUser } from '@/features/auth';
import { setInvestingExperience } from './api';
import { AnswerForm } from './AnswerForm';

const CHOICES = INVESTING_EXPERIENCE_IDS.map((id) => ({
  value: id,
  title: INVESTING_EXPERIENCE[id],
}));

export default function InvestingExperienceScreen() {
  useSignals();
  return (
    <AnswerForm
      testId="investing-experience-screen"
      title="Your investing experience"
      subtitle="This helps us suggest lessons and tools that fit you."
      legend="How would you describe your investing experience?"
      name="investing_experience"
      choices={CHOICES}
      initial={currentUser.value?.investing_experience?.id ?? null}
      save={setInvestingExperience}
    />
  );
}
