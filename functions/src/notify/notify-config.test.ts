// What the notifier reads from the environment the template gives it: emails go out only with a
// sender (AWS) or the SES emulator (locally); without, the rest of its work goes on (notifier.ts).

import { describe, expect, it } from 'vitest';
import { notifyConfig } from './notify-config.ts';

describe('the notifier settings', () => {
  it('sends emails only with a sender or the local SES, through the SES region when one is named', () => {
    expect(notifyConfig({}).emailsOn).toBe(false);
    expect(notifyConfig({ SES_SENDER: 'Bookwish <hello@bookwish.example.org>' }).emailsOn).toBe(true);
    expect(notifyConfig({ SES_ENDPOINT: 'http://127.0.0.1:9001' }).emailsOn).toBe(true);
    expect(notifyConfig({ SES_SENDER: 'Bookwish <hello@bookwish.example.org>' }).sesRegion).toBeUndefined();
    expect(notifyConfig({ SES_REGION: 'us-east-1' }).sesRegion).toBe('us-east-1');
  });
});
