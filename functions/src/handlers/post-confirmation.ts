// Cognito's post-confirmation trigger: the display name the pre-sign-up trigger checked becomes the
// user's `name` (the app client may not write it).

import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { setNameInPool } from '../aws/cognito-members.ts';
import { takePendingName } from '../store/pending-name-store.ts';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const name = await takePendingName(event.userName);
  if (name) await setNameInPool(event.userPoolId, event.userName, name);
  return event;
}
