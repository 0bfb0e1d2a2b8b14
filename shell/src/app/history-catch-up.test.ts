import { noteLocation } from './history-catch-up';

describe('noteLocation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('announces a URL changed during hydration (Back pressed meanwhile) once hydrated, with its history state', () => {
    window.history.replaceState({ idx: 2 }, '', '/hosting/wordpress/configure?step=THEME');
    const catchUp = noteLocation();
    window.history.replaceState({ idx: 1 }, '', '/hosting/wordpress/configure?step=PACKAGE');
    const heard = jest.fn();
    window.addEventListener('popstate', heard);
    catchUp();
    window.removeEventListener('popstate', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as PopStateEvent).state).toEqual({ idx: 1 });
  });

  it('announces nothing when the URL is the one the page was hydrated at', () => {
    const catchUp = noteLocation();
    const heard = jest.fn();
    window.addEventListener('popstate', heard);
    catchUp();
    window.removeEventListener('popstate', heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
