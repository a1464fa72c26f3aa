// A member's notifications on this device leave with their session, however it ends: on a shared
// phone the next person must not see "Gabriel offered on Dune" meant for the last one. The browser's
// subscription is ended here; the push service then answers 410 to the notifier's next send, and the
// server drops the device (app/push-devices.ts). Turning it on again is the next member's own choice.

/** The part of `navigator.serviceWorker` this needs (a parameter, so it reads without a browser). */
export interface WorkerContainer {
  getRegistration(): Promise<
    { pushManager: { getSubscription(): Promise<{ unsubscribe(): Promise<boolean> } | null> } } | undefined
  >;
}

/** Ends this browser's push subscription, if there is one. Never throws: a session's end goes on. */
export async function forgetPushSubscription(
  container: WorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): Promise<boolean> {
  try {
    const registration = await container?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return false;
    return await subscription.unsubscribe();
  } catch {
    // No worker or no push here (a private window, an old browser): nothing was subscribed.
    return false;
  }
}
