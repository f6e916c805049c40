/**
 * What a screen asks the API for first, as data (decision 046). Each screen declares its first
 * requests once, next to its route (app/route-table.ts `firstRequests`); the build turns the
 * declarations into a table of paths (build/first-screens.ts) that src/boot.ts reads, so a page
 * asks for its screen's data while the app's code downloads, and the API client takes the answers.
 *
 * It imports nothing: src/boot.ts (which must stay one small file with no imports) includes it.
 */

/** A value of the page's URL or of this browser, put into a request's path or query. */
export type FirstRequestValue<Constant extends string = string> =
  | string
  | number
  /** A constant of the shared package (`@quire/shared/constants`), put in by the build. */
  | { constant: Constant }
  /** The page's query parameter `search`; without it (or when it does not match `match`), no request. */
  | { search: string; match?: string }
  /** This browser's device id (lib/offline/device.ts); a first visit gets it from src/boot.ts. */
  | { deviceId: true };

/**
 * One first request, declared with the name of its call in the endpoint table (`routes.<call>`).
 * It is asked for only when each of its values has one (a device id, a chapter named in the link).
 */
export interface FirstRequest<Call extends string = string, Constant extends string = string> {
  readonly call: Call;
  /** The path's `:parameters`. */
  readonly params?: Readonly<Record<string, FirstRequestValue<Constant>>>;
  /** The query string, in this order, as the app's API client writes it. */
  readonly query?: Readonly<Record<string, FirstRequestValue<Constant>>>;
}

/** A screen's first requests, as declared next to its route. */
export interface FirstRequests<Call extends string = string, Constant extends string = string> {
  /**
   * The page's query parameters the screen cannot open without, each with the regular expression
   * its value must match: if one is missing or does not match, nothing is asked for early.
   */
  readonly needs?: Readonly<Record<string, string>>;
  /** Only for the screen's default view: a page with a query string asks for nothing early. */
  readonly onlyWithoutQuery?: boolean;
  readonly requests: readonly FirstRequest<Call, Constant>[];
}

/** One screen of the table the build gives src/boot.ts: the route's pattern and its requests, with each call's path. */
export interface FirstScreen {
  /** The route's path as a regular expression for `location.pathname` (case-insensitive). */
  pattern: string;
  needs?: Record<string, string>;
  onlyWithoutQuery?: boolean;
  /** Each request with its call's path; constants are put in (strings and numbers only). */
  requests: { path: string; params?: Record<string, ScreenValue>; query?: Record<string, ScreenValue> }[];
}

/** A request's value in the build's table: a constant's value is put in. */
export type ScreenValue = Exclude<FirstRequestValue, { constant: string }>;

/** The address of one request, or undefined when a value it needs is missing. */
function address(
  request: FirstScreen['requests'][number],
  url: URL,
  deviceId: string | null,
): string | undefined {
  const valueFor = (value: ScreenValue): string | undefined => {
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if ('deviceId' in value) return deviceId ?? undefined;
    const found = url.searchParams.get(value.search);
    if (found === null || found === '') return undefined;
    return value.match === undefined || new RegExp(value.match, 'i').test(found) ? found : undefined;
  };
  let path = request.path;
  for (const [name, value] of Object.entries(request.params ?? {})) {
    const found = valueFor(value);
    if (found === undefined) return undefined;
    path = path.replace(`:${name}`, encodeURIComponent(found));
  }
  const query: string[] = [];
  for (const [name, value] of Object.entries(request.query ?? {})) {
    const found = valueFor(value);
    if (found === undefined) return undefined;
    query.push(`${encodeURIComponent(name)}=${encodeURIComponent(found)}`);
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The screen-specific first requests of a page at `url`, from the build's table (paths and queries as the app builds them). */
export function firstRequestsFor(screens: FirstScreen[], url: URL, deviceId: string | null): string[] {
  const screen = screens.find(({ pattern }) => new RegExp(pattern, 'i').test(url.pathname));
  if (!screen) return [];
  if (screen.onlyWithoutQuery && url.search !== '') return [];
  for (const [name, match] of Object.entries(screen.needs ?? {}))
    if (!new RegExp(match, 'i').test(url.searchParams.get(name) ?? '')) return [];
  const requests: string[] = [];
  for (const request of screen.requests) {
    const found = address(request, url, deviceId);
    if (found !== undefined) requests.push(found);
  }
  return requests;
}
