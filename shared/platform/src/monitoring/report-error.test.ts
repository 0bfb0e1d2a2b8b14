import { reportError, setErrorReporter } from './report-error';

afterEach(() => setErrorReporter(null));

describe('reportError', () => {
  it('hands a report to the reporter monitoring set, with where it happened', () => {
    const reporter = jest.fn();
    setErrorReporter(reporter);
    const error = new Error('network');
    reportError(error, 'checkout/record-state');
    expect(reporter).toHaveBeenCalledWith(error, 'checkout/record-state');
  });

  it('keeps the reports made before monitoring is up, and hands them over when it is', () => {
    reportError(new Error('early'), 'first');
    reportError(new Error('also early'), 'second');
    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter.mock.calls.map(([, where]) => where)).toEqual(['first', 'second']);
    // Handed over once: a second reporter does not get them again.
    const next = jest.fn();
    setErrorReporter(next);
    expect(next).not.toHaveBeenCalled();
  });

  it('keeps the last 20 reports while nothing listens', () => {
    for (let n = 0; n < 25; n += 1) reportError(new Error(String(n)), `report ${n}`);
    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledTimes(20);
    expect(reporter.mock.calls[0][1]).toBe('report 5');
  });

  it('a reporter that throws does not throw at the caller', () => {
    setErrorReporter(() => {
      throw new Error('monitoring down');
    });
    expect(() => reportError(new Error('x'), 'here')).not.toThrow();
  });
});
