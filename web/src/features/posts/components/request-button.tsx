// The Request button, shown when the API lists the request step for this reader: enabled when allowed
// (or when only signing in is missing: the dialog says so), otherwise disabled with the decider's
// reason beside it. The dialog behind it loads on first hover, focus or press, so reading a treat
// stays light.

import { PanelButton } from '../../../components/form/panel-button.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import type { PostView } from '../api/post-types.ts';
import { panelStep } from './post-actions.ts';

const loadDialog = () => import('./request-dialog.tsx');
const RequestDialog = lazyPart(loadDialog);

export function RequestButton({ treat }: { treat: PostView<'treat'> }) {
  const step = panelStep(treat, 'request');
  if (!step) return null;
  return (
    <PanelButton
      label={t('requestButton.request')}
      unavailable={step.unavailable}
      preload={loadDialog}
      panel={(open, setOpen) => <RequestDialog treat={treat} open={open} setOpen={setOpen} />}
    />
  );
}
