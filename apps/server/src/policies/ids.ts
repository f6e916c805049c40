const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a row id at all; anything else names nothing (the one id policy). */
export const isId = (value: string) => UUID_RE.test(value);
