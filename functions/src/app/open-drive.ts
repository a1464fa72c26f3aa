// POST /api/support/drives: a volunteer opens a book drive (audited beside it). Apart from drives.ts
// because it alone parses a body with zod (schemas/drives.ts): the drives' reads carry none.

import { type Drive, endsInThePast } from '@bookwish/shared/domain/drives';
import { drivesMessages } from '@bookwish/shared/domain/messages';
import { openDriveSchema } from '@bookwish/shared/domain/schemas/drives';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type Deps, type DriveView, views } from './drives.ts';
import { parse } from './validate.ts';
import { requireVolunteer } from './volunteer.ts';

/** A volunteer opens a drive; one that would end before today is refused (it would never be open). */
export async function openDrive(
  deps: Deps & { newId: () => string },
  input: { caller: Actor | null; body: unknown },
): Promise<DriveView> {
  const volunteer = requireVolunteer(input.caller);
  const fields = parse(openDriveSchema, input.body);
  const now = deps.clock.now();
  if (endsInThePast(fields, now)) {
    throw new AppError('VALIDATION', drivesMessages.endPassed, { endDate: drivesMessages.endPassed });
  }
  const drive: Drive = { id: deps.newId(), ...fields, openedAt: now };
  await deps.drives.put(drive, volunteer);
  const [view] = await views(deps, [drive]);
  return view as DriveView;
}
