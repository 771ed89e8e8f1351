import { expect, type Locator, type Page } from '@playwright/test';
import { ShopApi } from './shop-api';

/**
 * The checkout's steps as a shopper completes them (storefront.md §4), for every journey that
 * places an order through /checkout: the storefront's checkout journeys and the account app's
 * order journeys. Each open step is recognised by its `data-step` and `data-display`.
 */

/** What a journey types where a step opens on a form (a shopper without saved details). */
export const NEW_ADDRESS = {
  firstName: 'An',
  lastName: 'Phạm Minh',
  addressLine1: '45 Lý Tự Trọng',
  ward: 'Phường Bến Thành',
  district: 'Quận 1',
  city: 'Thành phố Hồ Chí Minh',
} as const;

/**
 * A telephone number of the shopper's own (a number belongs to one account, accounts.md §8
 * 596): 09 and eight digits drawn from the e-mail, the same on every run.
 */
export function telephoneOf(email: string): string {
  let hash = 7;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `09${String(hash).padStart(8, '0')}`;
}

export interface StepChoices {
  /** The billing option to choose (its radio's accessible name); default: the preselected one, else payment on delivery. */
  billing?: RegExp;
}

/** Fills the open address form (storefront.md §4 address form state) with NEW_ADDRESS and sends it. */
export async function fillAddressForm(open: Locator): Promise<void> {
  const form = open.getByRole('form', { name: 'Địa chỉ mới' });
  await form.getByRole('textbox', { name: /^Tên/ }).fill(NEW_ADDRESS.firstName);
  await form.getByRole('textbox', { name: /^Họ/ }).fill(NEW_ADDRESS.lastName);
  await form.getByRole('textbox', { name: /^Số nhà, tên đường/ }).fill(NEW_ADDRESS.addressLine1);
  await form.getByRole('textbox', { name: /^Phường\/Xã/ }).fill(NEW_ADDRESS.ward);
  await form.getByRole('textbox', { name: /^Quận\/Huyện/ }).fill(NEW_ADDRESS.district);
  await form.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }).fill(NEW_ADDRESS.city);
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
}

/**
 * Goes through every step that opens (storefront.md §4 order) until the checkout is in review:
 * the first saved address (or a new one, confirmed), the number on file (or a new one), "no VAT
 * invoice", the first free express slot, empty delivery instructions, and the billing of
 * `choices` (else the preselected one, else payment on delivery).
 */
export async function completeOpenSteps(page: Page, choices: StepChoices = {}): Promise<void> {
  const main = page.getByRole('main');
  // The checkout loads its data after hydration: wait for its steps before looking for open ones.
  await expect(main.locator('[data-step]').first()).toBeVisible();
  await expect(page.locator('[data-display="saving"]')).toHaveCount(0);
  for (let guard = 0; guard < 12; guard += 1) {
    const open = main
      .locator(
        '[data-display="form"],[data-display="selection"],[data-display="confirm"],[data-display="list"]',
      )
      .first();
    if ((await open.count()) === 0) return;
    const name = await open.getAttribute('data-step');
    const display = await open.getAttribute('data-display');
    switch (name) {
      case 'address':
        if (display === 'form') await fillAddressForm(open);
        else if (display === 'confirm')
          await open.getByRole('button', { name: 'Xác nhận địa chỉ' }).click();
        else await open.getByRole('button', { name: 'Giao đến địa chỉ này' }).click();
        break;
      case 'telephone':
        if (display === 'form') {
          const { user } = await new ShopApi(page.request).session();
          await open
            .getByRole('textbox', { name: /^Số điện thoại/ })
            .fill(telephoneOf(user?.email ?? 'guest'));
          await open.getByRole('button', { name: 'Tiếp tục' }).click();
        } else {
          await open.getByRole('button', { name: 'Dùng số này' }).click();
        }
        break;
      case 'vat':
        await open.getByRole('button', { name: 'Không cần hoá đơn VAT' }).first().click();
        break;
      case 'express':
        await open.locator('input[type=radio]:not([disabled])').first().check();
        await open.getByRole('button', { name: 'Chọn khung giờ này' }).click();
        break;
      case 'standard':
        await open.getByRole('button', { name: 'Tiếp tục' }).click();
        break;
      case 'marketplace':
        await open.getByRole('button', { name: 'Tiếp tục' }).click();
        break;
      case 'billing':
        if (choices.billing) {
          await open.getByRole('radio', { name: choices.billing }).check();
        } else if ((await open.locator('input[name="billing"]:checked').count()) === 0) {
          // No default billing (a first order): payment on delivery.
          await open.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
        }
        await open.getByRole('button', { name: 'Dùng phương thức này' }).click();
        break;
      case 'loyalty':
        await open.getByRole('button', { name: 'Tôi chưa là thành viên' }).click();
        break;
      default:
        throw new Error(`unknown step ${name}`);
    }
    // The step left the view it was in (a form may go on to its confirm view).
    await expect(main.locator(`[data-step="${name}"][data-display="${display}"]`)).toHaveCount(0);
    await expect(page.locator('[data-display="saving"]')).toHaveCount(0);
  }
}
