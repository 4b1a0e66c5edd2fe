/** Runs at most `concurrency` tasks at once, in the order they were queued. */
export function createLimiter(concurrency: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running--;
    queue.shift()?.();
  };
  return function limit<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        task().then(resolve, reject).finally(release);
      };
      if (running < concurrency) start();
      else queue.push(start);
    });
  };
}
