// The notifier's own settings (beside config.ts): the SES endpoint locally, the sender, the optional
// configuration set in AWS, and where the secret that signs unsubscribe links comes from.

export interface NotifyConfig {
  sesEndpoint: string | undefined;
  sender: string;
  configurationSet: string | undefined;
  /** Locally: the secret itself. */
  secret: string;
  /** In AWS: the Secrets Manager secret holding it (aws/notify-secret.ts reads it once per container). */
  secretArn: string | undefined;
  /** Tests only: a Secrets Manager endpoint. */
  secretsEndpoint: string | undefined;
}

export function notifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  return {
    sesEndpoint: env.SES_ENDPOINT || undefined,
    sender: env.SES_SENDER || 'Bookwish <no-reply@bookwish.local>',
    configurationSet: env.SES_CONFIGURATION_SET || undefined,
    secret: env.NOTIFY_SECRET ?? '',
    secretArn: env.NOTIFY_SECRET_ARN || undefined,
    secretsEndpoint: env.SECRETS_ENDPOINT || undefined,
  };
}
