// The trade screen's form as a person fills it (src/features/orders): the amount (or shares),
// Review order, Place, Confirm. Answers the result card once it shows.
import type { Locator, Page } from 'playwright-core';

export async function placeFromForm(
  page: Page,
  amount: string,
  confirm: 'Confirm buy' | 'Confirm sell',
): Promise<Locator> {
  await page.getByRole('textbox', { name: /^(Amount|Shares)$/ }).fill(amount);
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByTestId('order-preview').waitFor();
  await page.getByRole('button', { name: /^Place (buy|sell) order$/ }).click();
  await page.getByRole('button', { name: confirm }).click();
  const result = page.getByTestId('order-result');
  await result.waitFor();
  return result;
}
