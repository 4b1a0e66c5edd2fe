// The environment of the server process, given by `npm start`, the benchmarks and the
// end-to-end tests' server, so that what is measured and tested is what people run.
//
// NODE_ENV=production: React, which renders the pages on the server, loads its production build
// only when it is set; without it every page is rendered by React's development build, with its
// checks and warnings, and a category page serves ~30% fewer pages a second (200–227 against
// 295 req/s, measured side by side).
//
// glibc's allocator settings: libvips (sharp) decodes and encodes photos on its own threads in
// buffers of megabytes; with glibc's defaults each thread keeps an arena and the large buffers
// freed after one photo stay in the process, so its resident memory grows by hundreds of MB and
// never shrinks. Two arenas and a fixed mmap threshold (large buffers are mapped and unmapped,
// never kept) cut the peak of one photo by about a third (`npm run bench:images`). glibc reads
// them only at process start: they must be in the environment of the node process itself, not
// set from inside it.
export const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

export const SERVER_ENV = { NODE_ENV: 'production', ...ALLOCATOR_ENV };

// V8's old-space limit for an instance on a PostgreSQL server. On a large machine V8 lets its heap
// grow to gigabytes before collecting it thoroughly, and uploads staged in the database leave
// hundreds of MB of garbage that way (180 uploads finished at once: 466 MB at the peak, 394 MB
// with this limit; `npm run bench:upload-load`). What such an instance keeps alive is far less:
// the same run passes with 96 MB. The embedded database's instance holds about 125 MB of heap at
// rest, so it keeps V8's own limit.
const SERVER_DATABASE_HEAP_MB = 192;

/** The environment `env` with the server's settings, where it does not set them itself. */
export function withServerEnv(env = process.env) {
  const merged = { ...SERVER_ENV, ...env };
  const options = merged.NODE_OPTIONS ?? '';
  if (merged.DATABASE_URL && !options.includes('--max-old-space-size')) {
    merged.NODE_OPTIONS = `${options} --max-old-space-size=${SERVER_DATABASE_HEAP_MB}`.trim();
  }
  return merged;
}
