// The report digest's marker (one item) and the volunteers group as the digest sees it. The claim is
// one conditional put: it succeeds only when no digest went out within the hour, so two sweeps at
// once send one digest.

import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { VOLUNTEERS_GROUP } from '@bookwish/shared/domain/constants';
import type { DigestMarker, VolunteerList } from '../app/report-digest.ts';
import { cognito } from '../aws/cognito.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { writeUnlessRaced } from './table.ts';

export const DIGEST_KEY = { pk: 'DIGEST#reports', sk: 'DIGEST' } as const;

export const dynamoDigestMarker: DigestMarker = {
  async claim(at, everyMs) {
    return writeUnlessRaced(
      dynamo().send(
        new PutCommand({
          TableName: config().tableName,
          Item: { ...DIGEST_KEY, entity: 'reportDigest', sentAt: at },
          ConditionExpression: 'attribute_not_exists(pk) OR sentAt <= :before',
          ExpressionAttributeValues: { ':before': at - everyMs },
        }),
      ),
    );
  },
  async release() {
    await dynamo().send(new DeleteCommand({ TableName: config().tableName, Key: DIGEST_KEY }));
  },
};

/** Every member of the volunteers group (the pool's user name is the uid), page by page. */
export const cognitoVolunteers: VolunteerList = {
  async list() {
    const uids: string[] = [];
    let next: string | undefined;
    do {
      const page = await cognito().send(
        new ListUsersInGroupCommand({
          UserPoolId: config().userPoolId,
          GroupName: VOLUNTEERS_GROUP,
          Limit: 60,
          NextToken: next,
        }),
      );
      for (const user of page.Users ?? [])
        if (user.Username && user.Enabled !== false) uids.push(user.Username);
      next = page.NextToken;
    } while (next);
    return uids;
  },
};
