import { latestMailTo, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { text } from './support/contract';
import {
  appOrigin,
  detailPath,
  expect,
  expectLoaded,
  fetchUser,
  onPhone,
  test,
  toast,
  type Catalog,
} from './support/fixtures';
import { signUpOwner } from './support/publishing';

/** docs/product.md#messages-between-people, spelled apart from the app's catalogue on purpose. */
const say = {
  sendOnSite: 'Send on Homestead',
  sent: 'Message sent',
  openConversation: 'Open conversation',
  empty: 'Please write a message',
  dailyLimit: 'You have contacted many owners today. Please try again tomorrow.',
  mailSubject: (name: string) => `New message about ${name}`,
};

const PASSWORD = 'talking contact pass 1';

/** A demo home for rent (no journey changes them), the `nth` of those listed. */
const demoHome = (catalog: Catalog, nth = 0) =>
  catalog.demo.filter((home) => home.status === 'listed')[nth]!;

/** The contact page "Contact Land Owner" opens for `home`. */
const contactPathOf = (home: { userRef: string; name: string; id: string }) =>
  `/contact/${home.userRef}?listingName=${encodeURIComponent(home.name)}&listingId=${home.id}`;

test.describe('talking to an owner from the contact page', () => {
  test('a visitor types, signs up on the way, comes back with the message typed and sends it; the owner is mailed', async ({
    page,
    catalog,
    request,
  }, testInfo) => {
    // Each project its own home, so that each run's conversation and mail are its own.
    const home = demoHome(catalog, onPhone(testInfo) ? 1 : 2);
    const owner = await fetchUser(request, home.userRef);
    await page.goto(detailPath(home));
    await expectLoaded(page);
    await page.getByRole('link', { name: text.contactOwner, exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/.+listingId=/);
    await expectLoaded(page);

    const box = page.getByRole('textbox', { name: text.contact.message, exact: true });
    const send = page.getByRole('button', { name: say.sendOnSite, exact: true });
    // The spec's mail link stays beside it.
    await expect(page.getByRole('link', { name: text.contact.send, exact: true })).toBeVisible();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(say.empty, { exact: true })).toBeVisible();

    const message = `Is ${home.name} free from next month? (${testInfo.project.name} ${Date.now()})`;
    await box.fill(message);
    await send.click();
    await expect(page).toHaveURL(/\/sign-in\?next=\/contact\//);
    await page.getByRole('link', { name: 'Sign Up Instead' }).click();
    const email = uniqueEmail('talker');
    await page.getByRole('textbox', { name: 'Name' }).fill('Tara Talker');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Back, the message still typed and not sent: the person presses again.
    await expect(page).toHaveURL(/\/contact\/.+listingId=/);
    await expect(box).toHaveValue(message);
    await expect(page.getByRole('link', { name: say.openConversation })).toHaveCount(0);
    await send.click();
    await expect(toast(page, say.sent)).toBeVisible();
    const open = page.getByRole('link', { name: say.openConversation, exact: true });
    await expect(open).toHaveAttribute('href', /^\/messages\/[0-9a-f-]{36}$/);

    const mail = await latestMailTo(request, owner.email, {
      subject: say.mailSubject(home.name),
      timeout: 30_000,
    });
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('Tara Talker');
    expect(mail.text).not.toContain(email);
  });

  test('the eleventh new conversation of a day shows the limit', async ({ page, catalog }) => {
    await page.goto('/');
    await signUpOwner(page, 'Busy Seeker');
    const origin = await appOrigin(page);
    const homes = catalog.demo.filter((home) => home.status === 'listed').slice(10, 21);
    expect(homes.length).toBe(11);
    for (const home of homes.slice(0, 10)) {
      const response = await page.request.post('/api/conversations', {
        data: { listingId: home.id, text: `Hello about ${home.name}` },
        headers: { origin },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await page.goto(contactPathOf(homes[10]!));
    await expectLoaded(page);
    await page
      .getByRole('textbox', { name: text.contact.message, exact: true })
      .fill('One more owner, please');
    await page.getByRole('button', { name: say.sendOnSite, exact: true }).click();
    await expect(page.getByText(say.dailyLimit, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: say.openConversation })).toHaveCount(0);
  });

  test('the contact page with "Send on Homestead" has no serious accessibility issue', async ({
    page,
    catalog,
  }, testInfo) => {
    await page.goto(contactPathOf(demoHome(catalog)));
    await expectLoaded(page);
    await expect(page.getByRole('button', { name: say.sendOnSite, exact: true })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, testInfo);
  });
});
