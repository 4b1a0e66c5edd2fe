import type { Page } from '@playwright/test';
import {
  asProviderIdentity,
  demoOwnerPassword,
  latestMailTo,
  uniqueEmail,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { detailPath, expect, expectLoaded, test, toast } from './support/fixtures';

/** The product's texts (docs/product.md#messages), spelled apart from the app's catalogue on purpose. */
const say = {
  userNotFound: "User doesn't exist in the database !!!",
  wrongPassword: 'Entered password is incorrect !!!',
  resetSent: 'Email was sucessfully sent for password reset in your email address.',
  contactOwner: 'Contact Land Owner',
  socialFailed: 'Unable to login using Google sign in. Please try other log in methods.',
};

const demoOwner = 'asha@demo.homestead.test';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

const profileHeading = (page: Page) => page.getByRole('heading', { name: 'My Profile' });

test.describe('account pages: accessibility (axe, no serious or critical violation)', () => {
  for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=x']) {
    test(path, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLoaded(page);
      await expectNoSeriousA11yViolations(page, testInfo);
    });
  }
});

test.describe('signed out', () => {
  test('protected pages send the visitor to /sign-in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/sign-in');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

// Sign-in, sign-up and reset requests count against a limit of 10 a minute per address: the
// journeys run once (desktop) and make 8 such requests; /profile is checked at both sizes there.
test.describe('account journeys', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the journeys run once, in the desktop project');
  });

  test('sign up, change the name, log out', async ({ page }, testInfo) => {
    const email = uniqueEmail('signup');
    await signUp(page, 'Meera Nair', email, 'first password 1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Explore' })).toBeVisible();

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(profileHeading(page)).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await expect(name).toHaveValue('Meera Nair');
    await expect(emailField).toHaveValue(email);
    await expect(name).not.toBeEditable();
    await expect(page.getByText('Personal Data')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sell or Rent your home' })).toHaveAttribute(
      'href',
      '/create-listing',
    );
    await expect(page.getByRole('heading', { name: 'Your Listings' })).toBeVisible();
    await expectLoaded(page);
    await expectNoSeriousA11yViolations(page, testInfo);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, testInfo);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'change' }).click();
    await expect(name).toBeEditable();
    await expect(emailField).not.toBeEditable();
    await name.fill('Meera K. Nair');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'done' }).click();
    expect((await saved).status()).toBe(200);
    await expect(name).not.toBeEditable();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera K. Nair');

    await page.getByRole('button', { name: 'Log me out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('sign in: unknown e-mail, wrong password, then success; the owner is not offered to contact themselves', async ({
    page,
    catalog,
  }) => {
    await signIn(page, uniqueEmail('nobody'), 'whatever password');
    await expect(toast(page, say.userNotFound)).toBeVisible();
    await signIn(page, demoOwner, 'not the password');
    await expect(toast(page, say.wrongPassword)).toBeVisible();
    await signIn(page, demoOwner, demoOwnerPassword(demoOwner));
    await expect(page).toHaveURL(/\/$/);

    const owner = await page.request.get('/api/auth/get-session');
    const ownerId = ((await owner.json()) as { user: { id: string } }).user.id;
    const own = catalog.all.find((listing) => listing.userRef === ownerId)!;
    const other = catalog.all.find((listing) => listing.userRef !== ownerId)!;
    await page.goto(detailPath(own));
    await expect(page.getByRole('heading', { name: own.name })).toBeVisible();
    await expectLoaded(page);
    await expect(page.getByRole('link', { name: say.contactOwner })).toHaveCount(0);
    await page.goto(detailPath(other));
    await expect(page.getByRole('link', { name: say.contactOwner })).toBeVisible();

    await page.goto('/profile');
    // The card (the statistics link beside it is named for the home too, without its text).
    await expect(
      page.getByRole('link', { name: own.name }).filter({ hasText: own.name }),
    ).toBeVisible();
  });

  test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
    const email = uniqueEmail('reset');
    await signUp(page, 'Kabir Rao', email, 'old password 1');
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, say.resetSent)).toBeVisible();

    const mail = await latestMailTo(page.request, email);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('new password 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('alert').first()).toBeVisible();

    await signIn(page, email, 'old password 1');
    await expect(toast(page, say.wrongPassword)).toBeVisible();
    await signIn(page, email, 'new password 2');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(profileHeading(page)).toBeVisible();
  });

  test('social sign-in through the OpenID Connect provider, in a popup', async ({ page }) => {
    const email = uniqueEmail('oidc');
    const identity = { sub: `sub-${email}`, email, name: 'Oidc Person' };
    await asProviderIdentity(page.request, identity, async () => {
      await page.goto('/sign-in');
      const opened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      const popup = await opened;
      // The popup may finish and close before a 'close' listener could be attached: poll instead.
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
      await expect.poll(() => popup.isClosed()).toBe(true);
    });
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Oidc Person');
  });

  test('closing the sign-in popup before signing in says so, and the visitor stays signed out', async ({
    page,
  }) => {
    // The popup stops at a page of its own, as a provider's account chooser would, instead of
    // going on to the provider (which signs in at once here). Routed on the context: the popup
    // is another page of it.
    await page
      .context()
      .route('**/api/auth/oauth-popup/start?**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Choose an account</title>' }),
      );
    await page.goto('/sign-in');
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await opened;
    await expect(popup).toHaveTitle('Choose an account');
    await popup.close();
    await expect(toast(page, say.socialFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('social sign-in falls back to a full redirect when popups are blocked', async ({ page }) => {
    const email = uniqueEmail('redirect');
    // A popup blocker: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    let popups = 0;
    page.on('popup', () => (popups += 1));
    const identity = { sub: `sub-${email}`, email, name: 'Redirect Person' };
    await asProviderIdentity(page.request, identity, async () => {
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    });
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    expect(popups).toBe(0);
  });
});
