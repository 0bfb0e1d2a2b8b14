import { checkSpinQuerySchema, checkSpinSchema, fortuneWheelStateSchema, rewardHistoryQuerySchema, rewardHistorySchema, spinResultSchema, spinTotalSchema, staffWheelListSchema, useSpinSchema, wheelCheckInfoSchema, wheelIdParamsSchema, wheelInputSchema } from '../fortune-wheel';
import { defineEndpoints } from './endpoint.schema';

/**
 * The fortune wheel (spec §7 "Promotion", "User and account"): the current wheel and its state, the spins an
 * order earned and a customer holds, the spin itself (drawn on the server), its result, the public reward
 * history, what the customer still needs before spinning, and the staff's wheels and prizes.
 * Said once here; the browser's `fortuneWheelEndpoints` (./fortune-wheel.ts) is generated from it.
 */
export const fortuneWheelSchemas = defineEndpoints(
  { area: 'fortuneWheel', declarations: 'fortuneWheelEndpoints' },
  {
    getFortuneWheel: { method: 'GET', path: '/api/fortune-wheel', response: fortuneWheelStateSchema, tags: ['FortuneWheel'] },
    checkSpin: { method: 'GET', path: '/api/fortune-wheel/check-spin', query: checkSpinQuerySchema, response: checkSpinSchema, tags: ['SpinTotal'] },
    getRewardHistories: {
      method: 'GET',
      path: '/api/fortune-wheel/:id/reward-histories',
      params: wheelIdParamsSchema,
      query: rewardHistoryQuerySchema,
      response: rewardHistorySchema,
      tags: ['WheelHistory'],
    },
    getSpinTotal: { method: 'GET', path: '/api/users/spin-total/:id', params: wheelIdParamsSchema, response: spinTotalSchema, tags: ['SpinTotal'] },
    useSpin: { method: 'POST', path: '/api/users/use-spin', body: useSpinSchema, response: spinResultSchema, tags: ['SpinTotal', 'WheelHistory', 'FortuneWheel', 'PromoCredit', 'Voucher', 'WheelCheckInfo'] },
    getSpinResult: { method: 'GET', path: '/api/users/fortune-wheel-spin-result/:id', params: wheelIdParamsSchema, response: spinResultSchema },
    checkWheelInfo: { method: 'GET', path: '/api/users/check-info-fortune-wheel', response: wheelCheckInfoSchema, tags: ['WheelCheckInfo', 'User'] },
    listStaffWheels: { method: 'GET', capability: 'wheels.read', path: '/api/admin/fortune-wheels', response: staffWheelListSchema, tags: ['StaffWheels'] },
    createFortuneWheel: { method: 'POST', capability: 'wheels.write', path: '/api/admin/fortune-wheels', body: wheelInputSchema, response: fortuneWheelStateSchema, status: 201, tags: ['FortuneWheel', 'StaffWheels'] },
    updateFortuneWheel: { method: 'PUT', capability: 'wheels.write', path: '/api/admin/fortune-wheels/:id', params: wheelIdParamsSchema, body: wheelInputSchema, response: fortuneWheelStateSchema, tags: ['FortuneWheel', 'StaffWheels'] },
  },
);
