/**
 * A real OpenID Connect provider for the single sign-on tests (decision 051): `oidc-provider` with
 * one confidential client, accounts whose claims the test sets (and may change between sign-ins),
 * and its development login and consent pages (devInteractions: any login name with any password
 * signs in as the account of that name). Plain HTTP on 127.0.0.1, which Quire allows to this
 * machine only. Used by the integration test and by the browser suite's provider script.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

export interface TestProvider {
  issuer: string;
  /** The accounts by subject; a test may change one between sign-ins. */
  accounts: Map<string, TestAccount>;
  /** Starts answering as a provider whose client may redirect to `redirectUris`. */
  serve(client: TestClient, redirectUris: string[]): void;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: any free one) at once, so the issuer is known before the client's
 * redirect URI is (the app under test needs the issuer to start; the provider needs the app's
 * address). Requests before `serve` answer 503, as a provider that is down would.
 */
export async function startTestProvider(accounts: TestAccount[], port = 0): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const byId = new Map(accounts.map((account) => [account.sub, account]));

  return {
    issuer,
    accounts: byId,
    serve({ clientId, clientSecret }, redirectUris) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        async findAccount(_ctx, sub) {
          const account = byId.get(sub);
          if (!account) return undefined;
          return { accountId: sub, claims: () => ({ ...byId.get(sub)!, sub }) };
        },
        features: { devInteractions: { enabled: true } },
        pkce: { required: () => true },
        cookies: { keys: ['quire-test-provider-cookie-key-0123456789'] },
        // Lifetimes of its own (else it notes each default it falls back to).
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      });
      // Its own warnings (development-only interactions and keys) are expected here.
      provider.on('server_error', (_ctx, error) => console.error('test provider:', error));
      handler = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
