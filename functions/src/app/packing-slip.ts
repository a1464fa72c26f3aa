// GET /api/treats/{id}/packing-slip: the treater's packing slip data (one read), refused to everyone
// else by the domain's rule (shared/src/domain/packing-slip.ts).

import { decidePackingSlip, type PackingSlip } from '@bookwish/shared/domain/packing-slip';
import type { Actor, Treat } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { EventStore } from './ports.ts';
import { loadPost } from './post-commands.ts';

export async function packingSlip(
  deps: { store: EventStore },
  input: { postId: string; caller: Actor | null },
): Promise<PackingSlip> {
  const treat = (await loadPost(deps.store, 'treat', input.postId)) as Treat | null;
  const decision = decidePackingSlip(treat, input.caller, { postId: input.postId });
  if (!decision.ok) throw AppError.from(decision.error);
  return decision.slip;
}
