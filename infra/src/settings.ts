// Deploy-time settings, read from CDK context (cdk.json or `-c key=value`), checked once so a typo
// fails synth with a clear message instead of a half-configured stack.

import { tableSchema } from '@bookwish/shared/storage/table-schema';
import type { Node } from 'constructs';

export interface Settings {
  /** Suffix of the stack names, e.g. prod -> Bookwish-prod-stateful. */
  stage: string;
  /** Optional custom domain for the site, e.g. bookwish.example.org. */
  domainName?: string;
  /** ACM certificate for domainName; CloudFront requires it in us-east-1. */
  certificateArn?: string;
  /** Verified SES sender for notifications; Cognito keeps its own sender until this is set. */
  sesSender?: string;
  /** Region of the SES identity; defaults to the deploy region. */
  sesRegion?: string;
  /** Who the operators' alarms and the cost budget email (through the ops SNS topic). Required unless
   * `trial`: alarms nobody reads are no alarms. */
  opsEmail?: string;
  /** A trial deploy nobody operates yet (context `trial=true`): synth goes without opsEmail. Every other
   * synth is a production one, whatever its stage. */
  trial: boolean;
  /** The stage's first create (context `firstCreate=true`, which `npm run deploy` sets itself when the
   * stateful stack does not exist yet): the table and the user pool go without deletion protection, so
   * a failed create can roll back (RetainExceptOnCreate deletes them). Every other synth protects them:
   * a user pool has no backup. */
  firstCreate: boolean;
  /** Monthly AWS cost, in USD, past which the operators are told (actual 80%, forecast 100%). */
  monthlyBudgetUsd: number;
  /** A WAF rate-based rule per IP on CloudFront (edge-stack.ts); off unless set, for its cost. */
  edgeRateLimit: boolean;
  /** Table indexes left out of this deploy: CloudFormation adds one index per table update, so a
   * stage created before several were added gains them one deploy at a time (infra/README.md, "Upgrading a stage deployed before"). */
  deferIndexes: string[];
  /** Where book lookups ask, and the only origin covers are fetched from (a mirror or a test double
   * may stand in): https://openlibrary.org and https://covers.openlibrary.org unless set. */
  openLibraryUrl: string;
  openLibraryCoversUrl: string;
}

/** The budget when none is set: about five times the estimate for 1,000 members (infra/README.md). */
export const DEFAULT_MONTHLY_BUDGET_USD = 20;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string.`);
  return value.trim();
}

export function readSettings(node: Node): Settings {
  const stage = text(node, 'stage') ?? 'prod';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits or dashes (got "${stage}").`);
  }
  const domainName = text(node, 'domainName');
  const certificateArn = text(node, 'certificateArn');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new Error('Context "domainName" and "certificateArn" go together: set both or neither.');
  }
  if (
    certificateArn !== undefined &&
    !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\//.test(certificateArn)
  ) {
    throw new Error(
      'Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront needs it there).',
    );
  }
  const sesSender = text(node, 'sesSender');
  if (sesSender !== undefined && !EMAIL.test(sesSender)) {
    throw new Error(`Context "sesSender" must be an email address (got "${sesSender}").`);
  }
  const sesRegion = text(node, 'sesRegion');
  if (sesRegion !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(sesRegion)) {
    throw new Error(`Context "sesRegion" must be an AWS region such as ca-central-1 (got "${sesRegion}").`);
  }
  const opsEmail = text(node, 'opsEmail');
  if (opsEmail !== undefined && !EMAIL.test(opsEmail)) {
    throw new Error(`Context "opsEmail" must be an email address (got "${opsEmail}").`);
  }
  const trial = flag(node, 'trial');
  if (opsEmail === undefined && !trial) {
    throw new Error(
      'Context "opsEmail" is missing: the alarms and the cost budget need someone to email. Add -c opsEmail=you@example.org to the deploy command (or set "opsEmail" in cdk.json), then confirm the email AWS sends you. For a trial nobody watches yet, add -c trial=true instead.',
    );
  }
  const firstCreate = flag(node, 'firstCreate');
  const monthlyBudgetUsd = amount(node, 'monthlyBudgetUsd') ?? DEFAULT_MONTHLY_BUDGET_USD;
  const edgeRateLimit = flag(node, 'edgeRateLimit');
  const deferIndexes = (text(node, 'deferIndexes') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const indexNames: string[] = Object.values(tableSchema.indexes).map((index) => index.name);
  for (const name of deferIndexes) {
    if (!indexNames.includes(name)) {
      throw new Error(
        `Context "deferIndexes" names no index of the table: "${name}" (the indexes: ${indexNames.join(', ')}).`,
      );
    }
  }
  const openLibraryUrl = httpsOrigin(node, 'openLibraryUrl') ?? 'https://openlibrary.org';
  const openLibraryCoversUrl = httpsOrigin(node, 'openLibraryCoversUrl') ?? 'https://covers.openlibrary.org';
  return {
    openLibraryUrl,
    openLibraryCoversUrl,
    stage,
    domainName,
    certificateArn,
    sesSender,
    sesRegion,
    opsEmail,
    trial,
    firstCreate,
    monthlyBudgetUsd,
    edgeRateLimit,
    deferIndexes,
  };
}

/** true or false, from cdk.json or `-c key=true`; false when unset. */
function flag(node: Node, key: string): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value !== undefined && ![true, false, 'true', 'false'].includes(value as string | boolean)) {
    throw new Error(`Context "${key}" must be true or false.`);
  }
  return value === true || value === 'true';
}

/** An https origin such as https://openlibrary.org (no path: the client adds its own). */
function httpsOrigin(node: Node, key: string): string | undefined {
  const value = text(node, key);
  if (value === undefined) return undefined;
  if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(value)) {
    throw new Error(
      `Context "${key}" must be an https origin such as https://openlibrary.org (got "${value}").`,
    );
  }
  return value;
}

/** A number from cdk.json, or a string of one from `-c key=value`. */
function amount(node: Node, key: string): number | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`Context "${key}" must be a positive number of US dollars (got "${String(value)}").`);
  }
  return number;
}
