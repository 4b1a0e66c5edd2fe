import pg from 'pg';

/** Runs `work` with a client connected to `url`, and ends the connection however it went. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
