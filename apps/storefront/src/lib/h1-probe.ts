import { z } from 'zod';
import { pageDataSchema } from '@gio/contracts';
import type { PageData } from '@gio/contracts';
export const h1Probe = [z, pageDataSchema] as const;
export type H1 = PageData;
