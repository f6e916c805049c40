import { describe, expect, it } from 'vitest';
import { deviceId, deviceKind } from './device';

describe('this device', () => {
  it('names phones, tablets and computers from the user agent', () => {
    expect(deviceKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 5)).toBe(
      'phone',
    );
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 5)).toBe('phone');
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36', 5)).toBe('tablet');
    expect(deviceKind('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 5)).toBe('tablet');
    expect(deviceKind('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('tablet');
    expect(deviceKind('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/130', 0)).toBe('computer');
    expect(deviceKind('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 0)).toBe('computer');
  });

  it('keeps one random id', () => {
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem('quire-device-id')).toBe(id);
  });
});
