// The images bucket's CORS rule: PUT from the site origin only, for the browser's presigned uploads.
// The origin is the CloudFront domain, known only once the distribution exists (in this stack),
// while the bucket lives in the stateful stack; so the rule is written here with one PutBucketCors
// call at deploy time. The stateful template never declares CORS, so its updates never undo it.
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

export interface ImagesCorsProps {
  bucket: s3.IBucket;
  allowedOrigins: string[];
}

export function corsRules(allowedOrigins: string[]) {
  return [
    {
      AllowedMethods: ['PUT'],
      AllowedOrigins: allowedOrigins,
      // content-type is signed into the URL; x-amz-* covers any header the presigner asks for.
      AllowedHeaders: ['content-type', 'x-amz-*'],
      ExposeHeaders: ['ETag'],
      MaxAgeSeconds: 3000,
    },
  ];
}

export class ImagesCors extends Construct {
  readonly resource: cr.AwsCustomResource;

  constructor(scope: Construct, id: string, props: ImagesCorsProps) {
    super(scope, id);
    const call: cr.AwsSdkCall = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: { CORSRules: corsRules(props.allowedOrigins) },
      },
      physicalResourceId: cr.PhysicalResourceId.of(`${props.bucket.bucketName}-cors`),
    };
    this.resource = new cr.AwsCustomResource(this, 'PutBucketCors', {
      onCreate: call,
      onUpdate: call,
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
    });
  }
}
