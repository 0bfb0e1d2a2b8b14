import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { phoneVerificationRoutes } from './phone-verification';
import { profileRoutes } from './profile';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes);
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(phoneVerificationRoutes);
};
