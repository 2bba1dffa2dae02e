/** The test-runner's Jest environment that keeps each worker's page (test-runner-environment.js). */
export default class KeptPageEnvironment {
  global: Record<string, unknown>;
  setup(): Promise<void>;
  teardown(): Promise<void>;
}
