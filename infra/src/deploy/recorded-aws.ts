// AWS as recorded (recorded/*.json: status, headers and body as each service sends them), answered to
// the SDK clients through their requestHandler: the SDK signs, sends and parses as it would against
// AWS, so a preflight test sees the very errors and values a deploy would. Each request is named by
// service, region and what it asks; a request no recording answers fails the test that made it.

import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { HttpHandlerOptions, HttpRequest, HttpResponse, RequestHandler } from '@smithy/types';

interface Recording {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const recording = (name: string): Recording =>
  JSON.parse(readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8')) as Recording;

/** The error the SDK's default credential chain throws when it finds no credentials. */
export function noCredentials(): () => Promise<never> {
  const { name, message } = JSON.parse(
    readFileSync(new URL('./recorded/sdk-no-credentials.json', import.meta.url), 'utf8'),
  ) as { name: string; message: string };
  return async () => {
    throw Object.assign(new Error(message), { name });
  };
}

/** A request as "service region what", e.g. "ssm ca-central-1 /cdk-bootstrap/hnb659fds/version",
 * "ses ca-central-1 identity example.org", "cloudformation ca-central-1 Bookwish-prod-stateful",
 * "sts ca-central-1". */
export function requestName(request: HttpRequest): string {
  const [prefix = '', region = ''] = request.hostname.split('.');
  const service = prefix === 'email' ? 'ses' : prefix;
  const text = () =>
    typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
  if (service === 'ssm') {
    const body = JSON.parse(text()) as { Name?: string };
    return `ssm ${region} ${body.Name}`;
  }
  if (service === 'cloudformation') {
    // awsQuery: the action and its parameters, form-encoded.
    return `cloudformation ${region} ${new URLSearchParams(text()).get('StackName')}`;
  }
  if (service === 'ses') {
    const identity = /^\/v2\/email\/identities\/([^/]+)$/.exec(request.path)?.[1];
    return identity ? `ses ${region} identity ${decodeURIComponent(identity)}` : `ses ${region} account`;
  }
  return `${service} ${region}`;
}

export interface RecordedAws {
  requestHandler: RequestHandler<HttpRequest, HttpResponse, HttpHandlerOptions>;
  /** Every request made, by name, in order. */
  asked: string[];
}

/** Answers each named request with its recording (file name without .json). */
export function recordedAws(answers: Record<string, string>): RecordedAws {
  const asked: string[] = [];
  const requestHandler: RequestHandler<HttpRequest, HttpResponse, HttpHandlerOptions> = {
    handle: async (request) => {
      const name = requestName(request);
      asked.push(name);
      const file = answers[name];
      if (!file) throw new Error(`No recorded answer for "${name}" (${request.method} ${request.path}).`);
      // sdk-*: what the HTTP client throws when no answer comes at all.
      if (file.startsWith('sdk-')) {
        const {
          name: errorName,
          message,
          code,
        } = JSON.parse(readFileSync(new URL(`./recorded/${file}.json`, import.meta.url), 'utf8')) as {
          name: string;
          message: string;
          code: string;
        };
        throw Object.assign(new Error(message), { name: errorName, code });
      }
      const { status, headers, body } = recording(file);
      // Dated now, as AWS dates its answer: a recorded date minutes old reads to the SDK as a skewed
      // clock, and it retries the request with its clock corrected.
      const dated = { ...headers, date: new Date().toUTCString() };
      return {
        response: { statusCode: status, headers: dated, body: Readable.from([Buffer.from(body, 'utf8')]) },
      };
    },
  };
  return { requestHandler, asked };
}
