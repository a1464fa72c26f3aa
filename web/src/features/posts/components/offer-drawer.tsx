// The Offer confirmation drawer (vaul). When the API refuses the offer step to this reader (a visitor:
// the spec's sign-in text), the drawer says why with Confirm disabled. After a successful offer, the spec's thank-you dialog; a
// failed offer says why (the original's silent failure is a defect we fix). Loaded on first use by
// offer-button.tsx, so a visitor reading the page never downloads the drawer and dialog code.

import { useEffect, useRef, useState } from 'react';
import { Drawer } from 'vaul';
import { DoneDialog } from '../../../components/form/done-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { richText } from '../../../lib/i18n/rich-text.tsx';
import { formErrorText } from '../../../lib/kept-texts.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import { BlockedAlert } from './blocked-alert.tsx';
import { allows, panelStep } from './post-actions.ts';

export default function OfferDrawer({
  wishlist,
  open,
  setOpen,
}: {
  wishlist: PostView<'wishlist'>;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [thanked, setThanked] = useState(false);
  const offer = useTransitionPost('wishlist', wishlist.id, 'offer');
  const step = panelStep(wishlist, 'offer');
  const blocked = step?.blocked ?? null;

  // What the member sees follows what the server did, not what became of the answer: an offer that
  // went through (answered, or its answer lost, or the drawer cancelled while it was on its way) shows
  // its thank-you once the refetched post lets this member withdraw the offer (only its giver may); the
  // refetch follows every attempt, whatever its outcome (useTransitionPost).
  const attempted = useRef(false);
  const made = attempted.current && (offer.isSuccess || allows(wishlist, 'withdraw'));
  useEffect(() => {
    if (!made) return;
    attempted.current = false;
    setOpen(false);
    offer.reset();
    setThanked(true);
  }, [made, setOpen, offer.reset]);

  const onConfirm = () => {
    attempted.current = true;
    offer.mutate({ expectedVersion: wishlist.version });
  };

  return (
    <>
      <Drawer.Root
        // vaul leaves focus outside by default; like the Request dialog, focus moves in and is trapped.
        autoFocus
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // The next opening starts without the last attempt's error.
          if (!next) offer.reset();
        }}
      >
        <Drawer.Portal>
          <Drawer.Overlay className="fixed inset-0 z-40 bg-ink/50" />
          <Drawer.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-xl flex-col rounded-t-3xl bg-white px-6 pt-3 pb-8 shadow-card focus:outline-none">
            <div aria-hidden="true" className="mx-auto mb-5 h-1.5 w-12 rounded-full bg-line" />
            <Drawer.Title className="font-display text-2xl font-semibold">
              {t('offerDrawer.offerToGiftThisBook')}
            </Drawer.Title>
            <Drawer.Description className="mt-2 text-ink-soft">
              {richText(
                'offerDrawer.youAreOfferingToBuyFor',
                {
                  title: wishlist.title,
                  name: wishlist.userDisplayName,
                  price: wishlist.price,
                  destination: wishlist.destination,
                },
                [<strong key="title" className="text-ink" />],
              )}
            </Drawer.Description>
            {blocked && <BlockedAlert className="mt-4" message={blocked} signedIn={!step?.signIn} />}
            {offer.isError && (
              <Alert className="mt-4">{formErrorText(offer.error, t('msg.post.transitionFailed'))}</Alert>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <Drawer.Close asChild>
                <Button variant="ghost">{t('offerDrawer.cancel')}</Button>
              </Drawer.Close>
              <Button disabled={blocked !== null || offer.isPending} onClick={onConfirm}>
                {offer.isPending ? t('offerDrawer.confirming') : t('offerDrawer.confirm')}
              </Button>
            </div>
          </Drawer.Content>
        </Drawer.Portal>
      </Drawer.Root>
      <DoneDialog
        open={thanked}
        setOpen={setThanked}
        title={t('msg.wishlist.offerThanksTitle')}
        description={t('msg.wishlist.offerThanksBody')}
      />
    </>
  );
}
