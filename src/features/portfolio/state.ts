// Portfolio state shared by its screens: which account (paper or live) they show, and the
// history range. Undefined account = the one the user chose (the server's default, spec §1).
import { computed, signal } from '@preact/signals-react';
import type { HistoryRange } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';

const account = signal<AccountType | undefined>(undefined);
const range = signal<HistoryRange>('1M');

export const selectedAccount = computed(() => account.value);
export const selectedRange = computed(() => range.value);

export function showAccount(type: AccountType): void {
  account.value = type;
}

export function showRange(next: HistoryRange): void {
  range.value = next;
}
