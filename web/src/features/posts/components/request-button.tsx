// The Request button (enabled only while the treat is Posted). The dialog behind it loads on first
// hover, focus or press, so reading a treat stays light.
import { lazy } from 'react';
import { PanelButton } from '../../../components/form/panel-button.tsx';
import type { PostView } from '../api/post-types.ts';

const loadDialog = () => import('./request-dialog.tsx');
const RequestDialog = lazy(loadDialog);

export function RequestButton({ treat }: { treat: PostView<'treat'> }) {
  return (
    <PanelButton
      label="Request"
      disabled={treat.status !== 'posted'}
      preload={loadDialog}
      panel={(open, setOpen) => <RequestDialog treat={treat} open={open} setOpen={setOpen} />}
    />
  );
}
