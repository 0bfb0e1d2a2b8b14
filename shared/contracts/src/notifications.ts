import { z } from 'zod';

/** PUT /api/user/notification/read/{id} */
export const notificationParamsSchema = z.object({ id: z.string().max(64) });

/** GET /api/user/notification/count-unread */
export const unreadCountSchema = z.object({ count: z.number().int() });
