// The Request button and dialog: shipping address and message, Submit disabled until the member is
// signed in and both are filled (spec section 5). After success, "Request Successful!". A treat that
// may be handed over in person asks how first: in person, no address is asked (nor sent).

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DoneDialog } from '../../../components/form/done-dialog.tsx';
import { TextAreaField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { clearDraft, readDraft, writeDraft } from '../../../lib/drafts.ts';
import { areaName } from '../../../lib/i18n/areas.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { formErrorText } from '../../../lib/kept-texts.ts';
import { useSession } from '../../../lib/session.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import { BlockedAlert } from './blocked-alert.tsx';
import { allows, panelStep } from './post-actions.ts';

interface RequestDraft {
  shippingAddress: string;
  requestMessage: string;
  inPerson?: boolean;
}

/** Loaded on first use by request-button.tsx: reading a treat never downloads the dialog code. */
export default function RequestDialog({
  treat,
  open,
  setOpen,
}: {
  treat: PostView<'treat'>;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { user } = useSession();
  const [done, setDone] = useState(false);
  // Kept across a lost connection or session, a reload and a log-in (a visitor's typing is theirs
  // once they log in).
  const draftName = `request.${treat.id}`;
  // The draft stays its typist's: a session ending under the open dialog never makes it a visitor's
  // (which the next member to log in would be handed).
  const [owner] = useState(() => user?.uid ?? '');
  const [kept] = useState(() => readDraft<RequestDraft>(draftName, owner));
  const [shippingAddress, setShippingAddress] = useState(kept?.shippingAddress ?? '');
  const [requestMessage, setRequestMessage] = useState(kept?.requestMessage ?? '');
  // In person when the treat offers it, unless the member chose the mail before.
  const area = treat.inPersonArea ?? null;
  const [inPerson, setInPerson] = useState(area !== null && (kept?.inPerson ?? true));
  useEffect(() => {
    writeDraft<RequestDraft>(draftName, owner, { shippingAddress, requestMessage, inPerson });
  }, [draftName, owner, shippingAddress, requestMessage, inPerson]);
  const choiceName = useId();
  const request = useTransitionPost('treat', treat.id, 'request');

  // As the Offer: a request that went through shows "Request Successful!" however its answer fared
  // (lost, or the dialog cancelled meanwhile), once the refetched treat lets this member withdraw the
  // request (only its requester may).
  const attempted = useRef(false);
  const made = attempted.current && (request.isSuccess || allows(treat, 'withdraw'));
  useEffect(() => {
    if (!made) return;
    attempted.current = false;
    clearDraft(draftName);
    setOpen(false);
    request.reset();
    setDone(true);
  }, [made, draftName, setOpen, request.reset]);
  const step = panelStep(treat, 'request');
  const blocked = step?.blocked ?? null;
  const ready = !blocked && (inPerson || shippingAddress.trim() !== '') && requestMessage.trim() !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    attempted.current = true;
    request.mutate(
      inPerson
        ? { requestMessage, inPerson: true, expectedVersion: treat.version }
        : { shippingAddress, requestMessage, expectedVersion: treat.version },
    );
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // The next opening starts without the last attempt's error.
          if (!next) request.reset();
        }}
        title={t('requestDialog.requestThisBook')}
        description={t('requestDialog.tellWhereToSend', {
          userDisplayName: treat.userDisplayName,
          title: treat.title,
        })}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {blocked && <BlockedAlert message={blocked} signedIn={!step?.signIn} />}
          {area && (
            <fieldset className="flex flex-col gap-2">
              <legend className="font-semibold text-ink">{t('requestDialog.howToGet')}</legend>
              <label className="flex items-start gap-3">
                <input
                  type="radio"
                  name={choiceName}
                  className="mt-1 size-5"
                  checked={inPerson}
                  onChange={() => setInPerson(true)}
                />
                <span className="flex flex-col">
                  <span>{t('requestDialog.inPerson', { area: areaName(area) })}</span>
                  <span className="text-sm text-ink-soft">{t('requestDialog.inPersonHint')}</span>
                </span>
              </label>
              <label className="flex items-center gap-3">
                <input
                  type="radio"
                  name={choiceName}
                  className="size-5"
                  checked={!inPerson}
                  onChange={() => setInPerson(false)}
                />
                <span>{t('requestDialog.byMail')}</span>
              </label>
            </fieldset>
          )}
          {!inPerson && (
            <TextAreaField
              label={t('requestDialog.shippingAddress')}
              autoComplete="street-address"
              placeholder={t('requestDialog.nameStreetCityProvinceOr')}
              value={shippingAddress}
              onChange={(event) => setShippingAddress(event.target.value)}
            />
          )}
          <TextAreaField
            label={t('requestDialog.message')}
            placeholder={t('requestDialog.sayHelloAndWhyYou')}
            value={requestMessage}
            onChange={(event) => setRequestMessage(event.target.value)}
          />
          {request.isError && <Alert>{formErrorText(request.error, t('msg.post.transitionFailed'))}</Alert>}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="ghost">{t('requestDialog.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={!ready || request.isPending}>
              {request.isPending ? t('requestDialog.sending') : t('requestDialog.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
      <DoneDialog
        open={done}
        setOpen={setDone}
        title={t('msg.treat.requestSuccess')}
        description={t('requestDialog.canNowSeeYour', { userDisplayName: treat.userDisplayName })}
      />
    </>
  );
}
