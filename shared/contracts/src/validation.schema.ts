import { z } from 'zod';
import { LIMITS } from './catalogue';
import { MESSAGES, PATTERNS } from './validation';

export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.domainMax, MESSAGES.domain)
  .regex(PATTERNS.domain, MESSAGES.domain)
  .refine((value) => value.split('.').length >= 2 && value.split('.').every((label) => PATTERNS.domainLabel.test(label)), MESSAGES.domain);
