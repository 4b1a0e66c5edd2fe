// A person for the benchmarks that act signed in, made through the API as a person signs up.
import { randomUUID } from 'node:crypto';

/** Signs `name` up at `origin`: their id and the Cookie header of their session. */
export async function signUpPerson(origin, name) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}@bench.example`;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'correct horse battery' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: (await response.json()).user.id, cookie };
}
