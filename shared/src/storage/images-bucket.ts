// Facts of the images bucket that both the functions and the CDK stack read, as data: the function
// that serves /images/ and the bucket policy agree on what is served, the local sweep and the bucket's
// lifecycle rule on when an unattached upload goes. No SDK imports here.

/** The folder of processed variants: the only objects /images/ serves (CloudFront may read only these). */
export const SERVED_PREFIX = 'processed/';

/** Uploads never attached go after this many days (S3 counts whole days; the local sweep the same). */
export const UPLOAD_MAX_AGE_DAYS = 1;
