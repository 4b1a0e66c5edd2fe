// The baseline of the upload benchmark: a bare node:http server that takes a whole file in one
// PUT and writes the body to a file, answering 204 once it is written (and deleting it after the
// answer, as the app drops its staged upload). GET /health answers 200.
//
//   DIR=… PORT=… node scripts/bench/put-server.mjs
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.DIR;
const port = Number(process.env.PORT);
if (!dir || !port) throw new Error('DIR and PORT are required');
let next = 0;

const server = http.createServer(async (req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (req.method !== 'PUT') {
    res.writeHead(405).end();
    return;
  }
  const file = path.join(dir, `put-${next++}`);
  try {
    await pipeline(req, createWriteStream(file));
    res.writeHead(204).end();
  } catch {
    res.writeHead(500).end();
  }
  await unlink(file).catch(() => {});
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
