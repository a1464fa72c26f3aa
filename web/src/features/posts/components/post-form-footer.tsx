// The end of a create form (Make a Wish, Give a Treat): the first field error in the spec's order,
// why the server refused if it did, and the Post button.
import { messages } from '@bookwish/shared/domain/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formErrorText } from '../../../lib/kept-texts.ts';

export function PostFormFooter({
  alert,
  create,
}: {
  alert: string | null;
  create: { isPending: boolean; isError: boolean; error: unknown };
}) {
  return (
    <>
      {alert && <Alert>{alert}</Alert>}
      {create.isError && <Alert>{formErrorText(create.error, messages.post.createFailed)}</Alert>}
      <Button type="submit" size="lg" disabled={create.isPending} className="self-start">
        {create.isPending ? 'Posting…' : 'Post'}
      </Button>
    </>
  );
}
