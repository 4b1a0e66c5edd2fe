// Named to run after the lists', pages' and search journeys: the home published here (in Lucknow,
// which no other journey searches) would change the lists they read when their worker started.
// Messages between people (docs/product.md#messages-between-people): the list, a conversation,
// its unread state in the navigation, a reply arriving live, block and unblock.
import type { Browser, Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, expect, expectLoaded, navBar, test } from './support/fixtures';
import { publishByApi, signUpOwner } from './support/publishing';

/** The product's words, spelled apart from the app's catalogue on purpose. */
const say = {
  heading: 'Messages',
  list: 'Conversations',
  empty: 'No messages yet',
  unread: 'Unread',
  unreadLink: (count: number) => `Messages, ${count} unread`,
  reply: 'Reply',
  send: 'Send',
  emptyReply: 'Please write a message',
  block: (name: string) => `Block ${name}`,
  unblock: (name: string) => `Unblock ${name}`,
  blocked: 'This owner does not accept your messages',
  notFound: 'Page not found',
};

/** A page of its own browser context, signed up as `name` (a new account each run). */
async function personPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const user = await signUpOwner(page, name);
  return { page, user, close: () => context.close() };
}

/** The seeker writes to the owner about `listingId` through the API: the conversation's id. */
async function startConversation(page: Page, listingId: string, text: string) {
  const response = await page.request.post('/api/conversations', {
    data: { listingId, text },
    headers: { origin: await appOrigin(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const messagesLink = (page: Page, name: string) =>
  navBar(page).getByRole('link', { name, exact: true });

test.describe('messages', () => {
  test('a visitor on /messages signs in and comes back to the list', async ({ page }) => {
    const email = uniqueEmail('talking');
    const password = 'talking journeys 1';
    // The account exists; the page's browser is then signed out again.
    const created = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Tara Visitor', email, password },
      headers: { origin: await appOrigin(page) },
    });
    expect(created.status(), await created.text()).toBe(200);
    await page.context().clearCookies();

    await page.goto('/messages');
    await expect(page).toHaveURL(/\/sign-in\?next=\/messages$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Back on the list itself (not the sign-in page whose `next` names it).
    await expect(page).toHaveURL((url) => url.pathname === '/messages', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: say.heading })).toBeVisible();
    await expect(page.getByText(say.empty)).toBeVisible();
  });

  test('an owner reads a new conversation, replies live, blocks and unblocks', async ({
    page,
    browser,
  }, testInfo) => {
    // Two people in two browsers, a published home, axe on both pages.
    test.slow();
    await page.goto('/');
    await signUpOwner(page, 'Kavya Owner');
    const suffix = Math.random().toString(36).slice(2, 7);
    const listing = await publishByApi(page, {
      name: `Gomti Flat ${suffix}`,
      location: 'Hazratganj, Lucknow',
    });
    const seeker = await personPage(browser, 'Ravi Seeker');
    const id = await startConversation(seeker.page, listing.id, 'Is the flat still free?');

    // The owner's list: the conversation, unread, and the navigation says so.
    await page.goto('/messages');
    await expectLoaded(page);
    const item = page.getByRole('list', { name: say.list }).getByRole('link');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('href', `/messages/${id}`);
    for (const part of [listing.name, 'Ravi Seeker', 'Is the flat still free?', say.unread]) {
      await expect(item).toContainText(part);
    }
    await expect(messagesLink(page, say.unreadLink(1))).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo);

    // Opening it marks it read: the navigation's count goes.
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(page.getByRole('link', { name: listing.name })).toHaveAttribute(
      'href',
      `/category/rent/${listing.id}`,
    );
    await expect(page.getByText('Is the flat still free?')).toBeVisible();
    await expect(messagesLink(page, say.heading)).toBeVisible();

    // An empty reply sends nothing; a reply reaches the seeker's open page without a reload.
    await seeker.page.goto(`/messages/${id}`);
    await expect(seeker.page.getByText('Is the flat still free?')).toBeVisible();
    const send = page.getByRole('button', { name: say.send, exact: true });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(say.emptyReply)).toBeVisible();
    const box = page.getByRole('textbox', { name: say.reply });
    await box.fill('Yes, come on Sunday.');
    await send.click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(seeker.page.getByText('Yes, come on Sunday.', { exact: true })).toBeVisible({
      timeout: 10_000,
    });
    // Read out by itself, politely.
    await expect(seeker.page.locator('[aria-live="polite"]')).toHaveText(
      'New message from Kavya Owner: Yes, come on Sunday.',
    );
    await expectNoSeriousA11yViolations(page, testInfo);

    // Blocked: the seeker reads but cannot send; unblocked again.
    await page.getByRole('button', { name: say.block('Ravi Seeker') }).click();
    const unblock = page.getByRole('button', { name: say.unblock('Ravi Seeker') });
    await expect(unblock).toBeVisible();
    await seeker.page.reload();
    await expect(seeker.page.getByText(say.blocked)).toBeVisible();
    await expect(seeker.page.getByText('Yes, come on Sunday.', { exact: true })).toBeVisible();
    const refused = await seeker.page.request.post(`/api/conversations/${id}/messages`, {
      data: { text: 'Hello?' },
      headers: { origin: await appOrigin(seeker.page) },
    });
    expect(refused.status()).toBe(403);
    await unblock.click();
    await expect(page.getByRole('button', { name: say.block('Ravi Seeker') })).toBeVisible();
    await seeker.close();

    // Anyone else finds nothing there.
    const third = await personPage(browser, 'Nosy Neighbour');
    const response = await third.page.goto(`/messages/${id}`);
    expect(response?.status()).toBe(404);
    await expect(third.page.getByRole('heading', { name: say.notFound })).toBeVisible();
    await third.close();
  });
});
