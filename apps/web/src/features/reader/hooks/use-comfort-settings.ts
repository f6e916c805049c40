import { type ReaderSettings, storedReaderSettingsSchema } from '@quire/shared/schemas/reader';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { type ReaderSettingsChange, useReaderSettings } from './use-reader-settings';

const DEVICE_SETTINGS_KEY = 'quire.reader.device-settings';

function readDeviceSettings(): ReaderSettings | null {
  try {
    const stored = localStorage.getItem(DEVICE_SETTINGS_KEY);
    return stored === null ? null : storedReaderSettingsSchema.parse(JSON.parse(stored));
  } catch {
    return null;
  }
}

function writeDeviceSettings(settings: ReaderSettings | null) {
  try {
    if (settings) localStorage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify(settings));
    else localStorage.removeItem(DEVICE_SETTINGS_KEY);
  } catch {
    // Storage refused (private mode): the override lasts for this visit.
  }
}

/**
 * The reader settings with an optional per-device override: while "Only on this device" is on,
 * this device keeps its own complete copy in localStorage (it wins over the synced settings and
 * changes stay here); turning it off drops the copy and the synced settings apply again.
 */
export function useDeviceReaderSettings() {
  const synced = useReaderSettings();
  const [device, setDevice] = useState<ReaderSettings | null>(readDeviceSettings);

  // Another tab of this device changed the override: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DEVICE_SETTINGS_KEY) setDevice(readDeviceSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const update = useCallback(
    (change: ReaderSettingsChange) => {
      if (!device) {
        synced.update(change);
        return;
      }
      setDevice((current) => {
        if (!current) return current;
        const patch = typeof change === 'function' ? change(current) : change;
        const next = storedReaderSettingsSchema.parse({ ...current, ...patch });
        writeDeviceSettings(next);
        return next;
      });
    },
    [device, synced.update],
  );

  const setDeviceOnly = useCallback(
    (on: boolean) => {
      const next = on ? { ...synced.settings } : null;
      writeDeviceSettings(next);
      setDevice(next);
    },
    [synced.settings],
  );

  return {
    settings: device ?? synced.settings,
    isReady: synced.isReady,
    update,
    deviceOnly: device !== null,
    setDeviceOnly,
  };
}

/** The per-device switch for the settings panel, provided by the reader around everything it draws. */
export const DeviceOnlyContext = createContext<{
  deviceOnly: boolean;
  setDeviceOnly: (on: boolean) => void;
} | null>(null);
export const useDeviceOnly = () => useContext(DeviceOnlyContext);
