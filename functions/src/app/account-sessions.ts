// Ending a member's sessions: sign-out everywhere, and a password change (which ends every session
// too). The user pool revokes the refresh tokens first, so no new id token can be had; then the API's
// mark refuses the id tokens already out; last, the member's push devices are dropped, so a lost phone
// gets no more notifications.

import { passwordChangeRequestSchema } from '@bookwish/shared/domain/schemas/accounts';
import type { PushDevices, SessionMarks, UserPoolSessions } from './notify-ports.ts';
import { dropPushDevices } from './push-devices.ts';
import { parse } from './validate.ts';

export interface SessionDeps {
  pool: UserPoolSessions;
  marks: SessionMarks;
  devices: PushDevices;
}

export async function signOutEverywhere(
  deps: SessionDeps,
  caller: { uid: string; username: string },
): Promise<void> {
  await deps.pool.signOutEverywhere(caller.username);
  await deps.marks.revoke(caller.uid);
  await dropPushDevices(deps.devices, caller.uid);
}

/** The SPA signs in again with the new password afterwards. */
export async function changePassword(
  deps: SessionDeps,
  input: { caller: { uid: string; username: string }; body: unknown },
): Promise<void> {
  const fields = parse(passwordChangeRequestSchema, input.body);
  await deps.pool.changePassword(input.caller.uid, fields);
  await signOutEverywhere(deps, input.caller);
}
