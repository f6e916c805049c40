/**
 * CORS for the origins named in CORS_ORIGINS, and for no other (decision 012). Both CORS layers
 * (the API's and the real-time socket's) take this function rather than the list: given the list,
 * each refused an origin by leaving out Allow-Origin yet still sent Allow-Credentials and answered
 * its preflights; a function answering `false` makes them add no CORS header at all.
 */
export function namedOriginsOnly(origins: readonly string[]) {
  return (origin: string | undefined, callback: (error: Error | null, allow: string | false) => void) =>
    callback(null, origin !== undefined && origins.includes(origin) ? origin : false);
}
