/**
 * A random id for what the app names itself (a write's Idempotency-Key, a queued write, this
 * device): a UUID where the browser has randomUUID (secure pages only), else a random string that
 * serves the same purpose.
 */
export const randomId = (): string =>
  crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
