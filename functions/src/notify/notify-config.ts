// The notifier's own settings (beside config.ts): the SES endpoint locally, the sender, the optional
// configuration set in AWS, and the secret that signs unsubscribe links.

export interface NotifyConfig {
  sesEndpoint: string | undefined;
  sender: string;
  configurationSet: string | undefined;
  secret: string;
}

export function notifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  return {
    sesEndpoint: env.SES_ENDPOINT || undefined,
    sender: env.SES_SENDER || 'Bookwish <no-reply@bookwish.local>',
    configurationSet: env.SES_CONFIGURATION_SET || undefined,
    secret: env.NOTIFY_SECRET ?? '',
  };
}
