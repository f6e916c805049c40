import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { type ReaderSettingsChange, useReaderSettings } from './use-reader-settings';

const DEVICE_SETTINGS_KEY = 'quire.reader.device-settings';

/**
 * Stored settings are read through the shared schema (old or partial copies fall back field by
 * field). It is loaded only when a device copy exists: most readers have none, and the schema
 * library is not worth loading before the first chapter shows.
 */
type SettingsSchema = typeof import('@quire/shared/schemas/reader').storedReaderSettingsSchema;
let loadedSchema: SettingsSchema | undefined;
const settingsSchema = async (): Promise<SettingsSchema> => {
  loadedSchema ??= (await import('@quire/shared/schemas/reader')).storedReaderSettingsSchema;
  return loadedSchema;
};

async function parseSettings(value: unknown): Promise<ReaderSettings | null> {
  try {
    return (await settingsSchema()).parse(value);
  } catch {
    return null;
  }
}

/** This device's own copy as stored (not yet checked), or null. */
function storedDeviceSettings(): unknown {
  try {
    const stored = localStorage.getItem(DEVICE_SETTINGS_KEY);
    return stored === null ? null : JSON.parse(stored);
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

/** Still being read: the stored copy's check is under way. */
const READING = Symbol('reading');

/**
 * The reader settings with an optional per-device override: while "Only on this device" is on,
 * this device keeps its own complete copy in localStorage (it wins over the synced settings and
 * changes stay here); turning it off drops the copy and the synced settings apply again.
 */
export function useDeviceReaderSettings() {
  const synced = useReaderSettings();
  const [device, setDevice] = useState<ReaderSettings | null | typeof READING>(() =>
    storedDeviceSettings() === null ? null : READING,
  );

  // Reads the stored copy when the reader opens, and again whenever another tab of this device
  // changes it.
  useEffect(() => {
    let current = true;
    const read = () => {
      const stored = storedDeviceSettings();
      if (stored === null) setDevice(null);
      else void parseSettings(stored).then((settings) => current && setDevice(settings));
    };
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === DEVICE_SETTINGS_KEY) read();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      current = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const update = useCallback(
    (change: ReaderSettingsChange) => {
      if (device === READING) return;
      if (!device) {
        synced.update(change);
        return;
      }
      setDevice((current) => {
        if (!current || current === READING) return current;
        const patch = typeof change === 'function' ? change(current) : change;
        // The controls only offer valid values; the schema (loaded with the copy) keeps them in range.
        const merged = { ...current, ...patch };
        const next = loadedSchema?.parse(merged) ?? merged;
        writeDeviceSettings(next);
        return next;
      });
    },
    [device, synced.update],
  );

  const setDeviceOnly = useCallback(
    (on: boolean) => {
      if (on) void settingsSchema();
      const next = on ? { ...synced.settings } : null;
      writeDeviceSettings(next);
      setDevice(next);
    },
    [synced.settings],
  );

  const own = device === READING ? null : device;
  return {
    settings: own ?? synced.settings,
    isReady: synced.isReady && device !== READING,
    update,
    deviceOnly: own !== null,
    setDeviceOnly,
  };
}

/** The per-device switch for the settings panel, provided by the reader around everything it draws. */
export const DeviceOnlyContext = createContext<{
  deviceOnly: boolean;
  setDeviceOnly: (on: boolean) => void;
} | null>(null);
export const useDeviceOnly = () => useContext(DeviceOnlyContext);
