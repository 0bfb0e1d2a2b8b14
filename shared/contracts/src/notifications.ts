import { z } from 'zod';

/** PUT /api/user/notification/read/{id} */
export const notificationParamsSchema = z.object({ id: z.string().max(64) });

/** GET /api/user/notification/count-unread */
export const unreadCountSchema = z.object({ count: z.number().int() });

/** PUT /api/user/notification/read-all: how many were marked read now, and the unread count after. */
export const markAllReadResultSchema = z.object({ marked: z.number().int(), count: z.number().int() });
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;
