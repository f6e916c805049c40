/** The method and path of one API call, shared by the endpoint table and the route table. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call: its method and path pattern (`:name` segments are filled from params). */
export interface RouteEntry {
  readonly method: HttpMethod;
  readonly path: string;
  /** The body may be multipart/form-data (a FormData), as well as JSON when it has a schema. */
  readonly multipart?: true;
}
