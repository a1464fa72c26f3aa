// The Mailer port on SES v2: one simple email with text and HTML parts and RFC 8058 one-click
// unsubscribe headers, from the notifier's sender (and its configuration set in AWS).

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../app/notify-ports.ts';
import { notifyConfig } from '../notify/notify-config.ts';
import { ses } from './ses.ts';

export const sesMailer: Mailer = {
  async send(email) {
    const settings = notifyConfig();
    await ses().send(
      new SendEmailCommand({
        FromEmailAddress: settings.sender,
        Destination: { ToAddresses: [email.to] },
        ConfigurationSetName: settings.configurationSet,
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: email.text, Charset: 'UTF-8' },
              Html: { Data: email.html, Charset: 'UTF-8' },
            },
            // RFC 8058 one-click: mail providers POST to the URL with List-Unsubscribe=One-Click. A
            // volunteer's operational email (the report digest) has none: no setting switches it off.
            ...(email.unsubscribeUrl
              ? {
                  Headers: [
                    { Name: 'List-Unsubscribe', Value: `<${email.unsubscribeUrl}>` },
                    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
                  ],
                }
              : {}),
          },
        },
      }),
    );
  },
};
