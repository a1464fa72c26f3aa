// Cognito's sign-up triggers: the display name is checked by the server before an account exists
// (pre-sign-up, the profile form's rules) and set once the email is confirmed (post-confirmation),
// since the app client may not write `name` (it goes into other members' emails). Handlers:
// functions/src/handlers/pre-sign-up.ts and post-confirmation.ts; the local Cognito shim does the same.

import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { bundledHandlers } from '../../functions/src/routes.ts';
import { loggingRole } from './function-role.ts';
import { HandlerCode } from './handler-code.ts';
import { LAMBDA_RUNTIME, RUNTIME_NAG_REASON } from './lambda-runtime.ts';

export interface SignUpTriggersProps {
  tableArn: string;
  tableName: string;
}

export class SignUpTriggers extends Construct {
  readonly preSignUp: lambda.Function;
  readonly postConfirmation: lambda.Function;

  constructor(scope: Construct, id: string, props: SignUpTriggersProps) {
    super(scope, id);
    // Only the pending-name items of the table.
    const pending = (actions: string[]) =>
      new iam.PolicyStatement({
        actions,
        resources: [props.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PENDING_NAME#*'] } },
      });
    this.preSignUp = this.trigger('PreSignUp', 'pre-sign-up', 'Checks the display name of a sign-up', props);
    this.preSignUp.addToRolePolicy(pending(['dynamodb:PutItem']));
    this.postConfirmation = this.trigger(
      'PostConfirmation',
      'post-confirmation',
      'Sets the checked display name once the email is confirmed',
      props,
    );
    this.postConfirmation.addToRolePolicy(pending(['dynamodb:DeleteItem']));
    // Any pool of this account and region: naming the pool would make it depend on its own trigger.
    const stack = Stack.of(this);
    this.postConfirmation.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminUpdateUserAttributes'],
        resources: [`arn:${stack.partition}:cognito-idp:${stack.region}:${stack.account}:userpool/*`],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      // The trigger's construct: its role and policy live beside the function.
      this.postConfirmation.node.scope as Construct,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'The user pool invokes this trigger, so naming its ARN would be a circular reference; the only action is AdminUpdateUserAttributes.',
          appliesTo: [{ regex: '/^Resource::arn:.*:cognito-idp:.*:userpool/\\*$/g' }],
        },
      ],
      true,
    );
  }

  private trigger(id: string, handler: string, description: string, props: SignUpTriggersProps) {
    const scope = new Construct(this, id);
    const { role, logGroup } = loggingRole(scope, description);
    // The shared build's copy, as every route function's (one esbuild run for the app).
    const code = new HandlerCode(bundledHandlers()).codeFor(handler);
    const fn = new lambda.Function(scope, 'Function', {
      code,
      handler: 'index.handler',
      description,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: { TABLE_NAME: props.tableName, NODE_OPTIONS: '--enable-source-maps' },
    });
    NagSuppressions.addResourceSuppressions(fn, [
      {
        id: 'AwsSolutions-L1',
        reason: RUNTIME_NAG_REASON,
      },
    ]);
    return fn;
  }
}
