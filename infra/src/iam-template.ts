// The synthesised templates read as an account would hold them: every intrinsic (Ref, Fn::GetAtt,
// Fn::Join, Fn::Sub, Fn::Select, Fn::Split, Fn::ImportValue across stacks) resolved into the names and
// ARNs the resources would have in a fake account (FAKE_ACCOUNT, the stack's region or FAKE_REGION),
// and each Lambda function's role policies and environment, so a recorded call can be given the ARN it
// would have and evaluated against the role (iam-check.ts).

export const FAKE_ACCOUNT = '123456789012';
/** The region of a stack synthesised without one (its region is the AWS::Region pseudo parameter). */
export const FAKE_REGION = 'eu-west-1';

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

export interface CfnTemplate {
  Parameters?: Record<string, { Default?: unknown }>;
  Resources?: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

export interface NamedTemplate {
  stackName: string;
  /** The stack's region when the app gave it one (else FAKE_REGION). */
  region?: string;
  template: CfnTemplate;
  /** A nested stack: its parent and the parameters the parent passes it (in the parent's terms). */
  parent?: { named: NamedTemplate; parameters: Record<string, unknown> };
}

export interface PolicyDocument {
  Version?: string;
  Statement: Record<string, unknown>[];
}

/** One Lambda function of a template, resolved. */
export interface TemplateFunction {
  stackName: string;
  logicalId: string;
  description: string;
  roleArn: string;
  /** Every policy attached to its role: inline ones and the AWS::IAM::Policy resources naming it. */
  policies: { name: string; document: PolicyDocument }[];
  /** Its environment variables, resolved. */
  environment: Record<string, string>;
  region: string;
}

/** Where a stack's resources resolve to. */
class StackResolver {
  constructor(
    readonly named: NamedTemplate,
    private readonly exports: Map<string, { resolver: StackResolver; value: unknown }>,
    private readonly resolverOf: (named: NamedTemplate) => StackResolver | undefined,
  ) {}

  get region(): string {
    return this.named.region ?? this.named.parent?.named.region ?? FAKE_REGION;
  }

  /** A parameter's value: what the parent stack passes a nested stack, else its default. */
  private parameter(name: string): string {
    const { parent } = this.named;
    const parentResolver = parent ? this.resolverOf(parent.named) : undefined;
    if (parent && parentResolver && name in parent.parameters) {
      return String(parentResolver.resolve(parent.parameters[name]));
    }
    const given = this.named.template.Parameters?.[name]?.Default;
    if (given === undefined) throw new Error(`${this.named.stackName}: parameter ${name} has no value`);
    return String(given);
  }

  private resource(logicalId: string): Resource {
    const found = this.named.template.Resources?.[logicalId];
    if (!found) throw new Error(`${this.named.stackName} has no resource ${logicalId}`);
    return found;
  }

  /** What Ref gives: a resource's name or id in the fake account, or a pseudo parameter. */
  ref(logicalId: string): string {
    const pseudo: Record<string, string> = {
      'AWS::Region': this.region,
      'AWS::AccountId': FAKE_ACCOUNT,
      'AWS::Partition': 'aws',
      'AWS::URLSuffix': 'amazonaws.com',
      'AWS::StackName': this.named.stackName,
    };
    const given = pseudo[logicalId];
    if (given !== undefined) return given;
    if (this.named.template.Parameters?.[logicalId]) return this.parameter(logicalId);
    const resource = this.resource(logicalId);
    const props = resource.Properties ?? {};
    switch (resource.Type) {
      case 'AWS::S3::Bucket':
        return logicalId.toLowerCase();
      case 'AWS::Cognito::UserPool':
        return `${this.region}_${logicalId}`;
      case 'AWS::SecretsManager::Secret':
        return `arn:aws:secretsmanager:${this.region}:${FAKE_ACCOUNT}:secret:${logicalId}-AbCdEf`;
      case 'AWS::SES::ConfigurationSet':
        return typeof props.Name === 'string' ? props.Name : logicalId;
      case 'AWS::SQS::Queue':
        return `https://sqs.${this.region}.amazonaws.com/${FAKE_ACCOUNT}/${logicalId}`;
      default:
        return logicalId;
    }
  }

  /** What Fn::GetAtt gives for the attributes roles name. */
  getAtt(logicalId: string, attribute: string): string {
    const resource = this.resource(logicalId);
    const { region } = this;
    const name = this.ref(logicalId);
    const arns: Record<string, () => string> = {
      'AWS::DynamoDB::Table': () =>
        attribute === 'StreamArn'
          ? `arn:aws:dynamodb:${region}:${FAKE_ACCOUNT}:table/${name}/stream/2026-01-01T00:00:00.000`
          : `arn:aws:dynamodb:${region}:${FAKE_ACCOUNT}:table/${name}`,
      'AWS::S3::Bucket': () => `arn:aws:s3:::${name}`,
      'AWS::Cognito::UserPool': () => `arn:aws:cognito-idp:${region}:${FAKE_ACCOUNT}:userpool/${name}`,
      'AWS::Logs::LogGroup': () => `arn:aws:logs:${region}:${FAKE_ACCOUNT}:log-group:${name}:*`,
      'AWS::IAM::Role': () => `arn:aws:iam::${FAKE_ACCOUNT}:role/${name}`,
      'AWS::SQS::Queue': () => `arn:aws:sqs:${region}:${FAKE_ACCOUNT}:${logicalId}`,
      'AWS::SNS::Topic': () => `arn:aws:sns:${region}:${FAKE_ACCOUNT}:${logicalId}`,
      'AWS::Lambda::Function': () => `arn:aws:lambda:${region}:${FAKE_ACCOUNT}:function:${logicalId}`,
      'AWS::CloudFront::Distribution': () => `arn:aws:cloudfront::${FAKE_ACCOUNT}:distribution/${logicalId}`,
    };
    const arn = arns[resource.Type];
    if (attribute === 'Arn' || attribute === 'StreamArn') {
      if (arn) return arn();
      return `arn:aws:${resource.Type.split('::')[1]?.toLowerCase()}:${region}:${FAKE_ACCOUNT}:${logicalId}`;
    }
    // Names and domains (a bucket's domain, a function URL): only what makes the value unique.
    return `${logicalId}.${attribute}`;
  }

  /** A template value with every intrinsic resolved. */
  resolve(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.resolve(item));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const [key, argument] = entries[0] ?? [];
    if (entries.length !== 1 || key === undefined || !(key === 'Ref' || key.startsWith('Fn::'))) {
      return Object.fromEntries(entries.map(([k, v]) => [k, this.resolve(v)]));
    }
    const args = argument as unknown[];
    switch (key) {
      case 'Ref':
        return this.ref(String(argument));
      case 'Fn::GetAtt': {
        const [id, attribute] = Array.isArray(argument) ? argument : String(argument).split('.');
        return this.getAtt(String(id), String(attribute));
      }
      case 'Fn::Join':
        return (this.resolve(args[1]) as unknown[]).map(String).join(String(args[0]));
      case 'Fn::Select':
        return (this.resolve(args[1]) as unknown[])[Number(this.resolve(args[0]))];
      case 'Fn::Split':
        return String(this.resolve(args[1])).split(String(args[0]));
      case 'Fn::Sub': {
        const [text, vars] = Array.isArray(argument) ? argument : [argument, {}];
        const given = this.resolve(vars ?? {}) as Record<string, unknown>;
        return String(text).replace(/\$\{([^}]+)\}/g, (_, name: string) => {
          if (name in given) return String(given[name]);
          const [id, attribute] = name.split('.');
          return attribute ? this.getAtt(String(id), attribute) : this.ref(String(id));
        });
      }
      case 'Fn::ImportValue': {
        const exportName = String(this.resolve(argument));
        const exported = this.exports.get(exportName);
        if (!exported) throw new Error(`No stack exports ${exportName}`);
        return exported.resolver.resolve(exported.value);
      }
      default:
        throw new Error(`${this.named.stackName}: cannot resolve ${key}`);
    }
  }
}

function resolvers(templates: readonly NamedTemplate[]): StackResolver[] {
  const exports = new Map<string, { resolver: StackResolver; value: unknown }>();
  const byTemplate = new Map<NamedTemplate, StackResolver>();
  const all = templates.map((named) => {
    const resolver = new StackResolver(named, exports, (other) => byTemplate.get(other));
    byTemplate.set(named, resolver);
    return resolver;
  });
  for (const resolver of all) {
    for (const output of Object.values(resolver.named.template.Outputs ?? {})) {
      if (output.Export)
        exports.set(String(resolver.resolve(output.Export.Name)), { resolver, value: output.Value });
    }
  }
  return all;
}

/** Every Lambda function of the templates with its role's policies and its environment, resolved. A
 * role may be in another stack than its function (its ARN imported): roles are looked up by name
 * across the stacks, as IAM would. */
export function templateFunctions(templates: readonly NamedTemplate[]): TemplateFunction[] {
  const all = resolvers(templates);
  const policiesOfRole = new Map<string, { name: string; document: PolicyDocument }[]>();
  const addPolicy = (role: string, policy: { name: string; document: PolicyDocument }) =>
    policiesOfRole.set(role, [...(policiesOfRole.get(role) ?? []), policy]);
  for (const resolver of all) {
    for (const [id, resource] of Object.entries(resolver.named.template.Resources ?? {})) {
      const props = resource.Properties ?? {};
      if (resource.Type === 'AWS::IAM::Policy') {
        const document = resolver.resolve(props.PolicyDocument) as PolicyDocument;
        for (const role of resolver.resolve(props.Roles ?? []) as string[])
          addPolicy(role, { name: id, document });
      } else if (resource.Type === 'AWS::IAM::Role') {
        for (const policy of (props.Policies ?? []) as { PolicyName: string; PolicyDocument: unknown }[]) {
          addPolicy(resolver.ref(id), {
            name: policy.PolicyName,
            document: resolver.resolve(policy.PolicyDocument) as PolicyDocument,
          });
        }
      }
    }
  }
  return all.flatMap((resolver) =>
    Object.entries(resolver.named.template.Resources ?? {}).flatMap(
      ([logicalId, resource]): TemplateFunction[] => {
        if (resource.Type !== 'AWS::Lambda::Function') return [];
        const props = resource.Properties ?? {};
        const roleArn = String(resolver.resolve(props.Role));
        const variables = (props.Environment as { Variables?: Record<string, unknown> } | undefined)
          ?.Variables;
        return [
          {
            stackName: resolver.named.stackName,
            logicalId,
            description: String(resolver.resolve(props.Description ?? '')),
            roleArn,
            policies: policiesOfRole.get(roleArn.slice(roleArn.lastIndexOf('/') + 1)) ?? [],
            environment: Object.fromEntries(
              Object.entries(variables ?? {}).map(([name, value]) => [name, String(resolver.resolve(value))]),
            ),
            region: resolver.region,
          },
        ];
      },
    ),
  );
}
