// A step taken through a one-field form (share the address, say the gift was sent, mark as shipped),
// with the words and rules its screen names (step-screens.ts).

import type { ActionOf } from '@bookwish/shared/domain/step-routes';
import type { PostKind } from '@bookwish/shared/domain/types';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-panels.tsx';
import { type FieldScreen, screenOf } from './step-screens.ts';

export default function FieldStep({ post, action }: StepProps) {
  const screen = screenOf(post.kind, action as never) as FieldScreen<PostKind>;
  return (
    <StepForm
      kind={post.kind}
      postId={post.id}
      version={post.version}
      action={action as ActionOf<PostKind>}
      heading={screen.heading()}
      intro={screen.intro?.(post)}
      name={screen.name}
      label={screen.label()}
      placeholder={screen.placeholder()}
      optional={screen.optional}
      autoComplete={screen.autoComplete}
      schema={screen.schema}
      submitLabel={screen.submit()}
      successText={screen.success()}
      parcel={screen.parcel}
    />
  );
}
