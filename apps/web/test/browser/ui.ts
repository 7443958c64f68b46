import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A button's accessible name: antd puts a space between the two characters of a Chinese label, and an
 * icon before it adds its own name.
 */
export const label = (text: string) => new RegExp(`(?:^|\\s)${[...text].join('\\s?')}\\s*$`);

export const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: label(text) });

/**
 * The page of the tab in front (hidden tabs stay mounted to keep their state): the one of the current
 * address, once it shows, since the address changes a moment before the page is drawn.
 */
export const activePane = (page: Page) =>
  page.locator(`.shell-pane[data-path="${new URL(page.url()).pathname}"]:not([hidden])`);

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

export const dialog = (page: Page) => page.locator('.ant-modal:visible').last();

/** The open dialog once it has finished zooming in: a click during the zoom can land beside its button. */
export async function settledDialog(page: Page) {
  const d = dialog(page);
  await expect.poll(async () => (await d.getAttribute('class')) ?? 'ant-zoom').not.toContain('ant-zoom');
  return d;
}

export const sidebar = (page: Page) => page.locator('.ant-pro-sider');

/**
 * Clicks something in the header once no toast covers it: a toast pauses while the pointer rests on it, so a
 * click aimed through one would wait on it for ever. The pointer is first moved away for the toast to go.
 */
export async function clickInHeader(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(5, 890);
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 }).toBe(0);
  await target.click();
}

/**
 * Chooses an entry of the account menu until `shows` appears: on a loaded machine a click can reach the menu
 * while it still slides in and be lost.
 */
export async function chooseInAccountMenu(page: Page, entry: RegExp, shows: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await shows.isVisible()) return true;
        await page.getByTestId('account-menu').hover();
        await page
          .getByRole('menuitem', { name: entry })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return shows.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}

/**
 * Opens a sidebar entry through its group, as a person would: again if the click was lost while the menu
 * redrew or slid open, until the entry shows as the page open.
 */
export async function openFromSidebar(page: Page, group: string, item: string): Promise<void> {
  const menu = sidebar(page);
  const title = menu.locator('.ant-menu-submenu-title', { hasText: group }).first();
  const leaf = menu.getByRole('menuitem', { name: item, exact: true });
  const opened = async () =>
    ((await leaf.getAttribute('class', { timeout: 1000 }).catch(() => '')) ?? '').includes('ant-menu-item-selected');
  for (let attempt = 0; ; attempt++) {
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    try {
      await leaf.click({ timeout: 5000 });
      // polled by hand: this also runs in beforeAll, where expect.poll may not
      for (let waited = 0; !(await opened()); waited += 100) {
        if (waited >= 5000) throw new Error(`the sidebar entry ${item} did not open`);
        await page.waitForTimeout(100);
      }
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

export const tableRows = (page: Page) => activePane(page).locator('.ant-table-tbody tr.ant-table-row');

/** The "more" button of a row, under which its further actions fold. */
export const moreButton = (row: Locator) => row.locator('.row-actions-more');

/** Clicks one of a row's actions: its link, or the entry under the row's "more". */
export async function clickRowAction(page: Page, row: Locator, text: string): Promise<void> {
  const link = button(row, text);
  if ((await link.count()) > 0) return link.first().click();
  await moreButton(row).first().click();
  // a click while the menu still slides in can be lost: the menu first, once it stands still
  const menu = page.locator('.ant-dropdown:visible').last();
  await expect
    .poll(async () => (await menu.getAttribute('class')) ?? 'ant-slide-up-enter')
    .not.toMatch(/-(enter|appear)/);
  await menu.getByRole('menuitem', { name: label(text) }).click();
}

/** A row's actions as offered: the links, then the entries under "more" (the menu is closed again). */
export async function rowActionNames(page: Page, row: Locator): Promise<{ links: string[]; more: string[] }> {
  const links = (await row.locator('.row-actions > button:not(.row-actions-more)').allInnerTexts()).map((t) =>
    t.replace(/\s+/g, ''),
  );
  if ((await moreButton(row).count()) === 0) return { links, more: [] };
  await moreButton(row).first().click();
  const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu');
  await expect.poll(() => menu.getByRole('menuitem').count()).toBeGreaterThan(0);
  const more = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return { links, more };
}

/**
 * Chooses English in the header's language menu. A click while the menu still slides in can be lost, so it
 * chooses again until the page says it is in English.
 */
export async function switchToEnglish(page: Page): Promise<void> {
  const english = page.getByRole('menuitem', { name: 'English' });
  for (let attempt = 0; ; attempt++) {
    if (!(await english.isVisible()))
      await page
        .getByRole('button', { name: /语言|Language/ })
        .first()
        .click();
    await english.click();
    try {
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 5000 }).toBe('en');
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

/**
 * Picks a choice of a select in a form, typing to narrow the list as a person would, until the select shows
 * it: on a busy machine a click can land while the list is still being filled, and is then lost.
 */
export async function chooseOption(page: Page, form: Locator, label: string, option: string): Promise<void> {
  const input = form.getByLabel(label, { exact: true });
  const select = input.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await pickInSelect(page, select, option, input);
}

/** Picks a choice of this select (typing it into `input` first, where given) until the select shows it. */
export async function pickInSelect(page: Page, select: Locator, option: string, input?: Locator): Promise<void> {
  const shown = () =>
    select
      .locator('.ant-select-selection-item')
      .first()
      .innerText({ timeout: 500 })
      .catch(() => '');
  await expect
    .poll(
      async () => {
        if ((await shown()).includes(option)) return true;
        await select.click({ timeout: 5000 }).catch(() => undefined);
        if (input) await input.fill(option, { timeout: 5000 }).catch(() => undefined);
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: option })
          .first()
          .click({ timeout: 5000 })
          .catch(() => undefined);
        return (await shown()).includes(option);
      },
      { timeout: 40_000 },
    )
    .toBe(true);
}
