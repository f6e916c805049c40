/** Query keys of the notifications feature; they include the token so a new session never sees old answers. */
export const notificationsQueryKeys = {
  all: ['notifications'] as const,
  list: (token: string | null) => ['notifications', 'list', token] as const,
};
