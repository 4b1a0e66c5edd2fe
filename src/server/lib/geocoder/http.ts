import { GeocoderUnavailableError } from './geocoder';

/** GETs a JSON document; any network failure, timeout or non-2xx answer is GeocoderUnavailableError. */
export async function getJson(
  url: URL,
  options: { timeoutMs: number; headers?: Record<string, string>; service: string },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new GeocoderUnavailableError(
      timedOut
        ? `${options.service} did not answer within ${options.timeoutMs} ms`
        : `${options.service} could not be reached`,
      { cause: error },
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError(`${options.service} answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError(`${options.service} answered with invalid JSON`, {
      cause: error,
    });
  }
}
