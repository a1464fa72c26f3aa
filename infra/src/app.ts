// `cdk synth` / `cdk deploy` entry (see cdk.json).
import { App } from 'aws-cdk-lib';
import { buildBookwish } from './bookwish-app.ts';

const app = new App();
buildBookwish(app);
app.synth();
