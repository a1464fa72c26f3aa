// The Request button (enabled only while the treat is Posted). The dialog behind it loads on first
// hover, focus or press, so reading a treat stays light.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { PostView } from '../../posts/api/post-types.ts';

const loadDialog = () => import('./request-dialog.tsx');
const RequestDialog = lazy(loadDialog);

export function RequestButton({ treat }: { treat: PostView<'treat'> }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        size="lg"
        disabled={treat.status !== 'posted'}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Request
      </Button>
      {used && (
        <Suspense fallback={null}>
          <RequestDialog treat={treat} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
