/**
 * JSONP for the two calls the spec makes that way (the QR scan request and scan-get): a script
 * tag whose answer calls a one-off global callback. The tag and the callback are removed on an
 * answer, an error and a timeout alike.
 */
export interface JsonpOptions {
  /** Query parameters (the callback name is added). */
  params?: Record<string, string | number | undefined>;
  /** Milliseconds before the call fails with a TimeoutError. */
  timeout: number;
  /** The query parameter that names the callback. @default 'callback' */
  callbackParam?: string;
}

let sequence = 0;

type Callbacks = Record<string, ((body: unknown) => void) | undefined>;

export function jsonp(url: string, options: JsonpOptions): Promise<unknown> {
  const { params = {}, timeout, callbackParam = 'callback' } = options;
  const name = `__wbJsonp${Date.now().toString(36)}${(sequence++).toString(36)}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) query.set(key, String(value));
  query.set(callbackParam, name);
  const callbacks = window as unknown as Callbacks;
  const script = document.createElement('script');
  script.src = `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
  script.async = true;

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      const error = new Error(`JSONP ${url} timed out`);
      error.name = 'TimeoutError';
      reject(error);
    }, timeout);
    function cleanup() {
      clearTimeout(timer);
      script.remove();
      delete callbacks[name];
    }
    callbacks[name] = (body) => {
      cleanup();
      resolve(body);
    };
    script.onerror = () => {
      cleanup();
      reject(new TypeError(`JSONP ${url} failed to load`));
    };
    document.head.append(script);
  });
}
