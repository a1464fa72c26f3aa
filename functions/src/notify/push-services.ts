// Where a member's device may be subscribed: the browsers' push services, and locally the stack's own
// push endpoint (PUSH_LOCAL_ENDPOINT, set only by the local stack).

import { PUSH_SERVICE_HOSTS, type PushServices } from '../app/push-devices.ts';
import { notifyConfig } from './notify-config.ts';

export function pushServices(): PushServices {
  return { hosts: PUSH_SERVICE_HOSTS, localPrefix: notifyConfig().pushLocalEndpoint };
}
