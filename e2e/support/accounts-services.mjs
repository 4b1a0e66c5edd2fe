// The outside services the account journeys need, started before the app by the end-to-end
// setup: an SMTP server that keeps every mail it receives, and an OpenID Connect provider
// (oauth2-mock-server) that signs in whoever the tests name. A small HTTP endpoint lets the
// tests read the mail (GET /mail?to=…), set the provider's identity (POST /identity) and let it
// go (POST /identity/release).
//
// Usage: node e2e/support/accounts-services.mjs   (ports from E2E_SMTP_PORT, E2E_OIDC_PORT,
// E2E_SERVICES_PORT)
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';

const host = '127.0.0.1';
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const oidcPort = Number(process.env.E2E_OIDC_PORT);
const servicesPort = Number(process.env.E2E_SERVICES_PORT);

/** @type {{to: string, subject: string, text: string}[]} */
const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text;
        mails.push({
          to: (to ?? '').toLowerCase(),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, host, resolve));

let identity = {
  sub: 'oidc-e2e-default',
  email: 'oidc-default@example.test',
  name: 'Oidc Default',
};
// One provider serves every worker: a test holds the identity it set until it releases it (or
// HOLD_MS pass), and a test that sets another meanwhile waits, so that no sign-in of one test
// receives the identity of another running at the same time.
const HOLD_MS = 20_000;
/** @type {NodeJS.Timeout | null} */
let held = null;
/** @type {(() => void)[]} */
const waiting = [];
function release() {
  if (held) clearTimeout(held);
  held = null;
  waiting.shift()?.();
}
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(oidcPort, host);
// The same subject in the ID token and in userinfo, as a real provider has.
provider.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { ...identity, email_verified: true });
});
provider.service.on('beforeUserinfo', (response) => {
  response.body = { ...identity, email_verified: true };
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const json = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/health') return json(200, { status: 'ok' });
  if (request.method === 'GET' && url.pathname === '/mail') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    return json(
      200,
      mails.filter((mail) => mail.to.includes(to)),
    );
  }
  if (request.method === 'POST' && url.pathname === '/identity') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const take = () => {
        identity = JSON.parse(body);
        held = setTimeout(release, HOLD_MS);
        json(200, identity);
      };
      if (held) waiting.push(take);
      else take();
    });
    return;
  }
  if (request.method === 'POST' && url.pathname === '/identity/release') {
    release();
    return json(200, {});
  }
  json(404, { error: 'not found' });
});
await new Promise((resolve) => api.listen(servicesPort, host, resolve));

const stop = async () => {
  api.close();
  smtp.close();
  await provider.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
