// Add to a book drive (wishes): the member who made a wish adds it to an open drive later, while it
// waits for an offer (drives.ts). An exchange-free step: no wait starts or ends, nobody is emailed; the
// Activity line says so and the impact fold lists the wish under the drive from its event. Whether the
// drive is open is read before deciding (the use case sets `driveOpen`), as a report reads its
// reporter's standing.

import { refuse, withStep } from '../decision.ts';
import { driveRef } from '../drives.ts';
import type { EventOf } from '../events.ts';
import { drivesMessages } from '../messages.ts';
import {
  type Body,
  body,
  expectedVersion,
  type Field,
  refuse as refuseField,
  stepBody,
} from '../step-bodies.ts';
import type { Wishlist, WishlistCommand } from '../types.ts';
import {
  type CommandOf,
  capitalise,
  deciding,
  type EventFacts,
  keep,
  type StepDecide,
  type StepFacts,
  says,
} from './step.ts';

type TagDrive = CommandOf<WishlistCommand, 'tagDrive'>;

export const tagDriveFacts = { limit: 'transition', ui: 'drive' } as const satisfies StepFacts;

/** The drive is required here (driveRef takes none as none): a step with no drive adds nothing. */
const requiredDrive: Field<string> = (value) => {
  const read = driveRef(value);
  if (!read.ok) return read;
  return read.value === undefined
    ? refuseField(drivesMessages.notOpen)
    : { ok: true as const, value: read.value };
};

export const tagDriveBody = () => {
  const parse = body(() => ({ driveId: requiredDrive, expectedVersion }));
  return stepBody<'wishlist', Body<typeof parse>>(parse, (value) => ({
    type: 'tagDrive',
    driveId: value.driveId,
  }));
};

export const decideTagDrive: StepDecide<
  Wishlist,
  TagDrive,
  EventOf<'WishTaggedToDrive'>
> = /* @__PURE__ */ deciding(
  (state, actor, _meta, command) => {
    const m = drivesMessages;
    if (actor.uid !== state.uid) return refuse('FORBIDDEN', m.onlyOwnerTags);
    if (state.status !== 'posted') return refuse('CONFLICT', m.onlyWhilePosted);
    // (`actionsFor`'s probe names no drive: a wish in none is not "already" in it.)
    if (state.driveId !== undefined && state.driveId === command.driveId) {
      return refuse('CONFLICT', m.alreadyTagged);
    }
    // Only an open drive takes wishes: unknown, upcoming, ended and closed alike (a clear 400). The
    // use case always reads it; `actionsFor`'s probe names no drive, so it is not known there.
    if (command.driveOpen === false) return refuse('VALIDATION', m.notOpen);
    return null;
  },
  (meta, command: TagDrive) => ({ ...meta, type: 'WishTaggedToDrive', data: { driveId: command.driveId } }),
);

/** The wish is the drive's now; the exchange is as it was. */
export const wishTaggedToDrive = {
  evolve: (state, event) => withStep(state, event, { driveId: event.data.driveId }),
  wait: 'keeps',
  status: capitalise('posted'),
  line: says(drivesMessages.addedToDrive),
  // An id, not words: everyone may read which drive a wish is for.
  texts: { driveId: 'everyone' },
  erase: keep,
  mail: () => [],
} satisfies EventFacts<Wishlist, EventOf<'WishTaggedToDrive'>>;
