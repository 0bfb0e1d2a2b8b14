import { checkSpinQuerySchema, checkSpinSchema, fortuneWheelStateSchema, rewardHistoryQuerySchema, rewardHistorySchema, spinResultSchema, spinTotalSchema, staffWheelListSchema, useSpinSchema, wheelCheckInfoSchema, wheelIdParamsSchema, wheelInputSchema } from '../fortune-wheel';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { fortuneWheelEndpoints } from './fortune-wheel';

const schemas = {
  getFortuneWheel: { response: fortuneWheelStateSchema },
  checkSpin: { query: checkSpinQuerySchema, response: checkSpinSchema },
  getRewardHistories: { params: wheelIdParamsSchema, query: rewardHistoryQuerySchema, response: rewardHistorySchema },
  getSpinTotal: { params: wheelIdParamsSchema, response: spinTotalSchema },
  useSpin: { body: useSpinSchema, response: spinResultSchema },
  getSpinResult: { params: wheelIdParamsSchema, response: spinResultSchema },
  checkWheelInfo: { response: wheelCheckInfoSchema },
  listStaffWheels: { response: staffWheelListSchema },
  createFortuneWheel: { body: wheelInputSchema, response: fortuneWheelStateSchema, status: 201 },
  updateFortuneWheel: { params: wheelIdParamsSchema, body: wheelInputSchema, response: fortuneWheelStateSchema },
} as const;

export const fortuneWheelSchemas: BoundEndpoints<typeof fortuneWheelEndpoints, typeof schemas> = bindSchemas('fortuneWheel', fortuneWheelEndpoints, schemas);
