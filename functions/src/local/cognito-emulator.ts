// cognito-local 5.3.0 started in-process with our own pieces plugged in: its data under our data
// directory, codes delivered to the dev mailbox instead of the console, the AWS issuer domain (so
// aws-jwt-verify's Cognito verifier accepts its tokens), and no Lambda triggers (so aws-sdk v2 is never
// loaded). Clients never call it directly: the shim (cognito-shim.ts) stands in front. The dates it
// writes on a user (UserCreateDate above all) follow the app's clock, so the test clock (POST
// /_dev/clock) ages accounts as real time does in AWS (a report weighs by its reporter's account age:
// store/reporter-facts.ts); tokens keep real time, as every other emulator.

import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DefaultConfig } from 'cognito-local/lib/server/config.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Messages } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import type { Logger } from 'pino';
import { systemClock } from '../app/ports.ts';
import { freeLowPort } from './free-port.ts';
import type { Mailbox } from './mailbox.ts';

// pino is cognito-local's own dependency: resolve it from there, not from our package.
const requireFromCognitoLocal = createRequire(
  createRequire(import.meta.url).resolve('cognito-local/package.json'),
);
const pino = requireFromCognitoLocal('pino') as (options: { level: string }) => Logger;

export interface CognitoEmulator {
  url: string;
  services: Services;
  ctx: Context;
  stop(): Promise<void>;
}

/** No Lambda triggers locally (AWS has none either). */
const noTriggers = { enabled: () => false } as unknown as Triggers;

const SUBJECTS: Record<string, string> = {
  SignUp: 'Your Bookwish verification code',
  ResendCode: 'Your Bookwish verification code',
  ForgotPassword: 'Your Bookwish password reset code',
};

/** Cognito's "messages" service, delivering into the dev mailbox (the local SES). */
function mailboxMessages(mailbox: Mailbox): Messages {
  return {
    async deliver(_ctx, source, _clientId, _userPoolId, _user, code, _metadata, details) {
      const subject = SUBJECTS[source] ?? 'Your Bookwish code';
      mailbox.send({ to: details.Destination, subject, text: `${subject} is ${code}`, code, kind: source });
    },
  };
}

export async function startCognitoEmulator(options: {
  dataDir: string;
  region: string;
  mailbox: Mailbox;
  quiet?: boolean;
}): Promise<CognitoEmulator> {
  const dbDir = path.join(options.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const logger = pino({ level: options.quiet ? 'silent' : 'warn' });
  const ctx: Context = { logger };
  const port = await freeLowPort();
  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    // Tokens name the real AWS issuer, so the handlers' CognitoJwtVerifier works unchanged.
    TokenConfig: { IssuerDomain: `https://cognito-idp.${options.region}.amazonaws.com` },
    ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false as const },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dbDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const services: Services = {
    // Read at each call: the test clock replaces systemClock.now when it moves.
    clock: { get: () => new Date(systemClock.now()) },
    cognito,
    config,
    messages: mailboxMessages(options.mailbox),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, noTriggers, config.TokenConfig),
    triggers: noTriggers,
  };
  const server: Server = (await createServer(
    Router(services),
    logger,
    config.ServerConfig,
    services,
  ).start()) as Server;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    ctx,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
