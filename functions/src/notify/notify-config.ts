// The notifier's own settings (beside config.ts): the SES endpoint locally, the sender, the optional
// configuration set in AWS, where the secret that signs unsubscribe links comes from, and the same
// for the push keys (VAPID) and the push services a device may be at.

export interface NotifyConfig {
  /** Emails are sent: a sender is set (AWS) or the SES emulator is there (locally). Without, the
   * notifier still folds the impact figures and pushes (a deployment before SES is set up). */
  emailsOn: boolean;
  sesEndpoint: string | undefined;
  /** Where the SES identity is when not in the function's region (the sesRegion setting). */
  sesRegion: string | undefined;
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
    emailsOn: Boolean(env.SES_SENDER || env.SES_ENDPOINT),
    sesEndpoint: env.SES_ENDPOINT || undefined,
    sesRegion: env.SES_REGION || undefined,
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
