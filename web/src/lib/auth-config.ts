// The settings the Cognito client needs, from /config.json (written at deploy time; served by the
// local front). Same shape as the shell's config loader.
export interface AuthConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint?: string;
}

let loaded: Promise<AuthConfig> | null = null;

export function getConfig(): Promise<AuthConfig> {
  loaded ??= fetch('/config.json').then((response) => {
    if (!response.ok) throw new Error(`config.json: ${response.status}`);
    return response.json() as Promise<AuthConfig>;
  });
  // A failed load may be a blip: let the next caller try again.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
