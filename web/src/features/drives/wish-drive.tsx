// On a wish's page: the book drive it is for, linked to the drive's page; and for its owner, while it
// waits for an offer, "Add to a book drive" with the drives open now (POST .../tag-drive). The API
// decides who may (the post's actions list the step); this shows what it allows.

import type { ViewOf } from '@bookwish/shared/api/responses';

type WishlistView = ViewOf<'wishlist'>;

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { SelectField } from '../../components/form/form-fields.tsx';
import { ProgramWords } from '../../components/program/program-words.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api, errorText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useDrivePage, useOpenDrives } from './api/drives-api.ts';
import { DriveOptions } from './components/drive-options.tsx';
import { useDriveWords } from './components/drive-words.ts';

export default function WishDrive({ wish }: { wish: WishlistView }) {
  const mayTag = wish.actions?.some((a) => a.action === 'tagDrive' && a.allowed) === true;
  return (
    <>
      {wish.driveId && <DriveLink driveId={wish.driveId} />}
      {mayTag && <AddToDrive wish={wish} />}
    </>
  );
}

function DriveLink({ driveId }: { driveId: string }) {
  const page = useDrivePage(driveId);
  const wordsOf = useDriveWords();
  if (!page.data) return null;
  return (
    <p className="rounded-lg bg-forest-soft px-3 py-2">
      <span className="font-semibold">{t('drives.wishIsFor')}</span>{' '}
      <Link to={paths.drive(driveId)} className="font-semibold text-forest underline underline-offset-4">
        <ProgramWords text={wordsOf(page.data.drive.texts).name} />
      </Link>
    </p>
  );
}

function AddToDrive({ wish }: { wish: WishlistView }) {
  const open = useOpenDrives();
  const client = useQueryClient();
  const drives = (open.data?.drives ?? []).filter((drive) => drive.id !== wish.driveId);
  const [driveId, setDriveId] = useState('');
  const tag = useMutation({
    mutationFn: (id: string) =>
      api<WishlistView>(`/api/wishlists/${encodeURIComponent(wish.id)}/tag-drive`, {
        method: 'POST',
        body: { driveId: id, expectedVersion: wish.version },
      }),
    onSuccess: () => {
      toast.success(t('drives.added'));
      void client.invalidateQueries({ queryKey: queryKeys.kind('wishlist') });
      void client.invalidateQueries({ queryKey: queryKeys.drives() });
    },
    onError: (error) => toast.error(errorText(error, t('drives.addFailed'))),
  });
  if (drives.length === 0) return null;
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (driveId) tag.mutate(driveId);
      }}
    >
      <SelectField
        label={t('drives.addLabel')}
        hint={t('drives.choice.hint')}
        value={driveId}
        onChange={(event) => setDriveId(event.target.value)}
      >
        <DriveOptions drives={drives} />
      </SelectField>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={!driveId || tag.isPending}
      >
        {t('drives.add')}
      </Button>
    </form>
  );
}
