import { describe, it } from 'node:test';
import { expect } from 'expect';
import { DEFAULT_ROLLBACK_POLICY, describeRollback, rollbackPolicyFrom, shouldRollBack } from './rollback-decision';

const policy = { factor: 2, minSessions: 100, minRate: 0.02 };

describe('automatic rollback decision', () => {
  it('waits for the minimum number of canary sessions', () => {
    expect(shouldRollBack({ sessions: 99, failed: 99 }, { sessions: 1000, failed: 0 }, policy)).toBe(false);
    expect(shouldRollBack({ sessions: 100, failed: 99 }, { sessions: 1000, failed: 0 }, policy)).toBe(true);
  });

  it('rolls back only above the stable rate times the factor', () => {
    // stable 5 %: the canary must exceed 10 %
    expect(shouldRollBack({ sessions: 200, failed: 20 }, { sessions: 1000, failed: 50 }, policy)).toBe(false);
    expect(shouldRollBack({ sessions: 200, failed: 21 }, { sessions: 1000, failed: 50 }, policy)).toBe(true);
  });

  it('needs a minimum rate, so one failure against a stable version that never failed is no rollback', () => {
    expect(shouldRollBack({ sessions: 200, failed: 1 }, { sessions: 1000, failed: 0 }, policy)).toBe(false);
    expect(shouldRollBack({ sessions: 200, failed: 4 }, { sessions: 1000, failed: 0 }, policy)).toBe(true);
    // no stable sessions yet: compared with 0
    expect(shouldRollBack({ sessions: 200, failed: 4 }, { sessions: 0, failed: 0 }, policy)).toBe(true);
  });

  it('reads its policy from the environment, keeping the defaults for missing or bad values', () => {
    expect(rollbackPolicyFrom({})).toEqual(DEFAULT_ROLLBACK_POLICY);
    expect(rollbackPolicyFrom({ REMOTE_ROLLBACK_FACTOR: '3', REMOTE_ROLLBACK_MIN_SESSIONS: '5', REMOTE_ROLLBACK_MIN_RATE: '0.5' })).toEqual({ factor: 3, minSessions: 5, minRate: 0.5 });
    expect(rollbackPolicyFrom({ REMOTE_ROLLBACK_FACTOR: '-1', REMOTE_ROLLBACK_MIN_SESSIONS: '2.5', REMOTE_ROLLBACK_MIN_RATE: '2' })).toEqual(DEFAULT_ROLLBACK_POLICY);
  });

  it('says what happened with the numbers', () => {
    expect(describeRollback('mfe_domains', '2.0.0', { sessions: 10, failed: 5 }, '1.0.0', { sessions: 20, failed: 0 }, policy)).toContain('failed in 5 of 10 sessions (50.0 %)');
  });
});
