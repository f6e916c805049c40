/**
 * The browser suite's OpenID Connect provider (decision 051): the server under test is started
 * with these settings (playwright.config.ts), and tests/sso.spec.ts starts the provider itself on
 * this port while it runs (the server asks the provider nothing before a sign-in starts).
 */
export const SSO_PROVIDER = {
  port: Number(process.env.E2E_OIDC_PORT ?? 3211),
  clientId: 'quire-e2e',
  clientSecret: 'quire-e2e-client-secret',
  name: 'Quire Test ID',
} as const;

export const ssoIssuer = `http://127.0.0.1:${SSO_PROVIDER.port}`;
