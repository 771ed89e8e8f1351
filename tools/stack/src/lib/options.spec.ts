import { DEFAULT_STACK_OPTIONS, parseStackArgs, replicaPorts, StackUsageError } from './options';
import { DEFAULT_CHECK, haproxyConfig } from './haproxy-config';

describe('npm run stack options', () => {
  it('runs three replicas by default and takes --replicas N', () => {
    expect(parseStackArgs([])).toEqual(DEFAULT_STACK_OPTIONS);
    expect(parseStackArgs(['--replicas', '2', '--port=49200', '--no-build'])).toMatchObject({ replicas: 2, port: 49200, build: false });
  });

  it('refuses an unknown flag, a bad number and ports that collide', () => {
    expect(() => parseStackArgs(['--replica', '2'])).toThrow(StackUsageError);
    expect(() => parseStackArgs(['--replicas', 'three'])).toThrow(/--replicas/);
    expect(() => parseStackArgs(['--port', '55430', '--replicas', '3'])).toThrow(/overlap/);
  });

  it('answers null for help', () => {
    expect(parseStackArgs(['--help'])).toBeNull();
  });
});

describe('HAProxy configuration', () => {
  it('balances over every replica and checks each on /api/health', () => {
    const config = haproxyConfig({ port: 49200, replicaPorts: replicaPorts({ port: 49200, replicas: 2 }), ...DEFAULT_CHECK });
    expect(config).toContain('bind 127.0.0.1:49200');
    expect(config).toContain('option httpchk GET /api/health');
    expect(config.match(/^ {2}server .* check$/gm)).toEqual([
      '  server gateway1 127.0.0.1:49201 check',
      '  server gateway2 127.0.0.1:49202 check',
    ]);
  });
});
