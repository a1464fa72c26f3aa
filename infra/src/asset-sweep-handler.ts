// The daily sweep of the site's assets (asset-sweep.ts): reads the builds' manifests and the assets
// in the site bucket, deletes those no build in its grace period names, and logs what it did.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  ASSETS_PREFIX,
  assetsToDelete,
  BUILDS_PREFIX,
  type DeployedBuild,
  type SiteAsset,
} from './asset-sweep-rules.ts';

const s3 = new S3Client({});

async function list(bucket: string, prefix: string): Promise<SiteAsset[]> {
  const found: SiteAsset[] = [];
  let token: string | undefined;
  do {
    const page: ListObjectsV2CommandOutput = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified)
        found.push({ key: object.Key, lastModified: object.LastModified });
    }
    token = page.NextContinuationToken;
  } while (token);
  return found;
}

export async function handler(): Promise<{ deleted: number; kept: number }> {
  const bucket = process.env.SITE_BUCKET ?? '';
  const currentBuild = process.env.CURRENT_BUILD ?? '';
  const graceDays = Number(process.env.GRACE_DAYS);
  if (!bucket || !(graceDays > 0)) throw new Error('SITE_BUCKET and GRACE_DAYS must be set');
  const builds: DeployedBuild[] = [];
  for (const manifest of await list(bucket, BUILDS_PREFIX)) {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: manifest.key }));
    const body = JSON.parse((await object.Body?.transformToString()) ?? '{}') as Partial<DeployedBuild>;
    if (typeof body.build === 'string' && Array.isArray(body.assets)) {
      builds.push({ build: body.build, assets: body.assets.map(String), deployedAt: manifest.lastModified });
    }
  }
  const assets = await list(bucket, ASSETS_PREFIX);
  const doomed = assetsToDelete({ builds, assets, currentBuild, now: new Date(), graceDays });
  for (let at = 0; at < doomed.length; at += 1000) {
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: doomed.slice(at, at + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
  const result = { deleted: doomed.length, kept: assets.length - doomed.length };
  console.log(
    JSON.stringify({ message: 'site assets swept', currentBuild, builds: builds.length, ...result }),
  );
  return result;
}
