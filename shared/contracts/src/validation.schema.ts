import { z } from 'zod';
import { LIMITS } from './catalogue';
import { isDomainName, MESSAGES, PATTERNS } from './validation';

export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.domainMax, MESSAGES.domain)
  .regex(PATTERNS.domain, MESSAGES.domain)
  .refine(isDomainName, MESSAGES.domain);
