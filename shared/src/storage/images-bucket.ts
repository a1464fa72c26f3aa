// Facts of the images bucket that both the functions and the CDK stack read, as data: the function
// that serves /images/ and the bucket policy agree on what is served, the local sweep and the bucket's
// lifecycle rule on when an unattached upload goes. No SDK imports here.

/** The folder of processed variants: the only objects /images/ serves (CloudFront may read only these). */
export const SERVED_PREFIX = 'processed/';

/** Uploads never attached go after this many days (S3 counts whole days; the local sweep the same). */
export const UPLOAD_MAX_AGE_DAYS = 1;

/** Where a member's data archives are kept (exports/<uid>/...zip) until their link is used: never
 * served by /images/, gone with the account, and after EXPORT_MAX_AGE_DAYS by the lifecycle rule. */
export const EXPORTS_PREFIX = 'exports/';
export const exportFolder = (uid: string) => `${EXPORTS_PREFIX}${uid}/`;
export const EXPORT_MAX_AGE_DAYS = 1;
/** How long the download link of an archive works (a presigned GET). */
export const EXPORT_LINK_SECONDS = 5 * 60;
