// What the daily sweep of the site's assets deletes (asset-sweep.ts says why), apart from the AWS
// calls so the Lambda's bundle carries no CDK and the decision is tested on its own.

export const ASSETS_PREFIX = 'assets/';
export const BUILDS_PREFIX = 'builds/';

/** What a build deploys under builds/: its id (from its asset names) and its asset keys. */
export interface BuildManifest {
  build: string;
  assets: string[];
}

export interface DeployedBuild extends BuildManifest {
  /** When its manifest was first uploaded: the deploy that made it current. */
  deployedAt: Date;
}

export interface SiteAsset {
  key: string;
  lastModified: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The asset keys the sweep deletes: those named by no build still in its grace period (the current
 * build, a build with no later deploy, or one replaced less than graceDays ago). Deploys are ordered by
 * their manifest's date; a rollback to an older build is covered by the current build being kept
 * whatever its date. An asset no manifest names (from before manifests) goes only once manifests
 * cover a whole grace period. When the current build has no manifest, nothing goes: the sweep cannot
 * tell what the site serves.
 */
export function assetsToDelete(input: {
  builds: readonly DeployedBuild[];
  assets: readonly SiteAsset[];
  currentBuild: string;
  now: Date;
  graceDays: number;
}): string[] {
  const grace = input.graceDays * DAY_MS;
  const now = input.now.getTime();
  if (!input.builds.some((build) => build.build === input.currentBuild)) return [];
  const byDate = [...input.builds].sort((a, b) => a.deployedAt.getTime() - b.deployedAt.getTime());
  const named = new Set<string>();
  const kept = new Set<string>();
  byDate.forEach((build, index) => {
    const replacedAt = byDate[index + 1]?.deployedAt.getTime();
    const inGrace =
      build.build === input.currentBuild || replacedAt === undefined || now - replacedAt < grace;
    for (const key of build.assets) {
      named.add(key);
      if (inGrace) kept.add(key);
    }
  });
  const oldest = byDate[0]?.deployedAt.getTime() ?? now;
  const manifestsCoverGrace = now - oldest >= grace;
  return input.assets
    .filter((asset) => {
      if (kept.has(asset.key)) return false;
      if (named.has(asset.key)) return true;
      return manifestsCoverGrace && now - asset.lastModified.getTime() >= grace;
    })
    .map((asset) => asset.key)
    .sort();
}
