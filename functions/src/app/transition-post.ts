// One exchange step on a post (spec section 4), for every (kind, action) of the step registry
// (shared/src/domain/steps/): a visitor is refused first (with the step's own sign-in text), the body
// is parsed with the step's zod-free parser (step-bodies.ts: the same answers as the web forms' schemas
// in schemas/transitions.ts, so a step's function carries no zod), the step's command is decided and appended; answers the post as the
// caller now sees it. A report first reads its reporter's account (ReporterFactsReader).
// A step that takes a photo (Book Received) asks the decider first, so a caller who may not take the
// step makes no photo be processed or stored; the photo must be the caller's own upload. A meeting
// proposal first reads the places it names (MeetingPlaces).

import { driveStatus } from '@bookwish/shared/domain/drives';
import { type ActionOf, stepRoute } from '@bookwish/shared/domain/step-routes';
import { stepBodyOf } from '@bookwish/shared/domain/steps/index';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import type { DriveReader, Images, MeetingPlaces, PostDeps, ReporterFactsReader } from './ports.ts';
import {
  type CommandOf,
  decideBeforeWork,
  type PostView,
  requireActor,
  runCommand,
  viewFor,
} from './post-commands.ts';
import { parseBody } from './validate.ts';

/** What the use case is given by its adapter: the post id, the caller, the raw body. */
export interface TransitionInput {
  postId: string;
  caller: Actor | null;
  body: unknown;
}

export async function transitionPost<K extends PostKind>(
  deps: PostDeps & {
    images?: Images;
    reporters?: ReporterFactsReader;
    drives?: DriveReader;
    places?: Pick<MeetingPlaces, 'get'>;
  },
  kind: K,
  action: ActionOf<K>,
  input: TransitionInput,
): Promise<PostView> {
  const step = { ...stepRoute(kind, action), ...stepBodyOf(kind, action) };
  const actor = requireActor(kind, action as CommandOf<K>['type'], input.caller);
  const body = parseBody(step.parse, input.body);
  const photoKey = step.photo ? body.thankYouPhotoKey : undefined;
  let photo = null;
  if (photoKey) {
    if (!deps.images) throw new Error(`${kind} ${action} takes a photo: its route must pass images`);
    await decideBeforeWork(
      deps,
      kind,
      input.postId,
      step.command(body as never, null) as CommandOf<K>,
      actor,
      body.expectedVersion,
    );
    const attached = await deps.images.attach({
      key: photoKey,
      purpose: 'thankYou',
      uid: actor.uid,
      field: 'thankYouPhotoKey',
    });
    photo = { url: attached.url, image: attached.image };
  }
  const command = step.command(body as never, photo) as CommandOf<K>;
  // A report weighs by who makes it (domain/reports.ts): the reporter's account is read first. A
  // volunteer's weighs as theirs, with nothing to read.
  if (command.type === 'report' && deps.reporters && !actor.volunteer) {
    command.reporter = await deps.reporters.factsOf(actor.uid, deps.clock.now());
  }
  // A wish is added only to an open drive (drives.ts): the drive is read first, the decider refuses.
  if (command.type === 'tagDrive') {
    if (!deps.drives) throw new Error('tagDrive reads the drive: its route must pass drives');
    const drive = await deps.drives.get(command.driveId);
    command.driveOpen = drive !== null && driveStatus(drive, deps.clock.now()) === 'open';
  }
  // A meeting proposal names places by id: each is read from the list (the decider refuses one not
  // found, retired or of another area, and keeps a snapshot of the others).
  if (command.type === 'propose') {
    if (!deps.places) throw new Error('treat propose reads meeting places: its route must pass them');
    const read = await Promise.all(command.placeIds.map((id) => deps.places?.get(id)));
    command.places = read.filter((place) => place !== null && place !== undefined);
  }
  const post = await runCommand(deps, kind, input.postId, command, actor, {
    expectedVersion: body.expectedVersion,
  });
  return viewFor(post, actor, deps.clock.now());
}
