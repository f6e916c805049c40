import type { DeviceKind } from '@quire/shared/messages/offline';
// With its extension: vite.config.ts loads this module (DEVICE_ID_KEY) before any bundler resolves it.
import { randomId } from '../random-id.ts';

/** Where the device's id is kept (local storage); read early by src/boot.ts too. */
export const DEVICE_ID_KEY = 'quire-device-id';

let cachedId: string | null = null;

/** A random id this browser keeps for itself (local storage), so saves can say which device made them. */
export function deviceId(): string {
  if (cachedId) return cachedId;
  let id: string;
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    id = stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored) ? stored : randomId();
    if (id !== stored) localStorage.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Storage refused (private mode): one id for this page's life.
    id = randomId();
  }
  cachedId = id;
  return id;
}

/** Phone, tablet or computer, from the user agent (iPadOS reports itself as a Mac with touch). */
export function deviceKind(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints ?? 0,
): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'phone' : 'tablet';
  if (/iPhone|iPod|Mobile|Windows Phone/i.test(userAgent)) return 'phone';
  if (/Macintosh/i.test(userAgent) && touchPoints > 1) return 'tablet';
  return 'computer';
}
