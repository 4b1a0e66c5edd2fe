import { contactMailto, text } from './support/contract';
import { expect, expectLoaded, fetchUser, test, toast } from './support/fixtures';

test.describe('contact', () => {
  test('shows the landlord and builds the mailto link from the typed message', async ({
    page,
    request,
    catalog,
  }) => {
    const listing = catalog.all.find((l) => /[^A-Za-z0-9 ]|\s/.test(l.name)) ?? catalog.all[0]!;
    const landlord = await fetchUser(request, listing.userRef);
    await page.goto(`/contact/${listing.userRef}?listingName=${encodeURIComponent(listing.name)}`);
    await expectLoaded(page);
    await expect(
      page.getByRole('heading', { name: text.contact.heading, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(text.contact.landlord(landlord.name), { exact: true }),
    ).toBeVisible();

    const message = "Hello! Is it still available? I'd visit on Sunday & pay 10% now.\nThanks";
    const box = page.getByRole('textbox', { name: text.contact.message, exact: true });
    await box.fill(message);
    await expect(box).toHaveValue(message);

    const send = page.getByRole('link', { name: text.contact.send, exact: true });
    await expect(send).toBeVisible();
    await expect(send).toHaveAttribute(
      'href',
      contactMailto(landlord.email, listing.name, message),
    );
  });

  test('an unknown landlord shows the error toast', async ({ page }) => {
    await page.goto('/contact/no-such-user?listingName=Anything');
    await expect(toast(page, text.contact.failed)).toBeVisible({ timeout: 15_000 });
    await expectLoaded(page);
  });
});
