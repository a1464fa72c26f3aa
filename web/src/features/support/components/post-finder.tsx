// Find a post by its id or a pasted link of its page (the same parsing as the history CLI).

import { postIdFrom } from '@bookwish/shared/domain/post-ref';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/form-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';

export function PostFinder({ initial, onFind }: { initial: string; onFind: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = postIdFrom(value);
    if (!id) {
      setError(t('msg.support.postRefInvalid'));
      return;
    }
    setError(undefined);
    setValue(id);
    onFind(id);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextField
          label={t('postFinder.postIdOrLink')}
          hint={t('postFinder.pasteTheLinkOfThe')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" className="sm:mt-8">
        {t('postFinder.findPost')}
      </Button>
    </form>
  );
}
