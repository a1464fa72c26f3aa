// The corrective actions on a post: reopen, correct the address, remove, dismiss reports, and put a
// suspended member's finished post or thank-you back on the public pages. Each asks for a reason and
// a confirmation in a dialog; the server decides with the same rules as members' commands and sends
// back its words (e.g. wrong status) which the dialog shows.

import { validate } from '@bookwish/shared/domain/schemas/errors';
import { type SupportActionBody, supportActionSchema } from '@bookwish/shared/domain/schemas/support';
import { canCorrectAddress, canReopen } from '@bookwish/shared/domain/support';
import type { Post } from '@bookwish/shared/domain/types';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { TextAreaField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useSupportAction } from '../api/support-api.ts';

type ActionType = SupportActionBody['type'];

const copy: Record<ActionType, { button: string; title: string; description: string; confirm: string }> = {
  reopen: {
    get button() {
      return t('supportActions.reopen');
    },
    get title() {
      return t('supportActions.reopenThisPost');
    },
    get description() {
      return t('supportActions.itGoesBackToPosted');
    },
    get confirm() {
      return t('supportActions.reopenPost');
    },
  },
  correctAddress: {
    get button() {
      return t('supportActions.correctAddress');
    },
    get title() {
      return t('supportActions.correctTheShippingAddress');
    },
    get description() {
      return t('supportActions.theNewAddressReplacesThe');
    },
    get confirm() {
      return t('supportActions.saveNewAddress');
    },
  },
  remove: {
    get button() {
      return t('supportActions.remove');
    },
    get title() {
      return t('supportActions.removeThisPost');
    },
    get description() {
      return t('supportActions.removeDescription', { removed: t('msg.post.removedByVolunteers') });
    },
    get confirm() {
      return t('supportActions.removePost');
    },
  },
  dismissReports: {
    get button() {
      return t('supportActions.dismissReports');
    },
    get title() {
      return t('supportActions.dismissTheReports');
    },
    get description() {
      return t('supportActions.dismissDescription');
    },
    get confirm() {
      return t('supportActions.dismissReports');
    },
  },
  restoreFootprint: {
    get button() {
      return t('supportActions.restoreFootprint');
    },
    get title() {
      return t('supportActions.restoreThisPost');
    },
    get description() {
      return t('supportActions.restoreDescription');
    },
    get confirm() {
      return t('supportActions.restoreFootprint');
    },
  },
};

/** Each key written out whole: the build gives every key a short id (web/i18n-catalogues.ts). */
const actionDoneKeys = {
  reopen: 'msg.support.actionDone.reopen',
  correctAddress: 'msg.support.actionDone.correctAddress',
  remove: 'msg.support.actionDone.remove',
  dismissReports: 'msg.support.actionDone.dismissReports',
  restoreFootprint: 'msg.support.actionDone.restoreFootprint',
} as const;

export function SupportActions({ post }: { post: Post }) {
  const [open, setOpen] = useState<ActionType | null>(null);
  const allowed: Record<ActionType, boolean> = {
    reopen: !post.removed && canReopen(post),
    correctAddress: !post.removed && canCorrectAddress(post),
    remove: !post.removed,
    dismissReports: !post.removed && (post.reports?.length ?? 0) > 0,
    restoreFootprint: !post.removed && post.footprintHidden !== undefined,
  };
  return (
    <div className="mt-6 border-t border-line pt-4">
      <h3 className="font-semibold">{t('supportActions.actions')}</h3>
      <p className="text-sm text-ink-soft">{t('supportActions.everyActionIsRecordedWith')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(Object.keys(copy) as ActionType[]).map((type) => (
          <Button
            key={type}
            variant={type === 'remove' ? 'danger' : 'outline'}
            size="sm"
            disabled={!allowed[type]}
            onClick={() => setOpen(type)}
          >
            {copy[type].button}
          </Button>
        ))}
      </div>
      {open && <ActionDialog key={open} type={open} post={post} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** The post as an action needs it: the queue passes its entry's fields, the replay the whole state. */
export type ActionTarget = Pick<Post, 'id' | 'kind' | 'version'> & Partial<Pick<Post, 'shippingAddress'>>;

export function ActionDialog({
  type,
  post,
  onClose,
}: {
  type: ActionType;
  post: ActionTarget;
  onClose: () => void;
}) {
  const action = useSupportAction(post.id, post.kind);
  const [reason, setReason] = useState('');
  const [address, setAddress] = useState(post.shippingAddress ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const text = copy[type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      type === 'correctAddress'
        ? { type, reason, shippingAddress: address, expectedVersion: post.version }
        : { type, reason, expectedVersion: post.version };
    const checked = validate(supportActionSchema, body);
    if (!checked.ok) {
      setFields(checked.error.fields ?? {});
      setFailure(null);
      return;
    }
    setFields({});
    action.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t(actionDoneKeys[type]));
        onClose();
      },
      onError: (error) => setFailure(errorText(error, t('msg.common.unexpected'))),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={text.title}
      description={text.description}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {failure && <Alert>{failure}</Alert>}
        {type === 'correctAddress' && (
          <TextAreaField
            label={t('supportActions.newShippingAddress')}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={fields.shippingAddress}
          />
        )}
        <TextAreaField
          label={t('supportActions.reason')}
          hint={t('supportActions.keptWithTheEventMembers')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={fields.reason}
          rows={3}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('supportActions.cancel')}
          </Button>
          <Button
            type="submit"
            variant={type === 'remove' ? 'danger' : 'primary'}
            disabled={action.isPending}
          >
            {text.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
