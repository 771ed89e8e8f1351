/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const PROJECT_ROOT = join(__dirname, '../../..');

/**
 * The stale check of the generated operations, run by `npm test`: `codegen.ts --check`
 * regenerates in memory from the gateway SDL and catalogue.graphql and compares with the
 * committed file. It runs in a Node process of its own: graphql-codegen's plugins load ES
 * modules that Node requires natively but Jest's module system does not.
 */
describe('graphql-codegen output (libs/data-access/codegen.ts)', () => {
  it('the committed catalogue.generated.ts is what the SDL and catalogue.graphql give now', () => {
    const run = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', join(PROJECT_ROOT, 'codegen.ts'), '--check'],
      {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        env: { ...process.env, SWC_NODE_PROJECT: join(PROJECT_ROOT, 'tsconfig.codegen.json') },
        timeout: 120_000,
      },
    );
    if (run.status !== 0) throw new Error(`${run.stderr}${run.error ? String(run.error) : ''}`);
    expect(run.stdout).toContain('is up to date');
  }, 130_000);
});
