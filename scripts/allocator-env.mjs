// glibc's allocator settings for the server process. libvips (sharp) decodes and encodes photos
// on its own threads in buffers of megabytes; with glibc's defaults each thread keeps an arena
// and the large buffers freed after one photo stay in the process, so its resident memory grows
// by hundreds of MB and never shrinks. Two arenas and a fixed mmap threshold (large buffers are
// mapped and unmapped, never kept) cut the peak of one photo by about a third
// (`npm run bench:images`). glibc reads them only at process start: they must be in the
// environment of the node process itself, not set from inside it.
export const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** The environment `env` with the allocator settings, where it does not set them itself. */
export function withAllocatorEnv(env = process.env) {
  return { ...ALLOCATOR_ENV, ...env };
}
