// The notifier's own settings (beside config.ts): the SES endpoint locally, the sender, the optional
// configuration set in AWS, where the secret that signs unsubscribe links comes from, and the same
// for the push keys (VAPID) and the push services a device may be at.

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
  /** Locally: the VAPID key pair itself, `{"publicKey","privateKey"}` (base64url). */
  vapidKeys: string;
  /** In AWS: the Secrets Manager secret holding that JSON (aws/vapid-keys.ts). */
  vapidSecretArn: string | undefined;
  /** Locally: the stack's own push endpoint (an address prefix a device may be at). */
  pushLocalEndpoint: string | undefined;
}

export function notifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  return {
    sesEndpoint: env.SES_ENDPOINT || undefined,
    sender: env.SES_SENDER || 'Bookwish <no-reply@bookwish.local>',
    configurationSet: env.SES_CONFIGURATION_SET || undefined,
    secret: env.NOTIFY_SECRET ?? '',
    secretArn: env.NOTIFY_SECRET_ARN || undefined,
    secretsEndpoint: env.SECRETS_ENDPOINT || undefined,
    vapidKeys: env.VAPID_KEYS ?? '',
    vapidSecretArn: env.VAPID_SECRET_ARN || undefined,
    pushLocalEndpoint: env.PUSH_LOCAL_ENDPOINT || undefined,
  };
}
