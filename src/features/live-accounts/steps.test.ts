// The steps' bodies pass the same contract structs the server uses, the links go where spec §4's
// order says, and resuming lands on the first unfinished step.
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STEPS, STEP_STRUCTS } from '@/contract/live-accounts';
import { fieldErrors } from '@/ui/forms/field-errors';
import { liveAccountPaths } from './paths';
import { resumeHref } from './resume';
import { bodyFrom, formatTaxId, sameValues, valuesFrom } from './step-values';
import { splitName, STEP_DEFS, stepHref } from './steps';

describe('application steps', () => {
  it('follow spec §4: name, address and phone on /contact, then date of birth and identity', () => {
    expect(APPLICATION_STEPS.map((step) => stepHref(step))).toEqual([
      liveAccountPaths.contact,
      `${liveAccountPaths.contact}?step=address`,
      `${liveAccountPaths.contact}?step=phone`,
      liveAccountPaths.identity,
      `${liveAccountPaths.identity}?step=identity`,
      liveAccountPaths.disclosures,
      liveAccountPaths.disclosuresEmployment,
      liveAccountPaths.agreements,
      liveAccountPaths.investorProfile,
    ]);
    expect(stepHref('phone', true)).toBe(`${liveAccountPaths.contact}?step=phone&from=review`);
  });

  it('resume at the next step, the review, or the status once submitted', () => {
    expect(resumeHref({ next_step: 'name' })).toBe(liveAccountPaths.contact);
    expect(resumeHref({ next_step: 'identity' })).toBe(
      `${liveAccountPaths.identity}?step=identity`,
    );
    expect(resumeHref({ next_step: 'confirmation' })).toBe(liveAccountPaths.confirmation);
    expect(resumeHref({ next_step: 'almost_there' })).toBe(liveAccountPaths.submissionStatus);
  });

  it('turn typed values into bodies the contract accepts, leaving hidden details out', () => {
    const disclosures = STEP_DEFS.disclosures.toBody({
      ...STEP_DEFS.disclosures.empty,
      political_organization: 'left over from a "yes"',
    });
    expect(disclosures).toEqual({
      politically_exposed: false,
      control_person: false,
      firm_affiliated: false,
    });
    expect(validate(disclosures, STEP_STRUCTS.disclosures)[0]).toBeUndefined();

    const profile = STEP_DEFS.investor_profile.toBody({
      annual_income: '50k_100k',
      investible_assets: 'under_25k',
      investing_experience: 'some',
      default_expected_return: '7.5%',
    });
    expect(profile).toMatchObject({ default_expected_return: 7.5 });
    expect(validate(profile, STEP_STRUCTS.investor_profile)[0]).toBeUndefined();

    const identity = STEP_DEFS.identity.toBody({
      tax_id: '123-45-6789',
      citizenship: 'us_citizen',
      visa_type: 'H-1B',
    });
    expect(identity).toEqual({ tax_id: '123-45-6789', citizenship: 'us_citizen' });
  });

  it('name empty required fields under the field, and a yes without its detail', () => {
    expect(fieldErrors(bodyFrom(STEP_DEFS.name.empty), STEP_STRUCTS.name)).toEqual({
      first_name: 'This field is required.',
      last_name: 'This field is required.',
    });
    const exposed = STEP_DEFS.disclosures.toBody({
      ...STEP_DEFS.disclosures.empty,
      politically_exposed: true,
    });
    expect(fieldErrors(exposed, STEP_STRUCTS.disclosures)).toEqual({
      political_organization: 'This field is required.',
    });
  });

  it('never keep the identity number in a draft', () => {
    expect(STEP_DEFS.identity.secret).toContain('tax_id');
  });
});

describe('form values', () => {
  it('fill from saved answers, numbers as text, unknown fields ignored', () => {
    expect(
      valuesFrom(
        { default_expected_return: 7.5, annual_income: 'over_500k', tax_id_masked: '***' },
        STEP_DEFS.investor_profile.empty,
      ),
    ).toEqual({
      annual_income: 'over_500k',
      investible_assets: '',
      investing_experience: '',
      default_expected_return: '7.5',
    });
    expect(sameValues({ a: '1', b: true }, { b: true, a: '1' })).toBe(true);
    expect(sameValues({ a: '1' }, { a: '2' })).toBe(false);
  });

  it('mask the identity number as it is typed', () => {
    expect(formatTaxId('123')).toBe('123');
    expect(formatTaxId('12345')).toBe('123-45');
    expect(formatTaxId('123456789999')).toBe('123-45-6789');
  });
});

describe('prefill', () => {
  it('splits the sign-up name into first, middle and last', () => {
    expect(splitName('Ada Lovelace')).toEqual({
      first_name: 'Ada',
      middle_name: '',
      last_name: 'Lovelace',
    });
    expect(splitName(' Ada  King Byron Lovelace ')).toEqual({
      first_name: 'Ada',
      middle_name: 'King Byron',
      last_name: 'Lovelace',
    });
    expect(splitName('Cher')).toEqual({ first_name: 'Cher' });
  });
});
