import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './test-shop';

export default async function globalTeardown(): Promise<void> {
  const path = process.env[TEMPLATE_ENV];
  if (path) rmSync(path, { force: true });
}
