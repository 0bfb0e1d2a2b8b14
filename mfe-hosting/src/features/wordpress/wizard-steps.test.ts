import { initialState } from '../configure';
import { firstIncompleteBefore, nextStep, previousStep, stepOf, stepProblem } from './wizard-steps';

describe('WordPress wizard steps', () => {
  it('runs the seven steps of §2 in order, then the review', () => {
    const order = ['REGION', 'WEBSITE_NAME', 'DOMAIN', 'PACKAGE', 'THEME', 'PLUGIN', 'PAYMENT_PLAN', 'REVIEW'];
    expect(order.slice(1).map((step) => previousStep(stepOf(step)))).toEqual(order.slice(0, -1));
    expect(order.slice(0, -1).map((step) => nextStep(stepOf(step)))).toEqual(order.slice(1));
    expect(stepOf('NOPE')).toBe('REGION');
  });

  it('stops at a step whose rule is broken, and a URL at a later step goes back to it', () => {
    const state = initialState('wordpress-hosting');
    expect(stepProblem('WEBSITE_NAME', state)).toBe('Website name field is required');
    expect(firstIncompleteBefore('THEME', state)).toBe('WEBSITE_NAME');
    expect(firstIncompleteBefore('THEME', { ...state, websiteName: 'blog' })).toBe('DOMAIN');
    expect(firstIncompleteBefore('THEME', { ...state, websiteName: 'blog', domainKind: 'subdomain', domainValue: 'blog' })).toBeNull();
  });
});
