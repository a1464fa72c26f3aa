// The Request button (enabled only while the treat is Posted). The dialog behind it loads on first
// hover, focus or press, so reading a treat stays light.
import { messages } from '@bookwish/shared/domain/messages';
import { PanelButton } from '../../../components/form/panel-button.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { type SessionUser, useSession } from '../../../lib/session.ts';
import type { PostView } from '../api/post-types.ts';
import { isOwner, isRequester } from './post-party.ts';

const loadDialog = () => import('./request-dialog.tsx');
const RequestDialog = lazyPart(loadDialog);

/** Why this viewer cannot request, in the spec's words; null while they can. */
function unavailable(treat: PostView<'treat'>, user: SessionUser | null): string | null {
  if (treat.status !== 'posted') {
    return isRequester(treat, user) ? messages.treat.youAlreadyRequested : messages.treat.alreadyRequested;
  }
  return isOwner(treat, user) ? messages.treat.ownRequest : null;
}

export function RequestButton({ treat }: { treat: PostView<'treat'> }) {
  const { user } = useSession();
  return (
    <PanelButton
      label="Request"
      unavailable={unavailable(treat, user)}
      preload={loadDialog}
      panel={(open, setOpen) => <RequestDialog treat={treat} open={open} setOpen={setOpen} />}
    />
  );
}
