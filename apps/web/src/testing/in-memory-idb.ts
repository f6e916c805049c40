/**
 * A stand-in for the `idb` package's `openDB` in unit tests (jsdom has no IndexedDB): the part
 * of its API the offline store uses, kept in memory. Values are copied in and out as IndexedDB
 * does, keys are ordered (numbers, then strings, then arrays) and cursors skip records deleted
 * after they were opened. `vi.mock('idb', () => ({ openDB: inMemoryIdb().openDB }))`.
 */
type Key = number | string | Key[];
type KeyPath = string | string[];

interface StoreData {
  keyPath: KeyPath;
  autoIncrement: boolean;
  nextKey: number;
  indexes: Map<string, KeyPath>;
  records: Map<string, { key: Key; value: unknown }>;
}

const typeRank = (key: Key) => (typeof key === 'number' ? 0 : typeof key === 'string' ? 1 : 2);

function compareKeys(a: Key, b: Key): number {
  if (typeRank(a) !== typeRank(b)) return typeRank(a) - typeRank(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compareKeys(a[i]!, b[i]!);
      if (order !== 0) return order;
    }
    return a.length - b.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

const keyOf = (value: unknown, path: KeyPath): Key | undefined => {
  const record = value as Record<string, Key | undefined>;
  if (Array.isArray(path)) {
    const parts = path.map((part) => record[part]);
    return parts.every((part) => part !== undefined) ? (parts as Key[]) : undefined;
  }
  return record[path];
};

function storeApi(data: StoreData) {
  const id = (key: Key) => JSON.stringify(key);
  const sorted = () => [...data.records.values()].sort((a, b) => compareKeys(a.key, b.key));
  const write = (value: unknown, mustBeNew: boolean) => {
    const copy = structuredClone(value) as Record<string, unknown>;
    let key = keyOf(copy, data.keyPath);
    if (key === undefined) {
      if (!data.autoIncrement || Array.isArray(data.keyPath)) throw new Error('DataError: no key');
      key = data.nextKey;
      copy[data.keyPath] = key;
    }
    if (typeof key === 'number' && key >= data.nextKey) data.nextKey = Math.floor(key) + 1;
    if (mustBeNew && data.records.has(id(key))) throw new Error('ConstraintError: key exists');
    data.records.set(id(key), { key, value: copy });
    return key;
  };
  const cursorAt = (keys: Key[], at: number): unknown => {
    let index = at;
    while (index < keys.length && !data.records.has(id(keys[index]!))) index++;
    if (index >= keys.length) return null;
    const key = keys[index]!;
    return {
      key,
      value: structuredClone(data.records.get(id(key))!.value),
      delete: async () => void data.records.delete(id(key)),
      update: async (value: unknown) => write(value, false),
      continue: async () => cursorAt(keys, index + 1),
    };
  };
  const inIndex = (name: string, query: Key) =>
    sorted().filter((record) => compareKeys(keyOf(record.value, data.indexes.get(name)!)!, query) === 0);
  return {
    get: async (key: Key) => structuredClone(data.records.get(id(key))?.value),
    getAll: async () => sorted().map((record) => structuredClone(record.value)),
    getAllKeys: async () => sorted().map((record) => record.key),
    count: async () => data.records.size,
    add: async (value: unknown) => write(value, true),
    put: async (value: unknown) => write(value, false),
    delete: async (key: Key) => void data.records.delete(id(key)),
    openCursor: async () =>
      cursorAt(
        sorted().map((record) => record.key),
        0,
      ),
    index: (name: string) => ({
      getAll: async (query: Key) => inIndex(name, query).map((record) => structuredClone(record.value)),
      getAllKeys: async (query: Key) => inIndex(name, query).map((record) => record.key),
    }),
  };
}

/** A fresh, empty set of in-memory databases with an `openDB` that opens (and upgrades) them. */
export function inMemoryIdb() {
  const databases = new Map<string, { version: number; stores: Map<string, StoreData> }>();

  function databaseApi(stores: Map<string, StoreData>) {
    const store = (name: string) => {
      const data = stores.get(name);
      if (!data) throw new Error(`NotFoundError: no store ${name}`);
      return storeApi(data);
    };
    return {
      objectStoreNames: { contains: (name: string) => stores.has(name) },
      deleteObjectStore: (name: string) => void stores.delete(name),
      createObjectStore(name: string, options: { keyPath: KeyPath; autoIncrement?: boolean }) {
        const data: StoreData = {
          keyPath: options.keyPath,
          autoIncrement: options.autoIncrement ?? false,
          nextKey: 1,
          indexes: new Map(),
          records: new Map(),
        };
        stores.set(name, data);
        return { createIndex: (index: string, keyPath: KeyPath) => data.indexes.set(index, keyPath) };
      },
      transaction(names: string | string[]) {
        return {
          store: typeof names === 'string' ? store(names) : undefined,
          objectStore: store,
          done: Promise.resolve(),
        };
      },
      get: (name: string, key: Key) => store(name).get(key),
      getAll: (name: string) => store(name).getAll(),
      getAllKeys: (name: string) => store(name).getAllKeys(),
      count: (name: string) => store(name).count(),
      add: (name: string, value: unknown) => store(name).add(value),
      put: (name: string, value: unknown) => store(name).put(value),
      delete: (name: string, key: Key) => store(name).delete(key),
      close: () => undefined,
    };
  }

  async function openDB(
    name: string,
    version: number,
    options: { upgrade?: (db: unknown, oldVersion: number, newVersion: number, tx: unknown) => void } = {},
  ) {
    const existing = databases.get(name) ?? { version: 0, stores: new Map<string, StoreData>() };
    databases.set(name, existing);
    const db = databaseApi(existing.stores);
    if (version > existing.version) {
      options.upgrade?.(db, existing.version, version, db.transaction([...existing.stores.keys()]));
      existing.version = version;
    }
    return db;
  }

  return { openDB };
}
