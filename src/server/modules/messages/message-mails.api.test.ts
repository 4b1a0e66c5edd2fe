import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { messagesApi } from '../../test/messages';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';

const PUBLIC_URL = 'https://homes.example';

let t: TestContext;
let smtp: SmtpSink;
let api: ReturnType<typeof messagesApi>;
const clock = testClock('2026-12-01T04:30:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { clock });
  api = messagesApi(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Lets the mails sent at once arrive, then runs the delivery job as a poll would. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t.app.runDueJobs();
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const mailsTo = (user: SignedUpUser) =>
  smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(user.email));

async function pair(label: string) {
  const [owner, seeker] = await Promise.all([
    signUp(t, { name: `Owner ${label}` }),
    signUp(t, { name: `Seeker ${label}` }),
  ]);
  const listing = await insertListing(t.database.db, owner.id, { name: `Home of ${label}` });
  return { owner, seeker, listing };
}

describe('the mail of a new message', () => {
  it('goes to the recipient at once: the listing, the sender’s name, the text (escaped) and the link, never the sender’s address', async () => {
    const { owner, seeker, listing } = await pair('Anita');
    const start = await api.start(seeker, listing.id, 'Hello <b>Anita</b> & family,\nis it free?');
    const { id } = start.json<{ id: string }>();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('New message about Home of Anita');
    expect(mail.text).toContain('Seeker Anita');
    expect(mail.text).toContain('Hello <b>Anita</b> & family,');
    expect(mail.text).toContain('is it free?');
    expect(mail.text).toContain(`${PUBLIC_URL}/messages/${id}`);
    expect(mail.html).toContain('Hello &lt;b&gt;Anita&lt;/b&gt; &amp; family,');
    expect(mail.html).not.toContain('<b>Anita</b>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/messages/${id}"`);
    const raw = JSON.stringify({ headers: [...mail.headers], text: mail.text, html: mail.html });
    expect(raw).not.toContain(seeker.email);
    expect(mail.replyTo).toBeUndefined();
    expect(JSON.stringify(mail.from)).not.toContain(seeker.email);
    expect(mailsTo(seeker)).toHaveLength(0);
  });

  it('is sent once per unread streak: later messages wait until the recipient opens the conversation', async () => {
    const { owner, seeker, listing } = await pair('Bala');
    const { id } = (await api.start(seeker, listing.id, 'First')).json<{ id: string }>();
    await api.start(seeker, listing.id, 'Second, through the listing again');
    await api.send(seeker, id, 'Third');
    await settle();
    expect(mailsTo(owner)).toHaveLength(1);

    // The owner replies: the seeker's streak starts, mailed once.
    await api.send(owner, id, 'Reply one');
    await api.send(owner, id, 'Reply two');
    await settle();
    expect(mailsTo(seeker)).toHaveLength(1);
    expect(mailsTo(seeker)[0]!.subject).toBe('New message about Home of Bala');
    expect(mailsTo(seeker)[0]!.text).toContain('Owner Bala');
    expect(mailsTo(seeker)[0]!.text).toContain('Reply one');

    // Replying marked the owner's side read: the seeker's next message is a new streak.
    await api.send(seeker, id, 'Fourth');
    await settle();
    expect(mailsTo(owner)).toHaveLength(2);
    await api.send(seeker, id, 'Fifth');
    await settle();
    expect(mailsTo(owner)).toHaveLength(2);
    // Opening it ends the streak.
    expect((await api.read(owner, id)).statusCode).toBe(204);
    await api.send(seeker, id, 'Sixth');
    await settle();
    expect(mailsTo(owner)).toHaveLength(3);
    expect(mailsTo(owner)[2]!.text).toContain('Sixth');
  });

  it('is sent once when a streak’s messages arrive at the same moment, and every one is kept', async () => {
    const { owner, seeker, listing } = await pair('Farah');
    const { id } = (await api.start(seeker, listing.id, 'First')).json<{ id: string }>();
    await settle();
    expect((await api.read(owner, id)).statusCode).toBe(204);
    const texts = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    const answers = await Promise.all(texts.map((text) => api.send(seeker, id, text)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(texts.map(() => 201));
    await settle();
    expect(mailsTo(owner)).toHaveLength(2);
    const thread = (await api.get(owner, id)).json<{ messages: { text: string }[] }>();
    expect(thread.messages.map((message) => message.text).sort()).toEqual(
      [...texts, 'First'].sort(),
    );
    expect((await api.unread(owner)).json()).toEqual({ unreadCount: 1 });
  });

  it('is written in the recipient’s language: Hindi words and a link under /hi', async () => {
    const { owner, seeker, listing } = await pair('Chetan');
    expect((await api.language(owner, 'hi')).statusCode).toBe(204);
    const { id } = (await api.start(seeker, listing.id, 'Namaste')).json<{ id: string }>();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Home of Chetan के बारे में नया संदेश');
    expect(mail.text).toContain('बातचीत खोलें');
    expect(mail.text).toContain(`${PUBLIC_URL}/hi/messages/${id}`);
    expect(mail.text).toContain('Namaste');
  });

  it('is not sent to a person who turned message mails off, and is again once turned on', async () => {
    const { owner, seeker, listing } = await pair('Devika');
    expect((await api.mails(owner, false)).json()).toMatchObject({ messageMails: false });
    const { id } = (await api.start(seeker, listing.id, 'Quietly')).json<{ id: string }>();
    await api.send(seeker, id, 'Still quiet');
    await settle();
    expect(mailsTo(owner)).toHaveLength(0);
    await api.mails(owner, true);
    await api.send(seeker, id, 'Now heard');
    await settle();
    expect(mailsTo(owner)).toHaveLength(1);
    expect(mailsTo(owner)[0]!.text).toContain('Now heard');
  });

  it('is recorded once even when the delivery runs again, and nothing is mailed to the sender', async () => {
    const { owner, seeker, listing } = await pair('Esha');
    await api.start(seeker, listing.id, 'Once');
    await settle();
    await settle();
    expect(mailsTo(owner)).toHaveLength(1);
    expect(mailsTo(seeker)).toHaveLength(0);
  });
});
