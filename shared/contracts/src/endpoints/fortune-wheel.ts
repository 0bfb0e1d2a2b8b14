import type { z } from 'zod';
import type { CheckSpin, checkSpinQuerySchema, FortuneWheelState, RewardHistory, rewardHistoryQuerySchema, SpinResult, SpinTotal, useSpinSchema, WheelCheckInfo, wheelInputSchema } from '../fortune-wheel';
import type { StaffWheelList } from '../programmes-limits';
import { typed, type Endpoints } from './endpoint';

/**
 * The fortune wheel (spec §7 "Promotion", "User and account"): the current wheel and its state, the spins an
 * order earned and a customer holds, the spin itself (drawn on the server), its result, the public reward
 * history, what the customer still needs before spinning, and the staff's wheels and prizes.
 */
export const fortuneWheelEndpoints = {
  getFortuneWheel: { method: 'GET', path: '/api/fortune-wheel', response: typed<FortuneWheelState>(), tags: ['FortuneWheel'] },
  checkSpin: { method: 'GET', path: '/api/fortune-wheel/check-spin', query: typed<z.input<typeof checkSpinQuerySchema>>(), response: typed<CheckSpin>(), tags: ['SpinTotal'] },
  getRewardHistories: {
    method: 'GET',
    path: '/api/fortune-wheel/:id/reward-histories',
    query: typed<z.input<typeof rewardHistoryQuerySchema>>(),
    response: typed<RewardHistory>(),
    tags: ['WheelHistory'],
  },
  getSpinTotal: { method: 'GET', path: '/api/users/spin-total/:id', response: typed<SpinTotal>(), tags: ['SpinTotal'] },
  useSpin: { method: 'POST', path: '/api/users/use-spin', body: typed<z.input<typeof useSpinSchema>>(), response: typed<SpinResult>(), tags: ['SpinTotal', 'WheelHistory', 'FortuneWheel', 'PromoCredit', 'Voucher', 'WheelCheckInfo'] },
  getSpinResult: { method: 'GET', path: '/api/users/fortune-wheel-spin-result/:id', response: typed<SpinResult>() },
  checkWheelInfo: { method: 'GET', path: '/api/users/check-info-fortune-wheel', response: typed<WheelCheckInfo>(), tags: ['WheelCheckInfo', 'User'] },
  listStaffWheels: { method: 'GET', capability: 'wheels.read', path: '/api/admin/fortune-wheels', response: typed<StaffWheelList>(), tags: ['StaffWheels'] },
  createFortuneWheel: { method: 'POST', capability: 'wheels.write', path: '/api/admin/fortune-wheels', body: typed<z.input<typeof wheelInputSchema>>(), response: typed<FortuneWheelState>(), tags: ['FortuneWheel', 'StaffWheels'] },
  updateFortuneWheel: { method: 'PUT', capability: 'wheels.write', path: '/api/admin/fortune-wheels/:id', body: typed<z.input<typeof wheelInputSchema>>(), response: typed<FortuneWheelState>(), tags: ['FortuneWheel', 'StaffWheels'] },
} as const satisfies Endpoints;
