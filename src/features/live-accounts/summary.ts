// The review of every saved answer (/app/live_accounts/confirmation), as label/value rows per
// step. The identity number is only ever the server's masked form (last four).
import type { ApplicationProgress, ApplicationStep } from '@/contract/live-accounts';
import { INVESTING_EXPERIENCE } from '@/contract/users';
import { CITIZENSHIP_TEXT, EMPLOYMENT_TEXT, rangeText } from './labels';

export type SummaryRow = readonly [label: string, value: string];

const str = (record: Record<string, unknown>, name: string): string => {
  const value = record[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
const yesNo = (record: Record<string, unknown>, name: string, detail: string): string =>
  record[name] === true ? `Yes: ${str(record, detail)}` : 'No';
const lookup = <K extends string>(map: Record<K, string>, key: string): string =>
  key in map ? map[key as K] : key;

export function summaryRows(
  step: ApplicationStep,
  values: ApplicationProgress['values'],
): SummaryRow[] {
  const saved = values[step];
  if (!saved) return [];
  const v = saved as Record<string, unknown>;
  switch (step) {
    case 'name':
      return [
        [
          'Name',
          [str(v, 'first_name'), str(v, 'middle_name'), str(v, 'last_name')]
            .filter(Boolean)
            .join(' '),
        ],
      ];
    case 'address':
      return [
        ['Street', [str(v, 'street'), str(v, 'unit')].filter(Boolean).join(', ')],
        ['City', `${str(v, 'city')}, ${str(v, 'state')} ${str(v, 'postal_code')}`],
      ];
    case 'phone':
      return [['Phone', str(v, 'phone')]];
    case 'date_of_birth':
      return [['Date of birth', str(v, 'date_of_birth')]];
    case 'identity':
      return [
        ['Social Security number', str(v, 'tax_id_masked')],
        ['Citizenship', lookup(CITIZENSHIP_TEXT, str(v, 'citizenship'))],
        ...(str(v, 'visa_type') ? [['Visa type', str(v, 'visa_type')] as const] : []),
      ];
    case 'disclosures':
      return [
        ['Senior political figure', yesNo(v, 'politically_exposed', 'political_organization')],
        ['Public company insider', yesNo(v, 'control_person', 'control_company_symbols')],
        ['Works for an exchange or broker', yesNo(v, 'firm_affiliated', 'firm_name')],
      ];
    case 'employment_disclosures':
      return [
        ['Employment', lookup(EMPLOYMENT_TEXT, str(v, 'employment_status'))],
        ...(str(v, 'employer')
          ? [['Employer', `${str(v, 'employer')}, ${str(v, 'occupation')}`] as const]
          : []),
      ];
    case 'agreements':
      return [['Agreements', 'Customer agreement, broker-dealer terms and e-delivery accepted']];
    case 'investor_profile':
      return [
        ['Annual income', rangeText(str(v, 'annual_income'))],
        ['Investible assets', rangeText(str(v, 'investible_assets'))],
        ['Investing experience', lookup(INVESTING_EXPERIENCE, str(v, 'investing_experience'))],
        ['Default expected return', `${str(v, 'default_expected_return')}%`],
      ];
  }
}
