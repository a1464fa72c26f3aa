// The dialog after a post's main action succeeded (Offer, Request): the spec's title and an Okay.
import { t } from '../../lib/i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

export function DoneDialog({
  open,
  setOpen,
  title,
  description,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  title: string;
  description: string;
}) {
  return (
    <Dialog open={open} onOpenChange={setOpen} hideCloseButton title={title} description={description}>
      <div className="flex justify-end">
        <Button onClick={() => setOpen(false)} className="min-w-24">
          {t('doneDialog.okay')}
        </Button>
      </div>
    </Dialog>
  );
}
