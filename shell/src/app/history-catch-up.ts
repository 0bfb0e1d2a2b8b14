/**
 * Back or Forward pressed while the page hydrates (in a transition, in slices) changes the URL after the router
 * has read it and before it listens: the page would stay on the step or page it was drawn at. Noted when hydration
 * starts; once hydrated, a URL that has changed since is announced again (a popstate), and the router follows it.
 */
export function noteLocation(win: Window = window): () => void {
  const at = win.location.href;
  return () => {
    if (win.location.href !== at) win.dispatchEvent(new PopStateEvent('popstate', { state: win.history.state as unknown }));
  };
}
