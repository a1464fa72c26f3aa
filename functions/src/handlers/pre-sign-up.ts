// Cognito's pre-sign-up trigger: the display name (sent as ValidationData, since the app client may
// not write `name`) is checked with the profile form's rules (length, no web address) before an
// account exists, as it is written into other members' emails; Cognito answers the sign-up with
// UserLambdaValidationException carrying this message. The checked name waits in the table for the
// post-confirmation trigger. The local Cognito shim does the same (local/cognito-shim.ts).

import { displayNameProblem } from '@bookwish/shared/domain/schemas/accounts';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { savePendingName } from '../store/pending-name-store.ts';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  // Operators' AdminCreateUser sets attributes with IAM rights; members sign up through the SPA.
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const name = event.request.validationData?.name ?? '';
  const problem = displayNameProblem(name);
  if (problem) throw new Error(problem);
  await savePendingName(event.userName, name.trim());
  return event;
}
