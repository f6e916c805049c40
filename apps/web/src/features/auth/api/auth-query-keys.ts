/** Query keys of the session; each includes the token so a new sign-in never reuses old answers. */
export const authQueryKeys = {
  all: ['auth'] as const,
  status: (token: string | null) => ['auth', 'status', token] as const,
  user: (token: string | null) => ['auth', 'user', token] as const,
};
