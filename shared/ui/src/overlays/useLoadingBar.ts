import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@storefront/contracts';
import { estimateProgress } from './loading-progress';

export interface LoadingBarTimings {
  /** Wait this long before showing the bar: quick loads show nothing (spec: 200 ms). */
  throttle: number;
  /** Time over which the bar progresses towards 100 % (spec: 5000 ms). */
  duration: number;
  /** After the load ends the bar sits at 100 % this long, then hides (spec: 500 ms). */
  hideAfter: number;
  /** Progress update interval. */
  tick: number;
}

export const LOADING_BAR_TIMINGS: LoadingBarTimings = {
  throttle: TIMINGS.loadingBarThrottle,
  duration: TIMINGS.loadingBarDuration,
  hideAfter: TIMINGS.loadingBarHideAfter,
  tick: 100,
};

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  progress: number;
}

const HIDDEN: LoadingBarState = { visible: false, progress: 0 };

/**
 * The loading bar's state for an `active` flag (spec §2/§9): shown only once a load has lasted the
 * throttle; progresses while active; on finish jumps to 100 % and hides `hideAfter` ms later.
 * A load that starts again while the bar is finishing continues on the visible bar.
 */
export function useLoadingBar(active: boolean, timings: LoadingBarTimings = LOADING_BAR_TIMINGS): LoadingBarState {
  const [state, setState] = useState<LoadingBarState>(HIDDEN);
  const visible = useRef(false);
  const timers = useRef<{ throttle?: ReturnType<typeof setTimeout>; tick?: ReturnType<typeof setInterval>; hide?: ReturnType<typeof setTimeout> }>({});
  const { throttle, duration, hideAfter, tick } = timings;

  useEffect(() => {
    const t = timers.current;
    const startProgress = () => {
      const startedAt = Date.now();
      visible.current = true;
      setState({ visible: true, progress: 0 });
      t.tick = setInterval(() => setState({ visible: true, progress: estimateProgress(Date.now() - startedAt, duration) }), tick);
    };

    if (active) {
      clearTimeout(t.hide);
      t.hide = undefined;
      if (visible.current) startProgress();
      else t.throttle = setTimeout(startProgress, throttle);
    } else {
      clearTimeout(t.throttle);
      t.throttle = undefined;
      if (visible.current) {
        setState({ visible: true, progress: 100 });
        t.hide = setTimeout(() => {
          visible.current = false;
          t.hide = undefined;
          setState(HIDDEN);
        }, hideAfter);
      }
    }
    return () => {
      clearTimeout(t.throttle);
      clearInterval(t.tick);
      t.throttle = undefined;
      t.tick = undefined;
    };
  }, [active, throttle, duration, hideAfter, tick]);

  useEffect(() => {
    const t = timers.current;
    return () => clearTimeout(t.hide);
  }, []);

  return state;
}
