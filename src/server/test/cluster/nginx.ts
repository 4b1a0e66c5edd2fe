import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Debian's nginx (apt-get install nginx), or NGINX_PATH. */
export const nginxPath = () => process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Why nginx cannot run here, or null when it can. */
export function nginxUnavailable(): string | null {
  const probe = spawnSync(nginxPath(), ['-v'], { encoding: 'utf8' });
  if (probe.error) return `${nginxPath()} not found: apt-get install -y nginx, or set NGINX_PATH`;
  return null;
}

/**
 * The balancer's configuration: round robin over the instances, no stickiness, and what an
 * upload needs (bodies streamed to the app as they arrive, 12 MB, slow phones). A connection
 * refused (an instance stopping or dead) is retried on the next instance, POSTs included, as
 * nothing was sent; the live channel's events pass unbuffered. docs/operations.md shows the
 * same for production.
 */
export function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  return `
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format balancer '$status $upstream_status $upstream_addr $request_method $uri $request_time';
  access_log ${dir}/access.log balancer;
  upstream homestead {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    # Each instance's /metrics is for the scraper that asks it directly, never the public.
    location = /metrics {
      return 404;
    }
    # The live channel (server-sent events): each event passed on as it is written, and a read
    # timeout above the app's 25 s heartbeat.
    location = /api/me/events {
      proxy_pass http://homestead;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_cache off;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 75s;
    }
    location / {
      proxy_pass http://homestead;
      proxy_http_version 1.1;
      proxy_request_buffering off;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_send_timeout 120s;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  /** Lines of the access log: "status upstream_status upstream method uri seconds". */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts nginx in the foreground, one process, balancing `port` over `upstreams` (host:port). */
export async function startNginx(dir: string, port: number, upstreams: string[]): Promise<Nginx> {
  await mkdir(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, upstreams));
  const child = spawn(
    nginxPath(),
    ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off; master_process off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || tries > 100) throw new Error('nginx did not start');
    await sleep(100);
  }
  return {
    url,
    async accessLog() {
      const text = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
      return text.split('\n').filter(Boolean);
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}
