// The end of a create form (Make a Wish, Give a Treat): the first field error in the spec's order,
// why the server refused if it did, and the Post button.

import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { formErrorText } from '../../../lib/kept-texts.ts';

export function PostFormFooter({
  alert,
  create,
}: {
  alert: string | null;
  create: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };
}) {
  // Posted: the button stays "Posting..." until the post's page replaces the form (one form, one post).
  const busy = create.isPending || create.isSuccess;
  return (
    <>
      {alert && <Alert>{alert}</Alert>}
      {create.isError && <Alert>{formErrorText(create.error, t('msg.post.createFailed'))}</Alert>}
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t('postFormFooter.posting') : t('postFormFooter.post')}
      </Button>
    </>
  );
}
