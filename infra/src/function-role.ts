// What every function of ours starts from: its own log group (a month) and a role that may write to
// that group and nothing else; each construct then grants what its work needs.
import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export function loggingRole(
  scope: Construct,
  description: string,
): { role: iam.Role; logGroup: logs.LogGroup } {
  const logGroup = new logs.LogGroup(scope, 'Logs', {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, 'Role', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description,
  });
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
  );
  return { role, logGroup };
}
