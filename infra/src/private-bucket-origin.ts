// An S3 origin reached through an origin access control, for a bucket that lives in another stack.
// CDK's S3BucketOrigin.withOriginAccessControl would add the distribution to that bucket's policy,
// which makes the two stacks reference each other; here the bucket's own stack grants CloudFront
// (see StatefulStack) and this origin only names the access control.
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export class PrivateBucketOrigin extends cloudfront.OriginBase {
  private readonly accessControl: cloudfront.IOriginAccessControl;

  constructor(bucket: IBucket, accessControl: cloudfront.IOriginAccessControl) {
    super(bucket.bucketRegionalDomainName);
    this.accessControl = accessControl;
  }

  override bind(scope: Construct, options: cloudfront.OriginBindOptions): cloudfront.OriginBindConfig {
    const config = super.bind(scope, options);
    if (!config.originProperty) return config;
    return {
      ...config,
      originProperty: {
        ...config.originProperty,
        originAccessControlId: this.accessControl.originAccessControlId,
      },
    };
  }

  // An empty identity tells CloudFront this is an S3 origin without a legacy OAI.
  protected override renderS3OriginConfig(): cloudfront.CfnDistribution.S3OriginConfigProperty {
    return { originAccessIdentity: '' };
  }
}
