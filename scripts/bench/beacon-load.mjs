// The views' beacon as many browsers send it: POST /api/listings/{id}/views at a fixed rate,
// each request from another person (a client address of its own, as nginx would forward it) to
// one of the given listings, with sendBeacon's text/plain body. And, to weigh it against, the
// cheapest request the app answers (GET /api/health/live) at the same rate.
import autocannon from 'autocannon';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** An address of 10.x.y.z from a number (16 million people). */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Sends `rate` requests a second over `connections`, each made by `setup(request)`, until
 * `stop()`, which resolves to how many were sent, answered `expected` or otherwise.
 */
function startAtRate({ origin, rate, connections, method, expected, setup }) {
  let sent = 0;
  const statuses = { expected: 0, other: 0 };
  const started = performance.now();
  let settle;
  const done = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  const instance = autocannon(
    {
      url: origin,
      connections,
      overallRate: rate,
      // Runs until stopped.
      duration: 3600,
      pipelining: 1,
      requests: [
        {
          method,
          setupRequest(request) {
            sent++;
            return setup(request);
          },
        },
      ],
    },
    (error, result) => (error ? settle.reject(error) : settle.resolve(result)),
  );
  instance.on('response', (_client, status) => {
    if (status === expected) statuses.expected++;
    else statuses.other++;
  });
  return {
    async stop() {
      instance.stop();
      const result = await done;
      const seconds = (performance.now() - started) / 1000;
      return {
        sent,
        answered: statuses.expected,
        other: statuses.other + result.errors + result.timeouts,
        seconds,
      };
    },
  };
}

/**
 * Beacons at `rate` a second. `people` distinct visitors are drawn from (each view a random one
 * of them, numbered from `firstPerson`, on a random listing); `pairs` collects every (listing,
 * person) sent, so a caller knows how many views the app must count.
 */
export function startBeacons({
  origin,
  listingIds,
  rate,
  connections = 20,
  people,
  firstPerson = 0,
  pairs,
}) {
  return startAtRate({
    origin,
    rate,
    connections,
    method: 'POST',
    expected: 204,
    setup(request) {
      const listingId = listingIds[Math.floor(Math.random() * listingIds.length)];
      const person = firstPerson + Math.floor(Math.random() * people);
      pairs?.add(`${listingId}|${person}`);
      request.path = `/api/listings/${listingId}/views`;
      request.headers = {
        ...request.headers,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': PHONE_BROWSER,
        'x-forwarded-for': addressOf(person),
      };
      request.body = '';
      return request;
    },
  });
}

/** GET /api/health/live at `rate` a second: what any request at that rate costs the app. */
export function startFloorLoad({ origin, rate, connections = 20 }) {
  return startAtRate({
    origin,
    rate,
    connections,
    method: 'GET',
    expected: 200,
    setup(request) {
      request.path = '/api/health/live';
      return request;
    },
  });
}
