// Bundled in place of @aws-sdk/credential-provider-node (esbuild alias, see route-functions.ts).
// In Lambda the execution role's credentials are always in the environment, so the SDK's full
// chain (SSO, ini files, process, web identity, instance metadata, and the STS/SSO clients they
// bring: about 90 KB per bundle) can never be reached there. Same exports as the package.
import { type FromEnvInit, fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

export const defaultProvider = (init: FromEnvInit = {}): AwsCredentialIdentityProvider => fromEnv(init);

export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined;

export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
