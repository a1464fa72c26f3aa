// amazon-cognito-identity-js bundles the `buffer` package, which reads the Node global `global` when
// it loads. Browsers have only globalThis; this must run before that package is evaluated.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
