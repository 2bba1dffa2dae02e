/**
 * Where Playwright writes (outputs, `.json`, `-report`, `-blob`): `.test-output/e2e`, or with
 * E2E_PORT set `.test-output/e2e-<port>`, so that two checkouts' runs can share a machine (the
 * loaded run of docs/decisions/0003-visual-regression.md) and a run beside another keeps its own.
 */
export const E2E_OUTPUT = process.env.E2E_PORT
  ? `.test-output/e2e-${process.env.E2E_PORT}`
  : '.test-output/e2e';
