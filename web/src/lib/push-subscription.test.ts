import { describe, expect, it } from 'vitest';
import { forgetPushSubscription, type WorkerContainer } from './push-subscription.ts';

function browserWith(subscribed: boolean) {
  const state = { subscribed };
  const container: WorkerContainer = {
    getRegistration: async () => ({
      pushManager: {
        getSubscription: async () =>
          state.subscribed
            ? {
                unsubscribe: async () => {
                  state.subscribed = false;
                  return true;
                },
              }
            : null,
      },
    }),
  };
  return { container, state };
}

describe('a session that ends takes its notifications on this device with it', () => {
  it('ends the subscription the last member turned on, so the next person gets none of theirs', async () => {
    const phone = browserWith(true);
    expect(await forgetPushSubscription(phone.container)).toBe(true);
    expect(phone.state.subscribed).toBe(false);
  });

  it('does nothing where nothing was subscribed, and never stops a session from ending', async () => {
    expect(await forgetPushSubscription(browserWith(false).container)).toBe(false);
    expect(await forgetPushSubscription(undefined)).toBe(false);
    const broken: WorkerContainer = {
      getRegistration: async () => {
        throw new Error('no worker in a private window');
      },
    };
    expect(await forgetPushSubscription(broken)).toBe(false);
  });
});
